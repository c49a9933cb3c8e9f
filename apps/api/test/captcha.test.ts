import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/modules/auth/password.ts';
import type { TestApp } from './test-app.ts';
import { createTestApp, tokenRequest } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function newCaptcha(app: TestApp) {
  const res = await request(app.server).get('/api/blade-auth/oauth/captcha');
  expect(res.status).toBe(200);
  const row = await app.db.captcha.findUniqueOrThrow({ where: { key: res.body.key } });
  return { key: res.body.key as string, image: res.body.image as string, code: row.code };
}

const captchaSignIn = (app: TestApp, key: string, code: string) =>
  tokenRequest(
    app,
    { grant_type: 'captcha', username: 'admin', password: md5Hex('admin'), tenantId: '000000' },
    { 'Captcha-Key': key, 'Captcha-Code': code },
  );

describe('captcha', () => {
  it('answers a bare {key, image} with a 130x48 PNG data URL (as Blade clients decode it) of five characters', async () => {
    const c = await newCaptcha(t);
    expect(c.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(c.image.split(',')[1]!, 'base64');
    // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.subarray(12, 16).toString('latin1'), png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(['IHDR', 130, 48]);
    expect(c.code).toHaveLength(5);
  });

  it('signs in with the right code, case-insensitively, once only', async () => {
    const c = await newCaptcha(t);
    expect((await captchaSignIn(t, c.key, c.code.toUpperCase())).status).toBe(200);
    const again = await captchaSignIn(t, c.key, c.code);
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe('验证码不正确');
  });

  it('is checked by any API instance and burns on a wrong guess', async () => {
    const c = await newCaptcha(t);
    const other = await t.restart();
    expect((await captchaSignIn(other, c.key, 'zzzzz')).body.error_description).toBe('验证码不正确');
    expect((await captchaSignIn(other, c.key, c.code)).body.error_description).toBe('验证码不正确');
  });

  it('expires after 30 minutes', async () => {
    const c = await newCaptcha(t);
    await t.db.captcha.update({ where: { key: c.key }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await captchaSignIn(t, c.key, c.code)).body.error_description).toBe('验证码不正确');
  });

  it('refuses a wrong captcha before looking at the password', async () => {
    const c = await newCaptcha(t);
    const res = await tokenRequest(
      t,
      { grant_type: 'captcha', username: 'admin', password: md5Hex('wrong') },
      { 'Captcha-Key': c.key, 'Captcha-Code': 'nope!' },
    );
    expect(res.body.error_description).toBe('验证码不正确');
    expect(await t.db.loginAttempt.count()).toBe(0);
  });
});
