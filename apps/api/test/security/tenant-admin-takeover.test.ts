// Attack: inside a tenant, a delegated user manager (a role holding only the user and role menus and their buttons) tries to
// take over the tenant's own `admin` account, and to raise itself or a puppet to the `admin` role. A tenant's admin
// outranks its user managers exactly as the platform administrator outranks everyone: every attempt is refused and
// nothing changes, while the tenant admin keeps managing ordinary accounts.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, tenantAdminAfterFirstChange, signInWith } from '../test-app.ts';

let t: TestApp;
let tenantId: string;
let tenantAdminId: bigint;
let adminRoleId: bigint;
let puppetId: bigint;
let staffRoleId: bigint;
let delegate: string;

async function makeUser(account: string, roleId: bigint): Promise<bigint> {
  const id = nextId();
  await t.db.user.create({
    data: { id, tenantId, account, name: account, realName: account, password: await t.app.services.passwords.hash(md5Hex(account)) },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId } });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const platform = await accessToken(t);
  const created = await request(t.server)
    .post('/api/blade-system/tenant/submit')
    .set('Blade-Auth', `bearer ${platform}`)
    .send({ tenantName: '越权测试租户', linkman: '联系人' });
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ success: true });
  ({ tenantId } = await t.db.tenant.findFirstOrThrow({ where: { tenantName: '越权测试租户' } }));
  ({ id: tenantAdminId } = await t.db.user.findFirstOrThrow({ where: { tenantId, account: 'admin' } }));
  ({ id: adminRoleId } = await t.db.role.findFirstOrThrow({ where: { tenantId, roleAlias: 'admin' } }));
  const managed = await t.db.menu.findMany({ where: { code: { in: ['user', 'role'] } } });
  const menus = await t.db.menu.findMany({
    where: { OR: [{ id: { in: managed.map((m) => m.id) } }, { parentId: { in: managed.map((m) => m.id) } }] },
  });
  const managerRole = await t.db.role.create({ data: { id: nextId(), tenantId, roleName: '用户管理员', roleAlias: 'user_manager' } });
  await t.db.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId: managerRole.id, menuId: m.id })) });
  const staffRole = await t.db.role.create({ data: { id: nextId(), tenantId, roleName: '员工', roleAlias: 'staff' } });
  staffRoleId = staffRole.id;
  await makeUser('delegate', managerRole.id);
  puppetId = await makeUser('puppet', staffRoleId);
  const signedIn = await signInWith(
    t,
    { grant_type: 'password', username: 'delegate', password: md5Hex('delegate'), tenantId },
    { 'Tenant-Id': tenantId },
  );
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  delegate = signedIn.body.access_token as string;
});

const accountOf = async (id: bigint) => ({
  ...(await t.db.user.findFirstOrThrow({ where: { id }, select: { password: true, status: true, name: true, isDeleted: true } })),
  roles: (await t.db.userRole.findMany({ where: { userId: id } })).map((l) => String(l.roleId)).sort(),
});

describe("a tenant's delegated user manager against the tenant's admin", () => {
  it('cannot reset, set, disable, rename, regrant or remove the admin account', async () => {
    const before = await accountOf(tenantAdminId);
    const id = String(tenantAdminId);
    const pwned = md5Hex('pwned');
    const post = (action: string) => request(t.server).post(`/api/blade-system/user/${action}`).set('Blade-Auth', `bearer ${delegate}`);
    const attempts = [
      post('reset-password').query({ userIds: id }),
      post('updateUserPassword').query({ userId: id, newPassword: pwned, newPassword1: pwned }),
      post('update').send({ id, account: 'admin', name: 'pwned', realName: 'pwned', status: 0 }),
      post('grant').query({ userIds: id, roleIds: String(staffRoleId) }),
      post('remove').query({ ids: id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.msg).toBe('只有同级或更高的管理员可以修改、重置、解锁、授权或删除管理员账号');
    }
    expect(await accountOf(tenantAdminId)).toEqual(before);
  });

  it('cannot hand the admin role to a puppet', async () => {
    const before = await accountOf(puppetId);
    const res = await request(t.server)
      .post('/api/blade-system/user/grant')
      .set('Blade-Auth', `bearer ${delegate}`)
      .query({ userIds: String(puppetId), roleIds: String(adminRoleId) });
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.msg).toBe('只有同级或更高的管理员可以授予管理员角色');
    expect(await accountOf(puppetId)).toEqual(before);
  });

  it('cannot rename or remove the admin role alias', async () => {
    const role = await t.db.role.findFirstOrThrow({ where: { id: adminRoleId } });
    const rename = await request(t.server)
      .post('/api/blade-system/role/submit')
      .set('Blade-Auth', `bearer ${delegate}`)
      .send({ id: String(adminRoleId), roleName: role.roleName, roleAlias: 'not_admin', sort: role.sort, parentId: '0' });
    expect(rename.status, JSON.stringify(rename.body)).toBe(403);
    expect(rename.body.msg).toBe('角色别名 [admin] 被系统或流程使用,只有超级管理员可以修改或删除');
    const remove = await request(t.server)
      .post('/api/blade-system/role/remove')
      .set('Blade-Auth', `bearer ${delegate}`)
      .query({ ids: String(adminRoleId) });
    expect(remove.status, JSON.stringify(remove.body)).toBe(403);
    expect(await t.db.role.findFirstOrThrow({ where: { id: adminRoleId } })).toEqual(role);
  });

  it('leaves the tenant admin managing ordinary accounts, puppet included', async () => {
    const admin = await tenantAdminAfterFirstChange(t, tenantId);
    const res = await request(t.server)
      .post('/api/blade-system/user/reset-password')
      .set('Blade-Auth', `bearer ${admin}`)
      .query({ userIds: String(puppetId) });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    const grant = await request(t.server)
      .post('/api/blade-system/user/grant')
      .set('Blade-Auth', `bearer ${admin}`)
      .query({ userIds: String(puppetId), roleIds: String(adminRoleId) });
    expect(grant.body, JSON.stringify(grant.body)).toMatchObject({ success: true });
  });
});
