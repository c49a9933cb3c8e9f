import jwt from 'jsonwebtoken';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../src/modules/auth/jwt.ts';
import type { TestApp } from './test-app.ts';
import { createTestApp, signIn, tokenRequest } from './test-app.ts';

let t: TestApp;
let tokens: { access_token: string; refresh_token: string };
beforeAll(async () => {
  t = await createTestApp();
  tokens = (await signIn(t, 'admin')).body;
});

const userInfo = (token?: string) => {
  const req = request(t.server).get('/api/blade-auth/oauth/user-info');
  return token ? req.set('Blade-Auth', `bearer ${token}`) : req;
};

describe('tokens', () => {
  it('opens protected routes with Blade-Auth: bearer <token>', async () => {
    const res = await userInfo(tokens.access_token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功', data: { account: 'admin', roles: ['administrator'] } });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('accepts the token as a blade-auth query parameter, in any case, with or without bearer', async () => {
    for (const [name, value] of [
      ['blade-auth', `bearer ${tokens.access_token}`],
      ['Blade-Auth', tokens.access_token],
    ]) {
      const res = await request(t.server)
        .get('/api/blade-auth/oauth/user-info')
        .query({ [name!]: value });
      expect(res.status).toBe(200);
    }
  });

  it('answers 401 in the envelope without a token, with a forged one and with an expired one', async () => {
    const missing = await userInfo();
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 401, success: false, data: null, msg: '缺失令牌,鉴权失败' });

    const [h, p, s] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, user_id: '1' })).toString('base64url');
    for (const forged of [`${h}.${elevated}.${s}`, `${h}.${p}.${s!.slice(0, -4)}AAAA`, 'not-a-jwt']) {
      const res = await userInfo(forged);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }

    const otherKey = jwt.sign(claims, 'another-secret-of-sufficient-length-1234', { algorithm: 'HS512' });
    expect((await userInfo(otherKey)).status).toBe(401);

    const { exp: _exp, iat: _iat, nbf: _nbf, iss: _iss, aud: _aud, ...own } = claims;
    const expired = signToken(own, t.config.jwtSecret, -10);
    const res = await userInfo(expired);
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('令牌无效或已过期,请重新登录');
  });

  it('does not take a refresh token for an access token', async () => {
    expect((await userInfo(tokens.refresh_token)).status).toBe(401);
  });

  it('refreshes a pair with grant_type=refresh_token, also at /oauth/token/refresh', async () => {
    const res = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(res.status).toBe(200);
    expect(res.body.account).toBe('admin');
    expect((await userInfo(res.body.access_token)).status).toBe(200);
    // Refresh tokens rotate: the next refresh spends the one the last refresh returned.
    const alias = await request(t.server)
      .post('/api/blade-auth/oauth/token/refresh')
      .set('Authorization', `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`)
      .query({ grant_type: 'refresh_token', refresh_token: res.body.refresh_token });
    expect(alias.status).toBe(200);
    tokens = alias.body;
  });

  it('refuses to refresh with an access token, another client, or for a deleted user', async () => {
    const withAccess = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.access_token });
    expect(withAccess.body.error_description).toBe('令牌授权已过期');

    const sword = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', `Basic ${Buffer.from('sword:sword_secret').toString('base64')}`)
      .query({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(sword.status).toBe(400);

    const boss = (await signIn(t, 'boss')).body;
    await t.db.user.update({ where: { id: BigInt(boss.user_id) }, data: { isDeleted: 1 } });
    const gone = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: boss.refresh_token });
    expect(gone.body.error_description).toBe('令牌授权已过期');
  });

  it('answers logout and clear-cache with Blade bare objects', async () => {
    const logout = await request(t.server).get('/api/blade-auth/oauth/logout');
    expect(logout.body).toEqual({ success: 'true', msg: 'success' });
    expect((await request(t.server).post('/api/blade-auth/oauth/logout')).body).toEqual({ success: 'true', msg: 'success' });
    expect((await request(t.server).get('/api/blade-auth/oauth/clear-cache')).status).toBe(401);
    const clear = await request(t.server).get('/api/blade-auth/oauth/clear-cache').set('Blade-Auth', `bearer ${tokens.access_token}`);
    expect(clear.body).toEqual({ success: 'true', msg: 'success' });
  });
});
