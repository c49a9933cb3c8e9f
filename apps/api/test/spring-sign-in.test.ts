// The open-source sign-in contract as Saber 4.9 speaks it (src/api/user.js, src/utils/sm2.js): POST /blade-auth/token
// with camelCase query parameters, the password SM2-encrypted (sm-crypto, C1C2C3) with the server's public key, answers
// in R. The same users, captcha, lockout and sessions as the BladeX route; a password encrypted for another key, or
// not at all, never signs in.
import request from 'supertest';
import smCrypto from 'sm-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/modules/auth/password.ts';
import type { TestApp } from './test-app.ts';
import { captchaHeaders, createTestApp, SABER_BASIC, signInWith } from './test-app.ts';

/** The throw-away test key pair Saber's build in ../shared/clients was made with (saber-sm2-test-keys.json). */
const SABER_TEST_KEYS = {
  privateKey: '5a83ef030949a5eda0f19b105958e4fd9e112fe3939692970606d02fd1f27ae3',
  publicKey:
    '0441ed5197c03a196233fa266484ef96aff1a25771f443956a8732d64f2f08009582d79120d33dce2b5b6856c3ec29a582b26551732216d7051898c3a5b67aad74',
};
/** "admin中文!" as sm-crypto 0.3.13 (Saber 4.9's) encrypted it for the test public key: a known answer. */
const SABER_CIPHER =
  '04f36ba7ce3984e403022da22c858670c5f2fb488f15a981ec9e2db6b33f4f7e9224a9e2142154bf8842b37bca817b5476708e09ab87c3de57018fe63822f3b581d48bec9747da0d3339855e181eaed60556f9bdc580bc7e85dc71ea1b35604859a56e76b10aedb1eff3fe20';

const encrypt = (text: string, publicKey = SABER_TEST_KEYS.publicKey) => smCrypto.sm2.doEncrypt(text, publicKey, 0);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sm2PrivateKey: SABER_TEST_KEYS.privateKey } });
});

function springToken(params: Record<string, string>, headers: Record<string, string> = {}) {
  const req = request(t.server).post('/blade-auth/token').query(params).set('Authorization', SABER_BASIC);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req;
}

const saberSignIn = async (account: string, password: string, tenantId = '000000') =>
  springToken({ grantType: 'captcha', tenantId, account, password: encrypt(password), type: 'account' }, await captchaHeaders(t));

describe('POST /blade-auth/token (open-source contract)', () => {
  it('signs admin in through the captcha grant, answering camelCase AuthInfo in R', async () => {
    const res = await saberSignIn('admin', 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect(res.body.data).toMatchObject({
      tenantId: '000000',
      userId: '1123598821738675201',
      account: 'admin',
      userName: 'admin',
      nickName: '管理员',
      roleName: 'administrator',
      authority: 'administrator',
      tokenType: 'bearer',
      expiresIn: 3600,
    });
    // The token works on Blade's routes, as Saber sends it.
    const menus = await request(t.server)
      .get('/blade-system/menu/routes')
      .set('Blade-Auth', `bearer ${res.body.data.accessToken}`)
      .set('Authorization', SABER_BASIC);
    expect(menus.status).toBe(200);
    expect(menus.body.data.length).toBeGreaterThan(0);
  });

  it("decrypts what Saber 4.9's own library encrypted (a known answer)", async () => {
    const { sm2Decrypt } = await import('../src/modules/auth/sm2-key.ts');
    expect(sm2Decrypt(SABER_CIPHER, SABER_TEST_KEYS.privateKey)).toBe('admin中文!');
  });

  it('signs in with the password grant and refreshes with refreshToken', async () => {
    const signedIn = await springToken(
      { grantType: 'password', tenantId: '000000', account: 'admin', password: encrypt('admin') },
      await captchaHeaders(t),
    );
    expect(signedIn.body.success).toBe(true);
    const refreshed = await springToken({ grantType: 'refresh_token', refreshToken: signedIn.body.data.refreshToken, scope: 'all' });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toMatchObject({ account: 'admin', tokenType: 'bearer' });
    // A refresh token is used once: the answer carries the next one.
    expect(refreshed.body.data.refreshToken).not.toBe(signedIn.body.data.refreshToken);
  });

  it('answers a wrong password, a wrong captcha and social sign-in in R with the BladeX messages', async () => {
    const wrong = await saberSignIn('admin', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, success: false, msg: '用户名或密码不正确' });
    const badCaptcha = await springToken(
      { grantType: 'captcha', tenantId: '000000', account: 'admin', password: encrypt('admin') },
      { 'Captcha-Key': 'no-such-key', 'Captcha-Code': 'abcde' },
    );
    expect(badCaptcha.body).toMatchObject({ code: 400, msg: '验证码不正确' });
    const social = await springToken({ grantType: 'social', tenantId: '000000', source: 'github', code: 'x', state: 'y' });
    expect(social.body).toMatchObject({ code: 400, success: false });
    expect(social.body.msg).toBe('登录凭证无效或已使用,请重新登录');
  });

  it('refuses a password in clear text, one encrypted for another key, and junk, without counting it as a guess', async () => {
    const other = smCrypto.sm2.generateKeyPairHex();
    // A right cipher with its last byte (part of the C3 digest) flipped: setting it to 00 left one cipher in 256 intact.
    const valid = encrypt('admin');
    const tampered = valid.slice(0, -2) + (Number.parseInt(valid.slice(-2), 16) ^ 0xff).toString(16).padStart(2, '0');
    for (const password of [md5Hex('admin'), 'admin', encrypt('admin', other.publicKey), tampered]) {
      const res = await springToken({ grantType: 'password', tenantId: '000000', account: 'admin', password });
      expect(res.status, password).toBe(400);
      expect(res.body.msg).toBe('密码无法解密,请确认控制台配置的SM2公钥与服务器一致');
    }
    expect(
      (
        await springToken(
          { grantType: 'password', tenantId: '000000', account: 'admin', password: encrypt('admin') },
          await captchaHeaders(t),
        )
      ).status,
    ).toBe(200);
  });

  it('shares the lockout with the BladeX route: failures through one lock the account on the other', async () => {
    const account = 'hr';
    for (let i = 0; i < 5; i++)
      await springToken({ grantType: 'password', tenantId: '000000', account, password: encrypt('wrong') }, await captchaHeaders(t));
    const blade = await signInWith(t, { grant_type: 'password', username: account, password: md5Hex(account), tenantId: '000000' });
    expect(blade.status).toBe(400);
    expect(blade.body.error_description).toBe('登录错误次数过多,请稍后再试');
  });

  it('serves the captcha in R and signs out through /blade-auth/logout, ending the session', async () => {
    const captcha = await request(t.server).get('/blade-auth/captcha');
    expect(captcha.body).toMatchObject({
      code: 200,
      success: true,
      data: { key: expect.any(String), image: expect.stringMatching(/^data:image\//) },
    });
    const signedIn = await saberSignIn('admin', 'admin');
    const token = signedIn.body.data.accessToken as string;
    const out = await request(t.server).get('/blade-auth/logout').set('Blade-Auth', `bearer ${token}`).set('Authorization', SABER_BASIC);
    expect(out.body).toMatchObject({ code: 200, success: true });
    const after = await request(t.server)
      .get('/blade-system/menu/routes')
      .set('Blade-Auth', `bearer ${token}`)
      .set('Authorization', SABER_BASIC);
    expect(after.status).toBe(401);
  });

  it('shows the SM2 public key to administrators only', async () => {
    const admin = (await saberSignIn('admin', 'admin')).body.data.accessToken as string;
    const shown = await request(t.server).get('/api/blade-auth/sm2/public-key').set('Blade-Auth', `bearer ${admin}`);
    expect(shown.body.data).toEqual({ publicKey: SABER_TEST_KEYS.publicKey });
    const staff = (await saberSignIn('boss', 'boss')).body.data.accessToken as string;
    expect((await request(t.server).get('/api/blade-auth/sm2/public-key').set('Blade-Auth', `bearer ${staff}`)).status).toBe(403);
    expect((await request(t.server).get('/api/blade-auth/sm2/public-key')).status).toBe(401);
  });

  it('records each attempt in the sign-in log, as the BladeX route does', async () => {
    expect((await saberSignIn('manager', 'wrong')).body.success).toBe(false);
    expect((await saberSignIn('manager', 'manager')).body.success).toBe(true);
    await t.app.services.logs.flush();
    const rows = await t.db.logSignIn.findMany({
      where: { account: 'manager' },
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      take: 2,
    });
    expect(rows.map((r) => [r.outcome, r.method, r.tenantId])).toEqual([
      ['success', 'password', '000000'],
      ['bad_password', 'password', '000000'],
    ]);
  });
});
