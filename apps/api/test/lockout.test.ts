import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app.ts';
import { accessToken, createTestApp, signIn } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function failTimes(app: TestApp, account: string, n: number) {
  for (let i = 0; i < n; i++) expect((await signIn(app, account, 'wrong')).body.error_description).toBe('用户名或密码不正确');
}

describe('sign-in lockout', () => {
  it('locks an account after account.failCount failures, even for the right password, across a restart', async () => {
    await failTimes(t, 'hr', 5);
    const locked = await signIn(t, 'hr');
    expect(locked.status).toBe(400);
    expect(locked.body.error_description).toBe('登录错误次数过多,请稍后再试');

    const restarted = await t.restart();
    expect((await signIn(restarted, 'hr')).body.error_description).toBe('登录错误次数过多,请稍后再试');
    // Other accounts are not affected.
    expect((await signIn(restarted, 'manager')).status).toBe(200);
  });

  it('unlocks through user/unlock (and its /blade-user alias), after a restart too', async () => {
    const restarted = await t.restart();
    const token = await accessToken(restarted, 'admin');
    const hr = await restarted.db.user.findFirstOrThrow({ where: { account: 'hr' } });
    const res = await request(restarted.server)
      .post('/api/blade-user/unlock')
      .query({ userIds: String(hr.id) })
      .set('Blade-Auth', `bearer ${token}`);
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect((await signIn(restarted, 'hr')).status).toBe(200);
  });

  it('refuses unlock to a user without the user_unlock permission', async () => {
    const token = await accessToken(t, 'manager');
    const res = await request(t.server).post('/api/blade-system/user/unlock').query({ userIds: '1' }).set('Blade-Auth', `bearer ${token}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403, success: false, msg: '缺少访问权限' });
  });

  it('forgets failures older than 30 minutes', async () => {
    await failTimes(t, 'boss', 5);
    expect((await signIn(t, 'boss')).body.error_description).toBe('登录错误次数过多,请稍后再试');
    await t.db.loginAttempt.updateMany({ where: { account: 'boss' }, data: { windowStart: new Date(Date.now() - 31 * 60 * 1000) } });
    expect((await signIn(t, 'boss')).status).toBe(200);
  });

  it('resets the count on a successful sign-in and follows the account.failCount param', async () => {
    await failTimes(t, 'manager', 4);
    expect((await signIn(t, 'manager')).status).toBe(200);
    await failTimes(t, 'manager', 4);
    expect((await signIn(t, 'manager')).status).toBe(200);

    await t.db.param.updateMany({ where: { paramKey: 'account.failCount' }, data: { paramValue: '2' } });
    const fresh = await t.restart();
    await failTimes(fresh, 'manager', 2);
    expect((await signIn(fresh, 'manager')).body.error_description).toBe('登录错误次数过多,请稍后再试');
  });
});
