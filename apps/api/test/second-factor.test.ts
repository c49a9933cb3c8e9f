// The second factor through the real server and database: enrolment from 个人信息, the sign-in asking for the code,
// wrong codes meeting the lockout, replays refused, recovery codes once, the administrator's reset, and a tenant that
// requires it. Codes are computed with otplib for now, as the authenticator app would show them.
import { generate } from 'otplib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../src/db/snowflake.ts';
import { md5Hex } from '../src/modules/auth/password.ts';
import type { TestApp } from './test-app.ts';
import { accessToken, createTestApp, signIn, signInWith } from './test-app.ts';

let t: TestApp;
/** A user of tenant 000000 holding `roleAlias`, signing in with its name as password. */
async function makeUser(account: string, roleAlias = 'user'): Promise<void> {
  const id = nextId();
  await t.db.user.create({
    data: { id, account, name: account, realName: account, password: await t.app.services.passwords.hash(md5Hex(account)) },
  });
  const role = await t.db.role.findFirstOrThrow({ where: { tenantId: '000000', roleAlias } });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: role.id } });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['carol', 'lisi', 'zhangsan']) await makeUser(account);
  await makeUser('admin2', 'administrator');
});

const PERIOD = 30;
/** The app's code `steps` periods from now: 0 is the current code, 1 the next (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * PERIOD });

const authed = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });

/** Enrols `account` (signing in with its name as password): the secret and the recovery codes. */
async function enrol(account: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const token = await accessToken(t, account);
  const started = await request(t.server).post('/api/blade-auth/second-factor/start').set(authed(token));
  expect(started.body, JSON.stringify(started.body)).toMatchObject({ success: true });
  const { secret, uri, qrCode } = started.body.data as { secret: string; uri: string; qrCode: string };
  expect(uri).toContain(`otpauth://totp/`);
  expect(decodeURIComponent(uri)).toContain(`:${account}@000000`);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const confirmed = await request(t.server)
    .post('/api/blade-auth/second-factor/confirm')
    .set(authed(token))
    .send({ code: await codeAt(secret) });
  expect(confirmed.body, JSON.stringify(confirmed.body)).toMatchObject({ success: true });
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[], token };
}

/** Time passes for `account`: its last accepted step is long gone, so the current code is new again. */
const laterFor = (account: string) =>
  t.db
    .$executeRaw`UPDATE blade_user_totp SET last_step = last_step - 10 WHERE user_id = (SELECT id FROM blade_user WHERE account = ${account} AND tenant_id = '000000')`;

describe('enrolment', () => {
  it('starts with a secret and QR code, enables with a current code, and answers ten recovery codes once', async () => {
    const { secret, recoveryCodes, token } = await enrol('hr');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored as digests only, and the secret is never answered again.
    const stored = await t.db.userRecoveryCode.findMany();
    expect(stored.some((row) => recoveryCodes.includes(row.digest))).toBe(false);
    const status = await request(t.server).get('/api/blade-auth/second-factor/status').set(authed(token));
    expect(status.body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    const again = await request(t.server).post('/api/blade-auth/second-factor/start').set(authed(token));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, msg: '两步验证已启用,如需更换请先关闭' });
  });

  it('refuses a wrong confirmation code and stays off', async () => {
    const token = await accessToken(t, 'boss');
    const started = await request(t.server).post('/api/blade-auth/second-factor/start').set(authed(token));
    const wrong = String((Number(await codeAt(started.body.data.secret as string)) + 1) % 1_000_000).padStart(6, '0');
    const res = await request(t.server).post('/api/blade-auth/second-factor/confirm').set(authed(token)).send({ code: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '动态验证码不正确或已使用' });
    expect((await signIn(t, 'boss')).status).toBe(200);
  });
});

describe('sign-in with a second factor', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol('manager'));
    await laterFor('manager');
  });

  it('refuses the right password without a code, naming what is missing, in the header too', async () => {
    const res = await signIn(t, 'manager');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'second_factor_required', error_description: '请输入动态验证码' });
    expect(res.headers['blade-second-factor']).toBe('required');
    expect(res.body.access_token).toBeUndefined();
    const english = await signIn(t, 'manager', 'manager', { 'Accept-Language': 'en' });
    expect(english.body.error_description).toBe('Enter the code from your authenticator app');
  });

  it('signs in with the current code, and refuses the same code again', async () => {
    const code = await codeAt(secret);
    const first = await signIn(t, 'manager', 'manager', { 'Second-Factor-Code': code });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.access_token).toBeTruthy();
    const replay = await signIn(t, 'manager', 'manager', { 'Second-Factor-Code': code });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: 'second_factor_required', error_description: '动态验证码不正确或已使用' });
  });

  it('takes a recovery code in place of a code, once', async () => {
    const [spare] = recoveryCodes;
    const first = await signIn(t, 'manager', 'manager', { 'Second-Factor-Code': spare!.toUpperCase() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await signIn(t, 'manager', 'manager', { 'Second-Factor-Code': spare! });
    expect(again.body.error_description).toBe('动态验证码不正确或已使用');
    const token = first.body.access_token as string;
    const status = await request(t.server).get('/api/blade-auth/second-factor/status').set(authed(token));
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes toward the lockout: the right code is refused once the limit is reached', async () => {
    await t.db.loginAttempt.deleteMany({ where: { account: 'manager' } });
    await t.db.param.updateMany({ where: { paramKey: 'account.failCount' }, data: { paramValue: '3' } });
    const app = await t.restart();
    for (let i = 0; i < 3; i++) {
      const res = await signIn(app, 'manager', 'manager', { 'Second-Factor-Code': 'zzzzz-zzzzz' });
      expect(res.body.error_description).toBe('动态验证码不正确或已使用');
    }
    // The sign-in log tells a failed second factor from a wrong password.
    await app.app.services.logs.flush();
    const logged = await app.db.logSignIn.findFirst({ where: { account: 'manager' }, orderBy: [{ createTime: 'desc' }, { id: 'desc' }] });
    expect(logged?.outcome).toBe('second_factor_failed');
    await laterFor('manager');
    const locked = await signIn(app, 'manager', 'manager', { 'Second-Factor-Code': await codeAt(secret) });
    expect(locked.body.error_description).toBe('登录错误次数过多,请稍后再试');
    await app.db.loginAttempt.deleteMany({ where: { account: 'manager' } });
    await app.db.param.updateMany({ where: { paramKey: 'account.failCount' }, data: { paramValue: '5' } });
    t = await app.restart();
  });
});

describe('turning it off', () => {
  it('needs the password and a current code', async () => {
    const { secret, token } = await enrol('carol');
    await laterFor('carol');
    const badPassword = await request(t.server)
      .post('/api/blade-auth/second-factor/disable')
      .set(authed(token))
      .send({ code: await codeAt(secret), password: md5Hex('wrong') });
    expect(badPassword.body).toMatchObject({ success: false, msg: '密码不正确' });
    const off = await request(t.server)
      .post('/api/blade-auth/second-factor/disable')
      .set(authed(token))
      .send({ code: await codeAt(secret), password: md5Hex('carol') });
    expect(off.body, JSON.stringify(off.body)).toMatchObject({ success: true });
    expect((await signIn(t, 'carol')).status).toBe(200);
  });
});

describe("an administrator's reset", () => {
  it('removes the second factor (logged in the api log); staff without the button are refused', async () => {
    await enrol('lisi');
    const lisi = await t.db.user.findFirstOrThrow({ where: { account: 'lisi', tenantId: '000000' } });
    const staff = await accessToken(t, 'boss');
    const refused = await request(t.server)
      .post('/api/blade-system/user/reset-second-factor')
      .set(authed(staff))
      .query({ userIds: String(lisi.id) });
    expect(refused.status).toBe(403);
    const admin = await accessToken(t, 'admin');
    const res = await request(t.server)
      .post('/api/blade-system/user/reset-second-factor')
      .set(authed(admin))
      .query({ userIds: String(lisi.id) });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    expect((await signIn(t, 'lisi')).status).toBe(200);
    expect(await t.db.userRecoveryCode.count({ where: { userId: lisi.id } })).toBe(0);
    await t.app.services.logs.flush();
    const logged = await t.db.logApi.findFirst({ where: { requestUri: { contains: 'reset-second-factor' }, createBy: 'admin' } });
    expect(logged).not.toBeNull();
  });
});

describe('a tenant that requires it', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await accessToken(t, 'admin');
  });
  const setMode = (mode: string) => request(t.server).post('/api/blade-system/tenant/second-factor').set(authed(admin)).query({ mode });

  it('is not turned on for administrators by one who has not enrolled (they would shut themselves out)', async () => {
    const res = await setMode('admins');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: '请先为自己启用两步验证,再要求他人启用' });
    expect((await t.db.tenant.findFirstOrThrow({ where: { tenantId: '000000' } })).secondFactor).toBe('off');
  });

  it('lets an unenrolled user sign in into the enrolment only, and opens the rest once it is confirmed', async () => {
    const started = await request(t.server).post('/api/blade-auth/second-factor/start').set(authed(admin));
    await request(t.server)
      .post('/api/blade-auth/second-factor/confirm')
      .set(authed(admin))
      .send({ code: await codeAt(started.body.data.secret as string) });
    const set = await setMode('everyone');
    expect(set.body, JSON.stringify(set.body)).toMatchObject({ success: true });
    const signedIn = await signInWith(t, {
      grant_type: 'password',
      username: 'zhangsan',
      password: md5Hex('zhangsan'),
      tenantId: '000000',
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.secondFactorEnrolRequired).toBe(true);
    const token = signedIn.body.access_token as string;
    const menus = await request(t.server).get('/api/blade-system/menu/routes').set(authed(token));
    expect(menus.status).toBe(403);
    expect(menus.headers['blade-second-factor']).toBe('enrol');
    expect(menus.body).toMatchObject({ success: false, msg: '租户要求两步验证:请先绑定身份验证器' });
    const status = await request(t.server).get('/api/blade-auth/second-factor/status').set(authed(token));
    expect(status.body.data).toMatchObject({ enabled: false, required: true });
    const enrolling = await request(t.server).post('/api/blade-auth/second-factor/start').set(authed(token));
    const confirmed = await request(t.server)
      .post('/api/blade-auth/second-factor/confirm')
      .set(authed(token))
      .send({ code: await codeAt(enrolling.body.data.secret as string) });
    expect(confirmed.body).toMatchObject({ success: true });
    expect((await request(t.server).get('/api/blade-system/menu/routes').set(authed(token))).status).toBe(200);
  });

  it('for administrators only: staff sign in as before, an unenrolled administrator is sent to enrol', async () => {
    expect((await setMode('admins')).body).toMatchObject({ success: true });
    const mode = await request(t.server).get('/api/blade-system/tenant/second-factor').set(authed(admin));
    expect(mode.body.data).toEqual({ tenantId: '000000', mode: 'admins' });
    expect((await signIn(t, 'boss')).body.secondFactorEnrolRequired).toBe(false);
    expect((await signIn(t, 'admin2')).body.secondFactorEnrolRequired).toBe(true);
    expect((await setMode('off')).body).toMatchObject({ success: true });
    expect((await signIn(t, 'admin2')).body.secondFactorEnrolRequired).toBe(false);
  });
});
