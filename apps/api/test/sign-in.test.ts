import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex, sha1Hex } from '../src/modules/auth/password.ts';
import type { TestApp } from './test-app.ts';
import { accessToken, appOn, captchaHeaders, createTestApp, SABER_BASIC, signIn, signInWith } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const admin = { grant_type: 'password', username: 'admin', password: md5Hex('admin'), tenantId: '000000' };

describe('POST /api/blade-auth/oauth/token', () => {
  it('signs admin in with the bare snake_case answer and Blade claims', async () => {
    const res = await signIn(t, 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tenant_id: '000000',
      user_id: '1123598821738675201',
      role_id: '1123598816738675201',
      role_name: 'administrator',
      account: 'admin',
      user_name: 'admin',
      nick_name: '管理员',
      dept_id: '1123598813738675201',
      oauth_id: '',
      token_type: 'bearer',
      expires_in: 3600,
      detail: { type: 'web' },
    });
    expect(res.body).not.toHaveProperty('code');
    const claims = jwt.decode(res.body.access_token) as Record<string, unknown>;
    expect(claims).toMatchObject({
      token_type: 'access_token',
      user_id: '1123598821738675201',
      role_name: 'administrator',
      client_id: 'saber',
      iss: 'issuser',
      aud: 'audience',
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    const refresh = jwt.decode(res.body.refresh_token) as Record<string, unknown>;
    expect(refresh.token_type).toBe('refresh_token');
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(604800);
  });

  it('accepts the parameters as a form body and as JSON too', async () => {
    const form = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', SABER_BASIC)
      .set(await captchaHeaders(t))
      .type('form')
      .send(admin);
    expect(form.status).toBe(200);
    const json = await request(t.server)
      .post('/blade-auth/oauth/token')
      .set('Authorization', SABER_BASIC)
      .set(await captchaHeaders(t))
      .send(admin);
    expect(json.status).toBe(200);
    expect(json.body.account).toBe('admin');
  });

  it('takes the tenant from the Tenant-Id header', async () => {
    // The header wins over the parameter (an unknown tenant answers as a wrong password: see test/security).
    expect((await signInWith(t, { ...admin, tenantId: '999999' }, { 'Tenant-Id': '000000' })).status).toBe(200);
    const res = await signInWith(t, { ...admin, tenantId: '000000' }, { 'Tenant-Id': '123456' });
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('用户名或密码不正确');
  });

  const failures: Array<[string, Record<string, string>, Record<string, string>, number, string]> = [
    ['wrong password', { ...admin, password: md5Hex('nope') }, {}, 400, '用户名或密码不正确'],
    ['unknown account', { ...admin, username: 'nobody' }, {}, 400, '用户名或密码不正确'],
    ['unknown tenant', { ...admin, tenantId: '999999' }, {}, 400, '用户名或密码不正确'],
    ['missing password', { grant_type: 'password', username: 'admin' }, {}, 400, '请输入账号和密码'],
    ['unsupported grant', { ...admin, grant_type: 'implicit' }, {}, 400, '不支持的授权类型: implicit'],
    ['social grant', { grant_type: 'social', source: 'github', code: 'x' }, {}, 400, '登录凭证无效或已使用,请重新登录'],
    ['sso grant', { grant_type: 'authorization_code', code: 'x' }, {}, 400, '登录凭证无效或已使用,请重新登录'],
    [
      'captcha grant without captcha',
      { ...admin, grant_type: 'captcha' },
      { 'Captcha-Key': 'none', 'Captcha-Code': 'x' },
      400,
      '验证码不正确',
    ],
    ['password grant without captcha', admin, { 'Captcha-Key': 'none', 'Captcha-Code': 'x' }, 400, '验证码不正确'],
    ['bad refresh token', { grant_type: 'refresh_token', refresh_token: 'abc' }, {}, 400, '令牌授权已过期'],
  ];
  it.each(failures)('refuses %s with the OAuth error shape', async (_name, params, headers, status, message) => {
    // Every row answers the captcha except those that say otherwise (a key that was never issued).
    const res = await signInWith(t, params, headers);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error_code: status, error: 'invalid_grant', error_description: message });
  });

  it('requires a known client with the right secret', async () => {
    const none = await request(t.server).post('/api/blade-auth/oauth/token').query(admin);
    expect(none.status).toBe(401);
    expect(none.body.error_description).toBe('请求头中无client信息');
    const wrong = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .query(admin)
      .set('Authorization', `Basic ${Buffer.from('saber:wrong').toString('base64')}`);
    expect(wrong.status).toBe(401);
    expect(wrong.body.error_description).toBe('客户端认证失败!');
    const sword = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .query(admin)
      .set(await captchaHeaders(t))
      .set('Authorization', `Basic ${Buffer.from('sword:sword_secret').toString('base64')}`);
    expect(sword.status).toBe(200);
  });

  it('answers in English when the client prefers it', async () => {
    const res = await signInWith(t, { ...admin, password: md5Hex('x') }, { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(res.body.error_description).toBe('Incorrect username or password');
  });

  it('refuses a user without roles and an expired tenant', async () => {
    await t.db.userRole.deleteMany({ where: { user: { account: 'boss' } } });
    const res = await signIn(t, 'boss');
    expect(res.body.error_description).toBe('未获得用户的角色信息');

    await t.db.tenant.create({ data: { id: 42n, tenantId: '654321', tenantName: 'expired', expireTime: new Date(Date.now() - 1000) } });
    const own = await t.db.user.findFirstOrThrow({ where: { account: 'admin', tenantId: '000000' } });
    await t.db.user.create({ data: { id: 43n, tenantId: '654321', account: 'admin', password: own.password } });
    // Only the right password learns that the tenant has expired.
    expect((await signInWith(t, { ...admin, tenantId: '654321', password: md5Hex('nope') })).body.error_description).toBe(
      '用户名或密码不正确',
    );
    const expired = await signInWith(t, { ...admin, tenantId: '654321' });
    expect(expired.body.error_description).toBe('租户授权已过期,请联系管理员');
  });

  it('narrows the token to the Role-Id and Dept-Id asked for', async () => {
    const hr = await t.db.user.findFirstOrThrow({ where: { account: 'hr' } });
    const manager = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'manager' } });
    await t.db.userRole.create({ data: { id: 77n, userId: hr.id, roleId: manager.id } });
    const both = await signIn(t, 'hr');
    expect(both.body.role_name.split(',').sort()).toEqual(['hr', 'manager']);
    const one = await signIn(t, 'hr', 'hr', { 'Role-Id': String(manager.id), 'Dept-Id': hr.deptId! });
    expect(one.body.role_name).toBe('manager');
    expect(one.body.role_id).toBe(String(manager.id));
    expect(one.body.dept_id).toBe(hr.deptId);
  });

  it('tells the console when the user may switch: several roles (or depts) held, whatever the token is narrowed to', async () => {
    const info = async (token: string) =>
      (await request(t.server).get('/api/blade-auth/oauth/user-info').set('Blade-Auth', `bearer ${token}`)).body.data;
    expect((await info(await accessToken(t, 'admin'))).canSwitch).toBe(false);
    const hr = await t.db.user.findFirstOrThrow({ where: { account: 'hr' } });
    const manager = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'manager' } });
    if (!(await t.db.userRole.count({ where: { userId: hr.id, roleId: manager.id } }))) {
      await t.db.userRole.create({ data: { id: 78n, userId: hr.id, roleId: manager.id } });
    }
    const narrowed = await signIn(t, 'hr', 'hr', { 'Role-Id': String(manager.id) });
    expect(await info(narrowed.body.access_token)).toMatchObject({ canSwitch: true, roles: ['manager'] });
    // The switch offers the roles held, and a refresh with another Role-Id narrows to that one.
    const held = (
      await request(t.server)
        .get('/api/blade-system/role/select')
        .query({ userId: String(hr.id) })
        .set('Blade-Auth', `bearer ${narrowed.body.access_token}`)
    ).body.data as { roleAlias: string }[];
    expect(held.map((r) => r.roleAlias).sort()).toEqual(['hr', 'manager']);
  });

  it('accepts a legacy Blade sha1(md5) hash once and upgrades it to bcrypt', async () => {
    await t.db.user.update({ where: { id: 1123598821738675203n }, data: { password: sha1Hex(md5Hex('manager')) } });
    expect((await signIn(t, 'manager')).status).toBe(200);
    const stored = (await t.db.user.findUniqueOrThrow({ where: { id: 1123598821738675203n } })).password;
    expect(bcrypt.getRounds(stored)).toBe(t.config.passwordHashCost);
    expect((await signIn(t, 'manager')).status).toBe(200);
    expect((await signIn(t, 'manager', 'wrong')).status).toBe(400);
  });

  it('hashes a password anew at the next sign-in when its cost is below the configured one, never lower', async () => {
    const storedOf = async () => (await t.db.user.findUniqueOrThrow({ where: { id: 1123598821738675203n } })).password;
    const costlier = await appOn(t.url, { passwordHashCost: t.config.passwordHashCost + 1 });
    const before = await storedOf();
    // A wrong password changes nothing.
    expect((await signIn(costlier, 'manager', 'wrong')).status).toBe(400);
    expect(await storedOf()).toBe(before);
    expect((await signIn(costlier, 'manager')).status).toBe(200);
    const upgraded = await storedOf();
    expect(bcrypt.getRounds(upgraded)).toBe(t.config.passwordHashCost + 1);
    expect((await signIn(costlier, 'manager')).status).toBe(200);
    // An app of the lower cost signs the holder in and keeps the costlier hash.
    expect((await signIn(t, 'manager')).status).toBe(200);
    expect(await storedOf()).toBe(upgraded);
  });

  it('stores seeded passwords as bcrypt, never plain or sha1', async () => {
    const users = await t.db.user.findMany({ select: { password: true } });
    for (const u of users) expect(u.password).toMatch(/^\$2[aby]\$/);
  });
});
