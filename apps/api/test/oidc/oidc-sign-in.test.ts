// Provider sign-in against a real OpenID Connect provider on loopback (oidc-provider): the administrator's provider
// (discovered, secret kept), the authorization code flow with PKCE, state and nonce through the browser's trip, Blade's
// grants exchanging the one-time code, and the first sign-in of an unknown identity: registration, waiting for a role,
// then signing in.
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestProvider } from '../support/oidc-test-provider.ts';
import { startTestProvider, walk } from '../support/oidc-test-provider.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, tokenRequest } from '../test-app.ts';

let t: TestApp;
let idp: TestProvider;
let admin: string;
let base: string;
const callbackPrefix = () => `${base}/api/blade-auth/oauth/callback/`;

beforeAll(async () => {
  t = await createTestApp({ config: { outboundAllow: ['127.0.0.1'] } });
  base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  idp = await startTestProvider([`${base}/api/blade-auth/oauth/callback/corp`, `${base}/api/blade-auth/oauth/callback/other`]);
  admin = await accessToken(t);
});
afterAll(() => idp.close());

const asAdmin = (token = admin) => ({ 'Blade-Auth': `bearer ${token}` });

async function saveProvider(body: Record<string, unknown>, token = admin) {
  return request(t.server).post('/api/blade-system/oidc-provider/submit').set(asAdmin(token)).send(body);
}

const corp = () => ({ source: 'corp', name: '企业账号', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret });

/** The browser's trip: the sign-in button, the provider's pages as `login`, the callback; answers the console's landing URL. */
/** The cookie the last sign-in start set in "the browser" (oidc/browser-binding.ts); every later step sends it. */
let browser = '';

async function providerSignIn(login: string, source = 'corp', tenantId = '000000', tamper?: (authorize: URL) => void) {
  const render = await request(t.server).get(`/api/blade-auth/oauth/render/${source}`).query({ tenantId });
  expect(render.status, JSON.stringify(render.body)).toBe(302);
  browser = String(render.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  expect(browser).toMatch(/^blade_oidc_browser=/);
  const authorize = new URL(render.headers.location!);
  tamper?.(authorize);
  const callback = await walk(authorize.href, login, callbackPrefix());
  return request(t.server)
    .get(callback.pathname + callback.search)
    .set('Cookie', browser);
}

async function landing(login: string) {
  const back = await providerSignIn(login);
  expect(back.status, JSON.stringify(back.body)).toBe(302);
  const url = new URL(back.headers.location!, base);
  expect(url.pathname).toBe('/login/oidc');
  return url.searchParams;
}

const ssoGrant = (code: string, headers: Record<string, string> = {}) =>
  tokenRequest(
    t,
    { grant_type: 'authorization_code', code, redirect_uri: `${base}/login/oidc`, tenantId: '000000' },
    { Cookie: browser, ...headers },
  );

describe('the administrator configures a provider', () => {
  it('discovers the issuer, keeps the secret write-only, and refuses an issuer that answers no OpenID configuration', async () => {
    expect((await saveProvider(corp())).body).toMatchObject({ success: true });
    const list = await request(t.server).get('/api/blade-system/oidc-provider/list').set(asAdmin());
    expect(list.body.data).toEqual([
      expect.objectContaining({ source: 'corp', issuer: idp.issuer, clientSecretSet: true, scopes: 'openid profile email' }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(idp.clientSecret);

    // An update without a secret keeps the stored one (the sign-in below still works with it).
    const id = list.body.data[0].id as string;
    expect((await saveProvider({ ...corp(), id, clientSecret: '', name: '企业统一身份' })).body.success).toBe(true);
    const stored = await t.db.oidcProvider.findFirstOrThrow({ where: { source: 'corp' } });
    expect(stored).toMatchObject({ name: '企业统一身份', clientSecret: idp.clientSecret });

    const wrong = await saveProvider({ ...corp(), source: 'wrong', issuer: `${base}/no-such-issuer` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(`无法从 ${base}/no-such-issuer 读取 OpenID 配置(.well-known/openid-configuration)`);
    const taken = await saveProvider(corp());
    expect(taken.body.msg).toBe('登录方式标识 [corp] 已存在');
  });

  it('refuses a provider on loopback unless OUTBOUND_ALLOW names it', async () => {
    const guarded = await createTestApp();
    const res = await request(guarded.server)
      .post('/api/blade-system/oidc-provider/submit')
      .set(asAdmin(await accessToken(guarded)))
      .send(corp());
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('不允许访问 127.0.0.1:内网或本机地址需由运维在 OUTBOUND_ALLOW 中放行');
  });

  it('lists the enabled providers of a tenant to the sign-in page: source and name only', async () => {
    const res = await request(t.server).get('/api/blade-auth/oidc/providers').query({ tenantId: '000000' });
    expect(res.body.data, JSON.stringify(res.body)).toEqual([{ source: 'corp', name: '企业统一身份' }]);
    expect((await request(t.server).get('/api/blade-auth/oidc/providers').query({ tenantId: '999999' })).body.data).toEqual([]);
  });
});

describe('an unknown identity registers, waits for a role, then signs in', () => {
  let code = '';
  it('answers registration_required and registers with the one-time code (no captcha), linking the identity', async () => {
    const back = await landing('alice');
    code = back.get('code')!;
    expect(back.get('tenantId')).toBe('000000');
    const first = await ssoGrant(code);
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ error: 'registration_required', error_description: '该第三方账号尚未绑定系统账号,请先注册' });
    // Logged under the name the provider gives the person: no account of ours is linked yet.
    await t.app.services.logs.flush();
    expect(await t.db.logSignIn.findFirst({ where: { method: 'sso' }, orderBy: [{ createTime: 'desc' }, { id: 'desc' }] })).toMatchObject({
      account: 'alice',
    });

    const form = { tenantId: '000000', name: '爱丽丝', account: 'alice', password: md5Hex('alice-pass-1'), oauthId: code };
    // Linking is for the browser that went to the provider only: another one's registration is refused.
    const elsewhere = await request(t.server).post('/api/blade-system/user/register-guest').query(form);
    expect(elsewhere.body.msg).toBe('登录凭证无效或已使用,请重新登录');
    const registered = await request(t.server).post('/api/blade-system/user/register-guest').query(form).set('Cookie', browser);
    expect(registered.body).toMatchObject({ success: true });
    const user = await t.db.user.findFirstOrThrow({ where: { account: 'alice' }, include: { roles: true } });
    expect(user.roles).toEqual([]);
    const link = await t.db.userOauth.findFirstOrThrow({ where: { userId: user.id } });
    expect(link).toMatchObject({ issuer: idp.issuer, subject: 'alice', email: 'alice@corp.example', username: 'alice' });

    // The code was spent by the registration: neither a second registration nor a sign-in takes it.
    const again = await request(t.server)
      .post('/api/blade-system/user/register-guest')
      .query({ ...form, account: 'alice2' })
      .set('Cookie', browser);
    expect(again.body.msg).toBe('登录凭证无效或已使用,请重新登录');
    expect((await ssoGrant(code)).body.error_description).toBe('登录凭证无效或已使用,请重新登录');
  });

  it('is refused until an administrator approves the account in 待审核, then signs in with method sso', async () => {
    const waiting = await ssoGrant((await landing('alice')).get('code')!);
    expect(waiting.body.error_description).toBe('账号正在等待管理员审核');
    // Logged under the account the identity is linked to, though the grant named none.
    await t.app.services.logs.flush();
    expect(await t.db.logSignIn.findFirst({ where: { method: 'sso' }, orderBy: [{ createTime: 'desc' }, { id: 'desc' }] })).toMatchObject({
      account: 'alice',
      outcome: 'refused',
    });

    const user = await t.db.user.findFirstOrThrow({ where: { account: 'alice' } });
    expect(user).toMatchObject({ approvalStatus: 'pending', approvalSource: 'oidc' });
    const role = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'user' } });
    const approved = await request(t.server)
      .post('/api/blade-system/user-approval/approve')
      .set(asAdmin())
      .send({ id: String(user.id), roleId: String(role.id), deptId: '1123598813738675201' });
    expect(approved.body.success).toBe(true);

    const signedIn = await ssoGrant((await landing('alice')).get('code')!);
    expect(signedIn.status).toBe(200);
    const link = await t.db.userOauth.findFirstOrThrow({ where: { userId: user.id } });
    expect(signedIn.body).toMatchObject({ account: 'alice', role_name: 'user', oauth_id: String(link.id) });
    const session = await t.db.authSession.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: 'desc' } });
    expect(session.method).toBe('sso');
    const me = await request(t.server)
      .get('/api/blade-auth/oauth/user-info')
      .set(asAdmin(signedIn.body.access_token as string));
    expect(me.body.data.account).toBe('alice');
    await t.app.services.logs.flush();
    const logged = await t.db.logSignIn.findFirstOrThrow({
      where: { account: 'alice' },
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
    expect(logged).toMatchObject({ method: 'sso', outcome: 'success', tenantId: '000000' });
  });

  it('signs in with the social grant: the provider by its source, the code and the state', async () => {
    const back = await landing('alice');
    const wrongState = await tokenRequest(
      t,
      {
        grant_type: 'social',
        source: 'corp',
        code: back.get('code')!,
        state: 'other',
        tenantId: '000000',
      },
      { Cookie: browser },
    );
    expect(wrongState.body.error_description).toBe('登录凭证无效或已使用,请重新登录');
    const social = await tokenRequest(
      t,
      {
        grant_type: 'social',
        source: 'corp',
        code: back.get('code')!,
        state: back.get('state')!,
        tenantId: '000000',
      },
      { Cookie: browser },
    );
    expect(social.status).toBe(200);
    expect(social.body.account).toBe('alice');
    const user = await t.db.user.findFirstOrThrow({ where: { account: 'alice' } });
    const session = await t.db.authSession.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: 'desc' } });
    expect(session.method).toBe('social');
  });

  it('lets an administrator see and unlink the identity; the provider then no longer signs in as that user', async () => {
    const user = await t.db.user.findFirstOrThrow({ where: { account: 'alice' } });
    const list = await request(t.server)
      .get('/api/blade-system/user/oauth-list')
      .set(asAdmin())
      .query({ userId: String(user.id) });
    expect(list.body.data).toEqual([
      expect.objectContaining({ providerName: '企业统一身份', subject: 'alice', email: 'alice@corp.example' }),
    ]);
    const unlink = await request(t.server).post('/api/blade-system/user/oauth-unlink').set(asAdmin()).query({ id: list.body.data[0].id });
    expect(unlink.body.success).toBe(true);
    expect((await ssoGrant((await landing('alice')).get('code')!)).body.error).toBe('registration_required');
  });
});

describe('the flow refuses what it must', () => {
  it('refuses a replayed code, a wrong redirect_uri and a code of another tenant', async () => {
    await t.db.userOauth.create({
      data: {
        id: 77_001n,
        tenantId: '000000',
        userId: (await t.db.user.findFirstOrThrow({ where: { account: 'admin' } })).id,
        providerId: 1n,
        issuer: idp.issuer,
        subject: 'boss-admin',
      },
    });
    const code = (await landing('boss-admin')).get('code')!;
    const wrongPage = await tokenRequest(
      t,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${base}/elsewhere`,
        tenantId: '000000',
      },
      { Cookie: browser },
    );
    expect(wrongPage.body.error_description).toBe('登录凭证无效或已使用,请重新登录');
    // Login CSRF: the code in another browser (without the cookie of the one that went to the provider) signs nobody
    // in, and stays good for its own browser.
    const otherBrowser = await ssoGrant(code, { Cookie: 'blade_oidc_browser=someone-else' });
    expect(otherBrowser.body.error_description).toBe('登录凭证无效或已使用,请重新登录');
    expect((await ssoGrant(code, { Cookie: '' })).body.error_description).toBe('登录凭证无效或已使用,请重新登录');
    const otherTenant = await ssoGrant(code, { 'Tenant-Id': '222222' });
    expect(otherTenant.body.error_description).toBe('登录凭证无效或已使用,请重新登录');
    expect((await ssoGrant(code)).status).toBe(200);
    const replay = await ssoGrant(code);
    expect(replay.status).toBe(400);
    expect(replay.body.error_description).toBe('登录凭证无效或已使用,请重新登录');
    await t.app.services.logs.flush();
    const refused = await t.db.logSignIn.findFirstOrThrow({ orderBy: [{ createTime: 'desc' }, { id: 'desc' }] });
    expect(refused).toMatchObject({ method: 'sso', outcome: 'provider_refused' });
  });

  it('asks an enrolled user for the authenticator code, keeping the one-time code until it is right', async () => {
    const id = nextId();
    await t.db.user.create({
      data: { id, account: 'dan', name: 'dan', realName: 'dan', password: await t.app.services.passwords.hash(md5Hex('dan-pass-1')) },
    });
    const role = await t.db.role.findFirstOrThrow({ where: { tenantId: '000000', roleAlias: 'user' } });
    await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: role.id } });
    const token = await accessToken(t, 'dan', 'dan-pass-1');
    const started = await request(t.server).post('/api/blade-auth/second-factor/start').set(asAdmin(token));
    const secret = started.body.data.secret as string;
    const codeNow = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const confirmed = await request(t.server)
      .post('/api/blade-auth/second-factor/confirm')
      .set(asAdmin(token))
      .send({ code: await codeNow() });
    expect(confirmed.body.success).toBe(true);
    // The code used at enrolment is spent; time passes, so the current code is new again.
    await t.db.$executeRaw`UPDATE blade_user_totp SET last_step = last_step - 10 WHERE user_id = ${id}`;
    await t.db.userOauth.create({
      data: { id: nextId(), tenantId: '000000', userId: id, providerId: 1n, issuer: idp.issuer, subject: 'dan' },
    });

    const code = (await landing('dan')).get('code')!;
    const missing = await ssoGrant(code);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'second_factor_required', error_description: '请输入动态验证码' });
    const current = await codeNow();
    // Wrong for certain: none of the codes the server accepts now (one step either side).
    const near = await Promise.all([-1, 1].map((k) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + k * 30 })));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((c) => c !== current && !near.includes(c))!;
    const wrong = await ssoGrant(code, { 'Second-Factor-Code': wrongCode });
    expect(wrong.body.error_description).toBe('动态验证码不正确或已使用');
    const right = await ssoGrant(code, { 'Second-Factor-Code': current });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.account).toBe('dan');
  });

  it('refuses a wrong state, a replayed callback, and a callback in another browser than the one that started', async () => {
    const started = async () => {
      const render = await request(t.server).get('/api/blade-auth/oauth/render/corp').query({ tenantId: '000000' });
      const cookie = String(render.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
      return { cookie, callback: await walk(render.headers.location!, 'bob', callbackPrefix()) };
    };
    const { cookie, callback } = await started();
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state');
    const wrong = await request(t.server)
      .get(forged.pathname + forged.search)
      .set('Cookie', cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, msg: '登录请求已失效,请重新登录' });
    const back = () =>
      request(t.server)
        .get(callback.pathname + callback.search)
        .set('Cookie', cookie);
    expect((await back()).status).toBe(302);
    expect((await back()).body.msg).toBe('登录请求已失效,请重新登录');

    // The provider's answer brought to another browser (the victim's, by a link): refused, no code is handed out.
    const other = await started();
    const elsewhere = await request(t.server).get(other.callback.pathname + other.callback.search);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.msg).toBe('登录请求已失效,请重新登录');
  });

  it('refuses an ID token whose nonce is not the one the server chose', async () => {
    const back = await providerSignIn('bob', 'corp', '000000', (authorize) =>
      authorize.searchParams.set('nonce', 'a-nonce-of-the-attacker'),
    );
    expect(back.status).toBe(400);
    expect(back.body.msg).toBe('身份提供方未能确认您的身份');
  });

  it('refuses a provider of another tenant, named with this tenant', async () => {
    await t.db.tenant.create({ data: { id: 77_002n, tenantId: '222222', tenantName: '第二租户' } });
    await t.db.oidcProvider.create({ data: { id: 77_003n, tenantId: '222222', ...corp(), source: 'other' } });
    const res = await request(t.server).get('/api/blade-auth/oauth/render/other').query({ tenantId: '000000' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('该租户没有名为 [other] 的登录方式');
    expect((await request(t.server).get('/api/blade-auth/oauth/render/other').query({ tenantId: '222222' })).status).toBe(302);
  });

  it('refuses an e-mail outside the allowed domains', async () => {
    await t.db.oidcProvider.updateMany({ where: { source: 'corp' }, data: { emailDomains: 'example.org' } });
    const back = await providerSignIn('carol');
    expect(back.status).toBe(400);
    expect(back.body.msg).toBe('身份提供方给出的邮箱不在允许的域名内');
    await t.db.oidcProvider.updateMany({ where: { source: 'corp' }, data: { emailDomains: 'corp.example' } });
    expect((await providerSignIn('carol')).status).toBe(302);
  });
});
