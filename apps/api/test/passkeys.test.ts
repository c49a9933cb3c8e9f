// Passkeys through the real server and database, with a software authenticator: enrolment of several from 个人信息
// (names, rename, removal), the sign-in with a passkey instead of password + captcha + code, and the password
// sign-in's rules holding for it (client grant, disabled account, lockout, session and sign-in log).
import { generate } from 'otplib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZTokenResponse } from '@blade/contract';
import { nextId } from '../src/db/snowflake.ts';
import { md5Hex } from '../src/modules/auth/password.ts';
import type { TestApp } from './test-app.ts';
import { accessToken, createTestApp, signIn, SABER_BASIC } from './test-app.ts';
import { createSoftAuthenticator } from './support/soft-authenticator.ts';
import { authed, enrolPasskey, passkeySignIn, RP, sendAssertion, signInOptions } from './support/passkey-flows.ts';

let t: TestApp;
const ORIGIN = RP.origins[0]!;

async function makeUser(account: string): Promise<void> {
  const id = nextId();
  await t.db.user.create({
    data: { id, account, name: account, realName: `${account} 本人`, password: await t.app.services.passwords.hash(md5Hex(account)) },
  });
  const role = await t.db.role.findFirstOrThrow({ where: { tenantId: '000000', roleAlias: 'user' } });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: role.id } });
}

beforeAll(async () => {
  t = await createTestApp({ config: { webauthn: RP } });
  for (const account of ['wangwu', 'zhaoliu', 'sunqi', 'zhouba', 'wujiu']) await makeUser(account);
});

const list = async (token: string) =>
  (await request(t.server).get('/api/blade-auth/passkey/list').set(authed(token))).body.data as Array<{
    id: string;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
  }>;

describe('enrolment from 个人信息', () => {
  it('enrols several passkeys, each named, and lists them with their times', async () => {
    const token = await accessToken(t, 'wangwu');
    const laptop = createSoftAuthenticator(ORIGIN, RP.rpId);
    const phone = createSoftAuthenticator(ORIGIN, RP.rpId);
    const first = await enrolPasskey(t, token, laptop, '办公室笔记本');
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ success: true, data: { name: '办公室笔记本', lastUsedAt: null } });
    expect((await enrolPasskey(t, token, phone, 'My phone')).body).toMatchObject({ success: true });
    const passkeys = await list(token);
    expect(passkeys.map((p) => p.name).sort()).toEqual(['My phone', '办公室笔记本']);
    for (const p of passkeys) expect(p.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Stored with the public key only; the list shows no key material.
    expect(JSON.stringify(passkeys)).not.toMatch(/publicKey|credentialId/);
  });

  it('asks for a discoverable, user-verified passkey and excludes the ones the user has', async () => {
    const token = await accessToken(t, 'zhaoliu');
    const authenticator = createSoftAuthenticator(ORIGIN, RP.rpId);
    await enrolPasskey(t, token, authenticator, 'key');
    const res = await request(t.server).post('/api/blade-auth/passkey/register-options').set(authed(token));
    expect(res.body.data).toMatchObject({
      rp: { id: RP.rpId },
      user: { name: 'zhaoliu@000000', displayName: 'zhaoliu 本人' },
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      excludeCredentials: [{ id: authenticator.credentials[0]!.id, type: 'public-key' }],
    });
  });

  it('renames and removes a passkey; a name must be 1-50 characters', async () => {
    const token = await accessToken(t, 'sunqi');
    await enrolPasskey(t, token, createSoftAuthenticator(ORIGIN, RP.rpId), 'old name');
    const [passkey] = await list(token);
    const renamed = await request(t.server)
      .post('/api/blade-auth/passkey/rename')
      .set(authed(token))
      .send({ id: passkey!.id, name: '新名字' });
    expect(renamed.body).toMatchObject({ success: true });
    expect((await list(token))[0]!.name).toBe('新名字');
    const tooLong = await request(t.server)
      .post('/api/blade-auth/passkey/rename')
      .set(authed(token))
      .send({ id: passkey!.id, name: 'x'.repeat(51) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ success: false, msg: expect.stringContaining('请输入1到50个字符的通行密钥名称') });
    const removed = await request(t.server).post('/api/blade-auth/passkey/remove').set(authed(token)).query({ id: passkey!.id });
    expect(removed.body).toMatchObject({ success: true });
    expect(await list(token)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('answers the token of a password sign-in without account, password, captcha or second-factor code', async () => {
    const token = await accessToken(t, 'zhouba');
    // zhouba also has an authenticator app: a passkey counts as both factors, so no code is asked.
    const started = await request(t.server).post('/api/blade-auth/second-factor/start').set(authed(token));
    const secret = started.body.data.secret as string;
    const confirmed = await request(t.server)
      .post('/api/blade-auth/second-factor/confirm')
      .set(authed(token))
      .send({ code: await generate({ secret }) });
    expect(confirmed.body).toMatchObject({ success: true });
    const authenticator = createSoftAuthenticator(ORIGIN, RP.rpId);
    expect((await enrolPasskey(t, token, authenticator, 'laptop')).body).toMatchObject({ success: true });

    const res = await passkeySignIn(t, authenticator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZTokenResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ account: 'zhouba', tenant_id: '000000', real_name: 'zhouba 本人', role_name: 'user' });
    // The token works, on a session opened by a passkey, and the sign-in log says so.
    const info = await request(t.server)
      .get('/api/blade-auth/oauth/user-info')
      .set(authed(res.body.access_token as string));
    expect(info.body.data).toMatchObject({ account: 'zhouba' });
    const session = await t.db.authSession.findFirstOrThrow({
      where: { userId: BigInt(res.body.user_id as string) },
      orderBy: { createdAt: 'desc' },
    });
    expect(session.method).toBe('passkey');
    await t.app.services.logs.flush();
    expect(await t.db.logSignIn.findFirst({ where: { account: 'zhouba', method: 'passkey', outcome: 'success' } })).not.toBeNull();
    expect((await list(token))[0]!.lastUsedAt).toMatch(/^\d{4}-/);
  });

  it('takes the relying party from the request when none is configured, and refuses another origin', async () => {
    const own = await createTestApp();
    const host = `127.0.0.1:${(own.server.address() as { port: number }).port}`;
    const token = await accessToken(own, 'admin');
    const honest = createSoftAuthenticator(`http://${host}`, '127.0.0.1');
    expect((await enrolPasskey(own, token, honest, 'here')).body).toMatchObject({ success: true });
    expect((await passkeySignIn(own, honest)).status).toBe(200);
    const elsewhere = await passkeySignIn(own, honest, { tamper: { origin: 'http://127.0.0.1:1' } });
    expect(elsewhere.status).toBe(400);
  });

  it('behind a trusted proxy, takes the relying party from the forwarded host and protocol', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 'loopback' } });
    const forwarded = { 'X-Forwarded-Host': 'console.proxy.test', 'X-Forwarded-Proto': 'https' };
    const token = await accessToken(proxied, 'admin');
    const options = await request(proxied.server).post('/api/blade-auth/passkey/register-options').set(authed(token)).set(forwarded);
    expect(options.body.data).toMatchObject({ rp: { id: 'console.proxy.test' } });
    const authenticator = createSoftAuthenticator('https://console.proxy.test', 'console.proxy.test');
    const enrolled = await request(proxied.server)
      .post('/api/blade-auth/passkey/register')
      .set(authed(token))
      .set(forwarded)
      .send({ name: 'via proxy', response: authenticator.register(options.body.data as { challenge: string; user: { id: string } }) });
    expect(enrolled.body).toMatchObject({ success: true });
    const challenge = (await request(proxied.server).post('/api/blade-auth/passkey/sign-in-options').set(forwarded)).body.data as {
      challenge: string;
    };
    expect((await sendAssertion(proxied, authenticator.assert(challenge), forwarded)).status).toBe(200);
  });

  it('holds to the rules of a password sign-in: the client grant, a disabled account, the lockout', async () => {
    const token = await accessToken(t, 'wujiu');
    const authenticator = createSoftAuthenticator(ORIGIN, RP.rpId);
    await enrolPasskey(t, token, authenticator, 'key');

    // A client without the passkey grant.
    await t.db.client.updateMany({ where: { clientId: 'sword' }, data: { authorizedGrantTypes: 'password,refresh_token' } });
    t.app.services.cache.clear();
    const sword = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', `Basic ${Buffer.from('sword:sword_secret').toString('base64')}`)
      .type('form')
      .send({ grant_type: 'passkey', passkey: JSON.stringify(authenticator.assert(await signInOptions(t))) });
    expect(sword.status).toBe(400);
    expect(sword.body.error_description).toBe('当前客户端不支持该授权类型');

    // Five wrong passwords lock the account: the passkey is refused too while the lock holds.
    for (let i = 0; i < 5; i++) await signIn(t, 'wujiu', 'wrong');
    const locked = await passkeySignIn(t, authenticator);
    expect(locked.status).toBe(400);
    expect(locked.body.error_description).toBe('登录错误次数过多,请稍后再试');
    await t.db.loginAttempt.deleteMany({ where: { account: 'wujiu' } });
    expect((await passkeySignIn(t, authenticator)).status).toBe(200);

    await t.db.user.updateMany({ where: { account: 'wujiu' }, data: { status: 0 } });
    const disabled = await passkeySignIn(t, authenticator);
    expect(disabled.status).toBe(400);
    expect(disabled.body.error_description).toBe('该账号已被停用,请联系管理员');
    // The refusal is logged under the passkey's account, though the grant named none.
    await t.app.services.logs.flush();
    expect(
      await t.db.logSignIn.findFirst({ where: { method: 'passkey' }, orderBy: [{ createTime: 'desc' }, { id: 'desc' }] }),
    ).toMatchObject({ account: 'wujiu', outcome: 'disabled' });
  });

  it('refuses a grant without an assertion, or with text that is none, in a clear message', async () => {
    const missing = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', SABER_BASIC)
      .query({ grant_type: 'passkey' });
    expect(missing.status).toBe(400);
    expect(missing.body.error_description).toBe('请使用通行密钥完成验证');
    const garbage = await sendAssertion(t, { id: 'x' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error_description).toBe('通行密钥验证失败:请确认租户正确且该通行密钥仍已登记');
    const english = await sendAssertion(t, 'not json', { 'Accept-Language': 'en' });
    expect(english.body.error_description).toBe('The passkey was not accepted: check the tenant, and that the passkey is still enrolled');
  });
});
