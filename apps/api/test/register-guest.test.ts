import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/modules/auth/password.ts';
import type { TestApp } from './test-app.ts';
import { captchaHeaders, createTestApp, signIn } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const register = async (app: TestApp, form: Record<string, string>) =>
  request(app.server)
    .post('/api/blade-system/user/register-guest')
    .set(await captchaHeaders(app))
    .query(form);

describe('register-guest', () => {
  it('creates an account that waits for approval before it can sign in', async () => {
    const res = await register(t, { tenantId: '000000', name: '访客', account: 'guest1', password: md5Hex('secret1') });
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const user = await t.db.user.findFirstOrThrow({ where: { account: 'guest1' }, include: { roles: true } });
    expect(user.roles).toEqual([]);
    expect(user.password).toMatch(/^\$2/);
    expect(user.approvalStatus).toBe('pending');
    expect((await signIn(t, 'guest1', 'secret1')).body.error_description).toBe('账号正在等待管理员审核');
  });

  it('also works at /blade-user/register-guest with a JSON body and a plain password', async () => {
    const res = await request(t.server)
      .post('/api/blade-user/register-guest')
      .set(await captchaHeaders(t))
      .send({ tenantId: '000000', name: 'B', account: 'guest2', password: 'plain-pw' });
    expect(res.body.success).toBe(true);
    const role = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'user' } });
    const user = await t.db.user.findFirstOrThrow({ where: { account: 'guest2' } });
    // Approved as 待审核 does it (test/system/user-approval.test.ts): a role, and no longer pending.
    await t.db.userRole.create({ data: { id: 5001n, userId: user.id, roleId: role.id } });
    await t.db.user.update({ where: { id: user.id }, data: { approvalStatus: null } });
    expect((await signIn(t, 'guest2', 'plain-pw')).status).toBe(200);
  });

  it('refuses a taken account, an unknown tenant and missing fields', async () => {
    expect((await register(t, { tenantId: '000000', name: 'x', account: 'admin', password: 'guest-pw-1' })).body).toMatchObject({
      code: 400,
      success: false,
      msg: '当前用户 [admin] 已存在!',
    });
    expect((await register(t, { tenantId: '777777', name: 'x', account: 'new', password: 'p' })).body.msg).toBe('租户ID未找到');
    const missing = await register(t, { tenantId: '000000', account: 'new', password: 'p' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^参数 name 不正确/);
  });

  it('is closed when account.registerUser is not true, and honours the tenant quota', async () => {
    await t.db.tenant.updateMany({
      where: { tenantId: '000000' },
      data: { accountNumber: await t.db.user.count({ where: { roles: { some: {} } } }) },
    });
    expect((await register(t, { tenantId: '000000', name: 'x', account: 'over', password: 'guest-pw-1' })).body.msg).toBe(
      '当前租户已到最大账号额度!',
    );

    await t.db.param.updateMany({ where: { paramKey: 'account.registerUser' }, data: { paramValue: 'false' } });
    const closed = await t.restart();
    expect((await register(closed, { tenantId: '000000', name: 'x', account: 'late', password: 'p' })).body.msg).toBe(
      '当前系统未开启用户注册功能',
    );
  });
});
