// The TOTP secret at rest: sealed with AES-256-GCM under SECRET_KEY (or the signing key), so the table never holds
// it; a secret stored before sealing still signs in and is sealed on that use; another key fails clearly.
import { generate } from 'otplib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app.ts';
import { accessToken, appOn, createTestApp, signIn } from './test-app.ts';

const KEY = 'a-secret-key-of-this-test-file-only-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { secretKey: KEY } });
});

const authed = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
/** The stored column of `account`'s authenticator, as a copy of the database would show it. */
async function storedSecret(account: string): Promise<string> {
  const user = await t.db.user.findFirstOrThrow({ where: { account, tenantId: '000000' } });
  return (await t.db.userTotp.findUniqueOrThrow({ where: { userId: user.id } })).secret;
}

async function enrol(account: string): Promise<string> {
  const token = await accessToken(t, account);
  const started = await request(t.server).post('/api/blade-auth/second-factor/start').set(authed(token));
  const secret = started.body.data.secret as string;
  // Sealed from the start: before the confirmation too.
  expect(await storedSecret(account)).not.toContain(secret);
  const confirmed = await request(t.server)
    .post('/api/blade-auth/second-factor/confirm')
    .set(authed(token))
    .send({ code: await codeNow(secret) });
  expect(confirmed.body, JSON.stringify(confirmed.body)).toMatchObject({ success: true });
  return secret;
}

/** The last accepted step forgotten, so the current code is new again. */
const later = (account: string) =>
  t.db
    .$executeRaw`UPDATE blade_user_totp SET last_step = NULL WHERE user_id = (SELECT id FROM blade_user WHERE account = ${account} AND tenant_id = '000000')`;

describe('TOTP secret at rest', () => {
  it('stores the secret sealed, never as it is, and signs in with its codes', async () => {
    const secret = await enrol('hr');
    const stored = await storedSecret('hr');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect(stored.toUpperCase()).not.toContain(secret.toUpperCase());
    await later('hr');
    const res = await signIn(t, 'hr', 'hr', { 'Second-Factor-Code': await codeNow(secret) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('reads a secret stored before sealing, and seals it on that use', async () => {
    const secret = await enrol('boss');
    await t.db.userTotp.updateMany({
      where: { secret: await storedSecret('boss') },
      data: { secret, lastStep: null },
    });
    expect(await storedSecret('boss')).toBe(secret);
    const res = await signIn(t, 'boss', 'boss', { 'Second-Factor-Code': await codeNow(secret) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await storedSecret('boss');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
  });

  it('keeps the secrets sealed under the signing key readable once SECRET_KEY is set, and seals them under it', async () => {
    const unset = await appOn(t.url, { secretKey: undefined });
    const token = await accessToken(unset, 'admin');
    const started = await request(unset.server).post('/api/blade-auth/second-factor/start').set(authed(token));
    const secret = started.body.data.secret as string;
    const confirmed = await request(unset.server)
      .post('/api/blade-auth/second-factor/confirm')
      .set(authed(token))
      .send({ code: await codeNow(secret) });
    expect(confirmed.body.success).toBe(true);
    const underSigningKey = await storedSecret('admin');
    await later('admin');
    const res = await signIn(t, 'admin', 'admin', { 'Second-Factor-Code': await codeNow(secret) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const resealed = await storedSecret('admin');
    expect(resealed).toMatch(/^v1\./);
    expect(resealed).not.toBe(underSigningKey);
    // Now only SECRET_KEY opens it: a server without it fails clearly.
    await later('admin');
    const without = await signIn(unset, 'admin', 'admin', { 'Second-Factor-Code': await codeNow(secret) });
    expect(without.status).toBe(500);
  });

  it('fails clearly, without signing in, when the server runs with another key', async () => {
    const secret = await enrol('manager');
    await later('manager');
    const other = await appOn(t.url, { secretKey: 'another-key-that-did-not-seal-the-secrets-0000' });
    const res = await signIn(other, 'manager', 'manager', { 'Second-Factor-Code': await codeNow(secret) });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).toContain('服务器密钥(SECRET_KEY)与加密两步验证密钥时不一致');
    expect(res.body.access_token).toBeUndefined();
    // The right key still opens it.
    const again = await signIn(t, 'manager', 'manager', { 'Second-Factor-Code': await codeNow(secret) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});
