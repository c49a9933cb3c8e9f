// Attack: a new tenant's `admin` taken before its owner signs in. The tenant id is no secret (tenant/info gives it for
// the tenant's domain, as the sign-in page of that domain needs it), so the first password must be: it used to be
// account.initPassword (123456) for every new tenant admin, reset and imported user. Now each is random, told once to
// whoever set it, and void once left unused for account.initPasswordHours.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn, signInWith } from '../test-app.ts';

let t: TestApp;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  platform = await accessToken(t);
});

const as = (token: string) => ({
  get: (path: string) => request(t.server).get(`/api${path}`).set('Blade-Auth', `bearer ${token}`),
  post: (path: string) => request(t.server).post(`/api${path}`).set('Blade-Auth', `bearer ${token}`),
});
// Each attempt answers a fresh captcha, as the attacker at the sign-in form would.
const tenantSignIn = (tenantId: string, account: string, password: string) =>
  signInWith(t, { tenantId, username: account, password: md5Hex(password), grant_type: 'password' });
const GENERATED = /^[A-HJ-NP-Za-km-z2-9]{14}$/;

describe("a new tenant's admin before the owner signs in", () => {
  it('cannot be taken by an anonymous visitor who knows the domain', async () => {
    const created = await as(platform)
      .post('/blade-system/tenant/submit')
      .send({ tenantName: '新公司', domain: 'newco.example', linkman: '负责人' });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const [issued] = created.body.data.passwords as Array<{ account: string; password: string }>;
    expect(issued!.account).toBe('admin');
    expect(issued!.password).toMatch(GENERATED);
    // Told once, to the creator: in data for the console, in msg for clients that show only the msg.
    expect(created.body.msg).toContain(issued!.password);
    expect(created.body.msg).toContain('只显示这一次');

    // The attack as it was: the domain gives the tenant id, the well-known password was to give a token.
    const info = await request(t.server).get('/api/blade-system/tenant/info').query({ domain: 'newco.example' });
    expect(info.body.data).toMatchObject({ exists: true, tenantName: '新公司' });
    const tenantId = info.body.data.tenantId as string;
    const admin = await t.db.user.findFirstOrThrow({ where: { tenantId, account: 'admin' } });
    for (const guess of ['123456', 'admin', 'newco.example']) {
      const res = await tenantSignIn(tenantId, 'admin', guess);
      expect(res.status, guess).toBe(400);
      expect(res.body).not.toHaveProperty('access_token');
    }
    expect(await t.db.user.findFirstOrThrow({ where: { id: admin.id } })).toEqual(admin);

    // The owner, handed the password, signs in and must choose their own.
    const owner = await tenantSignIn(tenantId, 'admin', issued!.password);
    expect(owner.status).toBe(200);
    expect(owner.body.passwordChangeRequired).toBe(true);
  });

  it('gives no shared first password to reset or imported users either, each their own', async () => {
    const users = await t.db.user.findMany({ where: { account: { in: ['hr', 'manager'] }, tenantId: '000000' } });
    const reset = await as(platform)
      .post('/blade-system/user/reset-password')
      .query({ userIds: users.map((u) => String(u.id)).join(',') });
    expect(reset.body.success, JSON.stringify(reset.body)).toBe(true);
    const passwords = reset.body.data.passwords as Array<{ account: string; password: string }>;
    expect(passwords.map((p) => p.account)).toEqual(['hr', 'manager']);
    expect(new Set(passwords.map((p) => p.password)).size).toBe(2);
    for (const p of passwords) {
      expect(p.password).toMatch(GENERATED);
      expect(reset.body.msg).toContain(`${p.account}: ${p.password}`);
      expect((await signIn(t, p.account, '123456')).status).toBe(400);
      expect((await signIn(t, p.account, p.password)).body.passwordChangeRequired).toBe(true);
    }

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('users');
    sheet.addRow(['账号', '昵称', '所属角色']);
    sheet.addRow(['imp-takeover-1', '导入一', '人事']);
    sheet.addRow(['imp-takeover-2', '导入二', '人事']);
    const imported = await as(platform)
      .post('/blade-system/user/import-user')
      .query({ isCovered: '0' })
      .attach('file', Buffer.from(await book.xlsx.writeBuffer()), 'users.xlsx');
    expect(imported.body.data).toMatchObject({ inserted: 2, failed: [] });
    const sheetPasswords = imported.body.data.passwords as Array<{ account: string; password: string }>;
    expect(sheetPasswords.map((p) => p.account)).toEqual(['imp-takeover-1', 'imp-takeover-2']);
    expect(sheetPasswords[0]!.password).not.toBe(sheetPasswords[1]!.password);
    for (const p of sheetPasswords) {
      expect((await signIn(t, p.account, '123456')).status).toBe(400);
      expect((await signIn(t, p.account, p.password)).body.passwordChangeRequired).toBe(true);
    }
  });
});

describe('a first password left unused', () => {
  it('is refused once account.initPasswordHours have passed, with a message that says to ask for a reset', async () => {
    const { id } = await t.db.user.findFirstOrThrow({ where: { account: 'boss', tenantId: '000000' } });
    const reset = await as(platform)
      .post('/blade-system/user/reset-password')
      .query({ userIds: String(id) });
    const password = reset.body.data.passwords[0].password as string;
    const row = await t.db.user.findFirstOrThrow({ where: { id } });
    // The default validity: 72 hours from the reset.
    expect(row.passwordExpiresAt!.getTime() - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    expect(row.passwordExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);

    // The hours pass unused.
    await t.db.user.update({ where: { id }, data: { passwordExpiresAt: new Date(Date.now() - 1000) } });
    const before = await t.db.user.findFirstOrThrow({ where: { id } });
    const late = await signIn(t, 'boss', password);
    expect(late.status).toBe(400);
    expect(late.body).not.toHaveProperty('access_token');
    expect(late.body.error_description).toBe('初始密码已过期,请联系管理员重置密码');
    expect((await signIn(t, 'boss', password, { 'Accept-Language': 'en' })).body.error_description).toBe(
      'The initial password has expired: ask an administrator to reset it',
    );
    // A wrong password learns nothing of it.
    expect((await signIn(t, 'boss', 'not-the-password')).body.error_description).toBe('用户名或密码不正确');
    expect(await t.db.user.findFirstOrThrow({ where: { id } })).toEqual(before);

    // A new reset gives a new start.
    const again = await as(platform)
      .post('/blade-system/user/reset-password')
      .query({ userIds: String(id) });
    expect((await signIn(t, 'boss', again.body.data.passwords[0].password)).status).toBe(200);
  });

  it('takes its validity from the account.initPasswordHours parameter', async () => {
    await t.db.param.updateMany({ where: { paramKey: 'account.initPasswordHours' }, data: { paramValue: '2' } });
    t.app.services.cache.clear();
    try {
      const { id } = await t.db.user.findFirstOrThrow({ where: { account: 'manager', tenantId: '000000' } });
      const reset = await as(platform)
        .post('/blade-system/user/reset-password')
        .query({ userIds: String(id) });
      expect(reset.body.msg).toContain('2小时内未使用即失效');
      const row = await t.db.user.findFirstOrThrow({ where: { id } });
      expect(row.passwordExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
    } finally {
      await t.db.param.updateMany({ where: { paramKey: 'account.initPasswordHours' }, data: { paramValue: '72' } });
      t.app.services.cache.clear();
    }
  });
});

describe('tenant/info', () => {
  it('answers an exact domain only, and nothing about a guess that misses', async () => {
    await as(platform).post('/blade-system/tenant/submit').send({ tenantName: '精确域名', domain: 'exact.example', linkman: '负责人' });
    const info = (domain: string) => request(t.server).get('/api/blade-system/tenant/info').query({ domain });
    for (const miss of ['exact', 'example', 'xact.example', 'exact.example.evil', '%', '']) {
      const res = await info(miss);
      expect(res.body.data, miss).toEqual({ exists: false, tenantMode: true });
    }
    expect((await info('EXACT.example')).body.data).toMatchObject({ exists: true, tenantName: '精确域名', domain: 'exact.example' });
  });

  it('is rate limited per address, like the other anonymous routes', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { ...t.app.services.config.rateLimits, captcha: { hits: 3, windowSeconds: 60 } } },
    });
    const ask = () => request(limited.server).get('/api/blade-system/tenant/info').query({ domain: 'guess.example' });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, success: false });
  });
});
