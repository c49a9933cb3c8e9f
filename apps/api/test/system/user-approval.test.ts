// 待审核 through the real server and database: a self-registered account waits (its sign-in says so), the tenant's
// administrator approves it with a role and a dept (then it signs in) or rejects it with a reason (which its sign-in
// shows), each decision in the usual log. Attacks: staff, another tenant's administrator, a role beyond the
// approver's reach, a second decision.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, captchaHeaders, createTestApp, signIn } from '../test-app.ts';

const ROOT_DEPT = '1123598813738675201';
let t: TestApp;
let admin: string;
let userRole: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t);
  userRole = String((await t.db.role.findFirstOrThrow({ where: { tenantId: '000000', roleAlias: 'user' } })).id);
});

const authed = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });

async function apply(account: string, tenantId = '000000'): Promise<string> {
  const res = await request(t.server)
    .post('/api/blade-system/user/register-guest')
    .set(await captchaHeaders(t))
    .query({ tenantId, name: `申请人${account}`, account, password: md5Hex(account) });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
  return String((await t.db.user.findFirstOrThrow({ where: { account, tenantId } })).id);
}

const list = (token: string, query: Record<string, string> = {}) =>
  request(t.server).get('/api/blade-system/user-approval/list').set(authed(token)).query(query);
const approve = (token: string, body: Record<string, string>) =>
  request(t.server).post('/api/blade-system/user-approval/approve').set(authed(token)).send(body);
const reject = (token: string, body: Record<string, string>) =>
  request(t.server).post('/api/blade-system/user-approval/reject').set(authed(token)).send(body);

/** A user of tenant 000000 holding a new role granted these menu codes. */
async function userWithMenus(account: string, codes: string[], roleAlias = account): Promise<string> {
  const roleId = nextId();
  await t.db.role.create({ data: { id: roleId, tenantId: '000000', roleName: roleAlias, roleAlias } });
  const menus = await t.db.menu.findMany({ where: { code: { in: codes } }, select: { id: true } });
  await t.db.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId, menuId: m.id })) });
  const id = nextId();
  await t.db.user.create({
    data: { id, account, name: account, realName: account, password: await t.app.services.passwords.hash(md5Hex(account)) },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId } });
  return accessToken(t, account);
}

async function usualLog(logId: string) {
  await t.app.services.logs.flush();
  return t.db.logUsual.findMany({ where: { logId }, orderBy: { createTime: 'asc' } });
}

describe('an application', () => {
  it('waits: its sign-in says so in both languages, and it is listed for the administrator', async () => {
    const id = await apply('applicant1');
    const stored = await t.db.user.findUniqueOrThrow({ where: { id: BigInt(id) } });
    expect(stored).toMatchObject({ approvalStatus: 'pending', approvalSource: 'register' });
    const refused = await signIn(t, 'applicant1');
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toBe('账号正在等待管理员审核');
    expect((await signIn(t, 'applicant1', 'applicant1', { 'Accept-Language': 'en' })).body.error_description).toBe(
      'Your account is waiting for an administrator to approve it',
    );
    // The wrong password learns nothing of the application.
    expect((await signIn(t, 'applicant1', 'wrong')).body.error_description).not.toContain('审核');

    const res = await list(admin);
    expect(res.body.success).toBe(true);
    const row = (res.body.data.records as Array<Record<string, unknown>>).find((r) => r.account === 'applicant1');
    expect(row).toMatchObject({
      id,
      name: '申请人applicant1',
      tenantId: '000000',
      tenantName: '管理组',
      source: 'register',
      status: 'pending',
      reason: null,
    });
    expect(row!.registeredAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('approved with a role and a dept, signs in with them; the approval is logged and cannot be repeated', async () => {
    const id = await apply('applicant2');
    const res = await approve(admin, { id, roleId: userRole, deptId: ROOT_DEPT });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    const signedIn = await signIn(t, 'applicant2');
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ role_name: 'user', dept_id: ROOT_DEPT });
    expect((await list(admin)).body.data.records.map((r: { account: string }) => r.account)).not.toContain('applicant2');
    const logged = await usualLog('user-approve');
    expect(logged.at(-1)).toMatchObject({ tenantId: '000000', createBy: 'admin' });
    expect(logged.at(-1)!.logData).toContain('applicant2');

    const again = await approve(admin, { id, roleId: userRole, deptId: ROOT_DEPT });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 400, success: false, msg: '该账号不在待审核状态' });
    const rejectedLate = await reject(admin, { id, reason: '晚了' });
    expect(rejectedLate.body).toMatchObject({ code: 400, success: false, msg: '该账号不在待审核状态' });
  });

  it('rejected with a reason, is refused with that reason and listed among the rejected', async () => {
    const id = await apply('applicant3');
    expect((await reject(admin, { id, reason: '非本公司员工' })).body).toMatchObject({ success: true });
    expect((await signIn(t, 'applicant3')).body.error_description).toBe('账号申请未通过:非本公司员工');
    expect((await signIn(t, 'applicant3', 'applicant3', { 'Accept-Language': 'en' })).body.error_description).toBe(
      'Your account application was rejected: 非本公司员工',
    );
    const rejected = await list(admin, { status: 'rejected' });
    expect(rejected.body.data.records.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'rejected',
      reason: '非本公司员工',
    });
    expect((await usualLog('user-reject')).at(-1)!.logData).toContain('applicant3');
    const approveLate = await approve(admin, { id, roleId: userRole, deptId: ROOT_DEPT });
    expect(approveLate.body).toMatchObject({ code: 400, msg: '该账号不在待审核状态' });
  });

  it('refuses a missing role, dept or reason with a clear 400', async () => {
    const id = await apply('applicant4');
    const noRole = await approve(admin, { id, deptId: ROOT_DEPT });
    expect(noRole.status).toBe(400);
    expect(noRole.body).toMatchObject({ success: false });
    expect(noRole.body.msg).toContain('roleId');
    const noReason = await reject(admin, { id, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('reason');
    const foreignDept = await approve(admin, { id, roleId: userRole, deptId: '42' });
    expect(foreignDept.status).toBe(400);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: BigInt(id) } })).approvalStatus).toBe('pending');
  });
});

describe('who is not an application', () => {
  it('an account an administrator creates without a role, and the existing accounts', async () => {
    const res = await request(t.server)
      .post('/api/blade-system/user/submit')
      .set(authed(admin))
      .send({ tenantId: '000000', account: 'norole1', name: 'norole1', password: 'pw-123456' });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    expect((await t.db.user.findFirstOrThrow({ where: { account: 'norole1' } })).approvalStatus).toBeNull();
    expect(await t.db.user.count({ where: { account: { in: ['admin', 'hr', 'boss'] }, approvalStatus: { not: null } } })).toBe(0);
    expect((await list(admin)).body.data.records.map((r: { account: string }) => r.account)).not.toContain('norole1');
  });
});

describe('attacks', () => {
  it('staff can neither list nor decide', async () => {
    const id = await apply('applicant5');
    const staff = await accessToken(t, 'hr');
    expect((await list(staff)).status).toBe(403);
    expect((await approve(staff, { id, roleId: userRole, deptId: ROOT_DEPT })).status).toBe(403);
    expect((await reject(staff, { id, reason: 'x' })).status).toBe(403);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: BigInt(id) } })).approvalStatus).toBe('pending');
  });

  it("another tenant's administrator neither sees nor decides this tenant's applications", async () => {
    const id = await apply('applicant6');
    const other = await createOtherTenantAdmin(t);
    const theirs = nextId();
    await t.db.user.create({
      data: {
        id: theirs,
        tenantId: OTHER_TENANT,
        account: 'their-applicant',
        password: 'x',
        approvalStatus: 'pending',
        approvalSource: 'register',
      },
    });
    const seen = (await list(other)).body.data.records.map((r: { account: string }) => r.account);
    expect(seen).toEqual(['their-applicant']);
    const otherRole = String((await t.db.role.findFirstOrThrow({ where: { tenantId: OTHER_TENANT } })).id);
    const approved = await approve(other, { id, roleId: otherRole, deptId: ROOT_DEPT });
    expect(approved.status).toBe(400);
    expect(approved.body).toMatchObject({ success: false, msg: '数据不存在或已被删除' });
    expect((await reject(other, { id, reason: 'x' })).body).toMatchObject({ success: false, msg: '数据不存在或已被删除' });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: BigInt(id) } })).approvalStatus).toBe('pending');
    // The platform administrator sees both tenants'.
    const all = (await list(admin)).body.data.records.map((r: { account: string }) => r.account);
    expect(all).toEqual(expect.arrayContaining(['applicant6', 'their-applicant']));
  });

  it('an approver may not grant a role beyond their reach, nor one of another tenant', async () => {
    const id = await apply('applicant7');
    const approver = await userWithMenus('approver1', ['user_approval', 'user_approval_approve']);
    const administrator = String((await t.db.role.findFirstOrThrow({ where: { tenantId: '000000', roleAlias: 'administrator' } })).id);
    const beyond = await approve(approver, { id, roleId: administrator, deptId: ROOT_DEPT });
    expect(beyond.status).toBe(403);
    expect(beyond.body).toMatchObject({ success: false });
    await createOtherTenantAdmin(t);
    const foreign = String((await t.db.role.findFirstOrThrow({ where: { tenantId: OTHER_TENANT } })).id);
    expect((await approve(approver, { id, roleId: foreign, deptId: ROOT_DEPT })).status).toBe(400);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: BigInt(id) } })).approvalStatus).toBe('pending');
    // Within reach it works, and the approver's button alone does not reject.
    expect((await reject(approver, { id, reason: 'x' })).status).toBe(403);
    expect((await approve(approver, { id, roleId: userRole, deptId: ROOT_DEPT })).body).toMatchObject({ success: true });
  });

  it('a non-pending account (an ordinary user) cannot be approved into another role', async () => {
    const hr = String((await t.db.user.findFirstOrThrow({ where: { account: 'hr', tenantId: '000000' } })).id);
    const res = await approve(admin, { id: hr, roleId: userRole, deptId: ROOT_DEPT });
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '该账号不在待审核状态' });
  });
});
