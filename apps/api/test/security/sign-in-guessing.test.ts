// Attacks on the sign-in's guards: skip the captcha through grant_type=password (BladeX and SpringBlade routes) and
// lock `admin` out with five anonymous guesses; lock an owner out from another address; pass the lockout with
// guesses sent all at once. The app trusts X-Forwarded-For from loopback (TRUST_PROXY), so a test speaks from any
// address it names.
import request from 'supertest';
import smCrypto from 'sm-crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FACTOR } from '../../src/db/sql/login-lockout.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { sm2PublicKey } from '../../src/modules/auth/sm2-key.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, captchaHeaders, createTestApp, SABER_BASIC, tokenRequest } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 'loopback' } });
});
afterEach(() => vi.restoreAllMocks());

const LOCKED = '登录错误次数过多,请稍后再试';
const from = (address: string) => ({ 'X-Forwarded-For': address });
const password = (account: string, secret: string, headers: Record<string, string>) =>
  tokenRequest(t, { grant_type: 'password', username: account, password: md5Hex(secret), tenantId: '000000' }, headers);
/** A person's sign-in: a captcha answered, from `address`. */
const withCaptcha = async (account: string, secret: string, address: string) =>
  password(account, secret, { ...from(address), ...(await captchaHeaders(t)) });
const attemptRows = () => t.db.loginAttempt.count();

describe('the captcha cannot be skipped', () => {
  it('refuses grant_type=password without a captcha on /oauth/token, counting nothing: admin is not locked out', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await password('admin', `guess-${i}`, from('198.51.100.1'));
      expect(res.status).toBe(400);
      expect(res.body.error_description).toBe('验证码不正确');
    }
    expect(await attemptRows()).toBe(0);
    expect((await withCaptcha('admin', 'admin', '198.51.100.2')).status).toBe(200);
  });

  it("refuses the SpringBlade route's password grant without a captcha", async () => {
    const encrypted = smCrypto.sm2.doEncrypt('guess', sm2PublicKey(t.config.sm2PrivateKey), 0);
    for (let i = 0; i < 6; i++) {
      const res = await request(t.server)
        .post('/blade-auth/token')
        .set('Authorization', SABER_BASIC)
        .query({ grantType: 'password', tenantId: '000000', account: 'admin', password: encrypted });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false, msg: '验证码不正确' });
    }
    expect(await attemptRows()).toBe(0);
  });

  it('gives no seeded client a captcha-free password grant; a script client is made on purpose', async () => {
    for (const [id, secret] of [
      ['saber', 'saber_secret'],
      ['sword', 'sword_secret'],
    ]) {
      const res = await tokenRequest(
        t,
        { grant_type: 'password', username: 'admin', password: md5Hex('admin'), tenantId: '000000' },
        { Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` },
      );
      expect(res.body.error_description, id).toBe('验证码不正确');
    }
    const admin = await accessToken(t, 'admin');
    const created = await request(t.server).post('/api/blade-system/client/submit').set('Blade-Auth', `bearer ${admin}`).send({
      clientId: 'nightly',
      clientSecret: 'nightly_secret',
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
      additionalInformation: '{"captchaFree": true}',
    });
    expect(created.body.success).toBe(true);
    const script = await tokenRequest(
      t,
      { grant_type: 'password', username: 'hr', password: md5Hex('hr'), tenantId: '000000' },
      { Authorization: `Basic ${Buffer.from('nightly:nightly_secret').toString('base64')}` },
    );
    expect(script.status).toBe(200);
  });

  it('lets password sign-ins through without a captcha only when captcha mode is turned off', async () => {
    await t.db.param.updateMany({ where: { paramKey: 'account.captchaMode' }, data: { paramValue: 'false' } });
    t.app.services.cache.clear();
    try {
      expect((await password('manager', 'manager', from('198.51.100.3'))).status).toBe(200);
      // The captcha grant still means a captcha.
      const captchaGrant = await tokenRequest(t, {
        grant_type: 'captcha',
        username: 'manager',
        password: md5Hex('manager'),
        tenantId: '000000',
      });
      expect(captchaGrant.body.error_description).toBe('验证码不正确');
    } finally {
      await t.db.param.updateMany({ where: { paramKey: 'account.captchaMode' }, data: { paramValue: 'true' } });
      t.app.services.cache.clear();
    }
  });
});

describe('the lockout counts per account and address', () => {
  it('locks the guessing address only: the owner signs in from another one', async () => {
    for (let i = 0; i < 5; i++)
      expect((await withCaptcha('hr', `guess-${i}`, '203.0.113.66')).body.error_description).toBe('用户名或密码不正确');
    expect((await withCaptcha('hr', 'hr', '203.0.113.66')).body.error_description).toBe(LOCKED);
    expect((await withCaptcha('hr', 'hr', '192.0.2.10')).status).toBe(200);
  });

  it('still caps guesses spread over many addresses, and an administrator unlocks it all', async () => {
    const account = 'boss';
    for (let i = 0; i < 5 * ACCOUNT_FACTOR; i++) await withCaptcha(account, `guess-${i}`, `10.9.${i}.1`);
    expect((await withCaptcha(account, 'boss', '192.0.2.20')).body.error_description).toBe(LOCKED);
    const admin = await accessToken(t, 'admin');
    const boss = await t.db.user.findFirstOrThrow({ where: { account } });
    expect(
      (
        await request(t.server)
          .post('/api/blade-user/unlock')
          .query({ userIds: String(boss.id) })
          .set('Blade-Auth', `bearer ${admin}`)
      ).body.success,
    ).toBe(true);
    expect(await t.db.loginAttempt.count({ where: { account } })).toBe(0);
    expect((await withCaptcha(account, 'boss', '10.9.0.1')).status).toBe(200);
  });
});

describe('guesses sent at once', () => {
  it('evaluate at most account.failCount passwords of 30 concurrent wrong ones; the owner elsewhere still signs in', async () => {
    const account = 'manager';
    const captchas = await Promise.all(Array.from({ length: 30 }, () => captchaHeaders(t)));
    const check = vi.spyOn(t.app.services.passwords, 'check');
    const answers = await Promise.all(captchas.map((c, i) => password(account, `guess-${i}`, { ...from('203.0.113.99'), ...c })));
    expect(check.mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.body.error_description === LOCKED)).toHaveLength(30 - check.mock.calls.length);
    expect(answers.every((r) => r.status === 400)).toBe(true);
    expect((await withCaptcha(account, 'manager', '192.0.2.30')).status).toBe(200);
  });
});
