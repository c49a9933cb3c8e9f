// 登录日志: every sign-in attempt is a row with its outcome and method, the caller's answer is the same as before
// (no new way to tell an unknown account from a wrong password), a failed log write never fails a sign-in, and a
// tenant's administrators read their own tenant's rows only.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn, tokenRequest } from '../test-app.ts';

let t: TestApp;
let admin: string;
const get = (path: string, token = admin) => request(t.server).get(path).set('Blade-Auth', `bearer ${token}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

/** The newest row for `account`, once the batch is written. */
async function lastRowOf(account: string) {
  await t.app.services.logs.flush();
  return t.db.logSignIn.findFirst({ where: { account }, orderBy: [{ createTime: 'desc' }, { id: 'desc' }] });
}

describe('sign-in log rows', () => {
  it('records a success with tenant, address, agent and method, and a wrong password as bad_password', async () => {
    expect((await signIn(t, 'boss', 'boss', { 'User-Agent': 'sign-in-log-agent' })).status).toBe(200);
    expect(await lastRowOf('boss')).toMatchObject({
      tenantId: '000000',
      method: 'password',
      outcome: 'success',
      userAgent: 'sign-in-log-agent',
    });
    expect((await lastRowOf('boss'))!.remoteIp).toBeTruthy();
    expect((await signIn(t, 'boss', 'wrong')).status).toBe(400);
    expect(await lastRowOf('boss')).toMatchObject({ outcome: 'bad_password', method: 'password' });
  });

  it('tells an unknown account apart in the log only: the caller gets the answer a wrong password gets', async () => {
    const unknown = await signIn(t, 'nobody-here', 'wrong');
    const wrong = await signIn(t, 'manager', 'wrong');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(await lastRowOf('nobody-here')).toMatchObject({ outcome: 'unknown_account' });
    expect(await lastRowOf('manager')).toMatchObject({ outcome: 'bad_password' });
  });

  it('records a locked account, a wrong captcha and a disabled account by what refused them', async () => {
    await t.db.param.updateMany({ where: { paramKey: 'account.failCount' }, data: { paramValue: '2' } });
    t.app.services.cache.clear();
    try {
      for (let i = 0; i < 2; i++) await signIn(t, 'hr', 'wrong');
      expect((await signIn(t, 'hr')).body.error_description).toBe('登录错误次数过多,请稍后再试');
      expect(await lastRowOf('hr')).toMatchObject({ outcome: 'locked' });
    } finally {
      await t.db.param.updateMany({ where: { paramKey: 'account.failCount' }, data: { paramValue: '5' } });
      t.app.services.cache.clear();
    }
    const badCaptcha = await tokenRequest(
      t,
      { grant_type: 'captcha', username: 'admin', password: 'x', tenantId: '000000' },
      { 'Captcha-Key': 'no-such-key', 'Captcha-Code': 'xxxx' },
    );
    expect(badCaptcha.status).toBe(400);
    expect(await lastRowOf('admin')).toMatchObject({ outcome: 'captcha_failed' });

    await t.db.user.updateMany({ where: { account: 'manager' }, data: { status: 0 } });
    try {
      expect((await signIn(t, 'manager')).status).toBe(400);
      expect(await lastRowOf('manager')).toMatchObject({ outcome: 'disabled' });
    } finally {
      await t.db.user.updateMany({ where: { account: 'manager' }, data: { status: 1 } });
    }
  });

  it('does not record a token refresh', async () => {
    const res = await signIn(t, 'boss');
    await t.app.services.logs.flush();
    const before = await t.db.logSignIn.count();
    const refreshed = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: res.body.refresh_token as string });
    expect(refreshed.status).toBe(200);
    await t.app.services.logs.flush();
    expect(await t.db.logSignIn.count()).toBe(before);
  });

  it('signs in even when the log cannot be written', async () => {
    await t.db.$executeRawUnsafe('ALTER TABLE blade_log_sign_in RENAME TO blade_log_sign_in_away');
    try {
      expect((await signIn(t, 'boss')).status).toBe(200);
      await t.app.services.logs.flush();
    } finally {
      await t.db.$executeRawUnsafe('ALTER TABLE blade_log_sign_in_away RENAME TO blade_log_sign_in');
    }
  });
});

describe('reading the sign-in log', () => {
  it("shows a tenant's administrator their tenant's rows only, and the platform administrator everyone's", async () => {
    const other = await createOtherTenantAdmin(t);
    await signIn(t, 'hr', 'wrong-again');
    await t.app.services.logs.flush();

    const theirs = await get('/api/blade-log/sign-in/list?current=1&size=100', other);
    expect(theirs.body.code).toBe(200);
    const tenants = new Set((theirs.body.data.records as Array<{ tenantId: string }>).map((r) => r.tenantId));
    expect([...tenants]).toEqual([OTHER_TENANT]);

    const platformRow = await t.db.logSignIn.findFirstOrThrow({ where: { tenantId: '000000' } });
    const peek = await get(`/api/blade-log/sign-in/detail?id=${platformRow.id}`, other);
    expect(peek.body.data).toEqual({});

    const all = await get('/api/blade-log/sign-in/list?current=1&size=100&outcome=bad_password&account_like=hr');
    expect(all.body.data.records.length).toBeGreaterThan(0);
    expect(all.body.data.records.every((r: { outcome: string }) => r.outcome === 'bad_password')).toBe(true);
    const both = await get('/api/blade-log/sign-in/list?current=1&size=500');
    expect(new Set(both.body.data.records.map((r: { tenantId: string }) => r.tenantId))).toEqual(new Set(['000000', OTHER_TENANT]));
  });

  it('refuses staff', async () => {
    const staff = await accessToken(t, 'boss');
    expect((await get('/api/blade-log/sign-in/list', staff)).status).toBe(403);
  });

  it('is pruned after the retention period like the other logs', async () => {
    const old = new Date(Date.now() - (t.config.logRetentionDays + 1) * 24 * 60 * 60 * 1000);
    const row = await t.db.logSignIn.findFirstOrThrow({});
    await t.db.logSignIn.update({ where: { id: row.id }, data: { createTime: old } });
    await t.app.services.logs.prune();
    expect(await t.db.logSignIn.count({ where: { id: row.id } })).toBe(0);
  });
});
