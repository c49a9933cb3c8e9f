// Attack: role aliases are how code (`administrator`) and processes (candidate groups) find roles. A tenant admin
// duplicates an alias (two roles answering to one name); a delegated role manager renames or removes `administrator`
// or an alias the deployed leave process hands tasks to (`manager`, `boss`). Every attempt is refused, rows unchanged.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

const ROLE = {
  administrator: '1123598816738675201',
  manager: '1123598816738675204',
  boss: '1123598816738675205',
  user: '1123598816738675202',
};

let t: TestApp;
let tenantAdmin: string;
let roleManager: string;

const post = (action: string, token: string, body: object) =>
  request(t.server).post(`/api/blade-system/role/${action}`).set('Blade-Auth', `bearer ${token}`).send(body);
const remove = (ids: string, token: string) =>
  request(t.server).post('/api/blade-system/role/remove').set('Blade-Auth', `bearer ${token}`).query({ ids });
const rolesRow = () => t.db.role.findMany({ orderBy: { id: 'asc' } });

beforeAll(async () => {
  t = await createTestApp();
  tenantAdmin = await createOtherTenantAdmin(t);
  // A delegated role manager of tenant 000000: the role menu and its buttons, nothing else.
  const roleMenu = await t.db.menu.findFirstOrThrow({ where: { code: 'role' } });
  const menus = await t.db.menu.findMany({ where: { OR: [{ id: roleMenu.id }, { parentId: roleMenu.id }] } });
  const role = await t.db.role.create({ data: { id: nextId(), tenantId: '000000', roleName: '角色管理员', roleAlias: 'role_manager' } });
  await t.db.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId: role.id, menuId: m.id })) });
  const user = await t.db.user.create({
    data: {
      id: nextId(),
      tenantId: '000000',
      account: 'rolemgr',
      name: 'rolemgr',
      password: await t.app.services.passwords.hash(md5Hex('rolemgr')),
    },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: user.id, roleId: role.id } });
  roleManager = await accessToken(t, 'rolemgr');
});

describe('role aliases are unique per tenant', () => {
  it('refuses a tenant admin a second role with an alias the tenant already has, on insert and on update', async () => {
    expect((await post('submit', tenantAdmin, { roleName: '财务', roleAlias: 'finance' })).body.success).toBe(true);
    const duplicate = await post('submit', tenantAdmin, { roleName: '财务二', roleAlias: 'finance' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 400, success: false, msg: '角色别名已存在' });
    expect(await t.db.role.count({ where: { tenantId: OTHER_TENANT, roleAlias: 'finance' } })).toBe(1);

    expect((await post('submit', tenantAdmin, { roleName: '出纳', roleAlias: 'cashier' })).body.success).toBe(true);
    const cashier = await t.db.role.findFirstOrThrow({ where: { tenantId: OTHER_TENANT, roleAlias: 'cashier' } });
    const renamed = await post('submit', tenantAdmin, { id: String(cashier.id), parentId: '0', roleName: '出纳', roleAlias: 'admin' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toBe('角色别名已存在');
    expect((await t.db.role.findFirstOrThrow({ where: { id: cashier.id } })).roleAlias).toBe('cashier');
    // English when asked for.
    const english = await post('submit', tenantAdmin, { roleName: 'x', roleAlias: 'finance' }).set('Accept-Language', 'en');
    expect(english.body.msg).toBe('The role alias already exists');
  });

  it('leaves other tenants free to use the same alias, and a removed role frees its alias', async () => {
    expect((await post('submit', tenantAdmin, { roleName: '人事', roleAlias: 'hr' })).body.success).toBe(true);
    const temp = await post('submit', tenantAdmin, { roleName: '临时', roleAlias: 'temp' });
    expect(temp.body.success).toBe(true);
    const row = await t.db.role.findFirstOrThrow({ where: { tenantId: OTHER_TENANT, roleAlias: 'temp' } });
    expect((await remove(String(row.id), tenantAdmin)).body.success).toBe(true);
    expect((await post('submit', tenantAdmin, { roleName: '临时', roleAlias: 'temp' })).body.success).toBe(true);
  });

  it('is held by the database too (a partial unique index), whatever path writes', async () => {
    await expect(
      t.db.role.create({ data: { id: nextId(), tenantId: '000000', roleName: '假经理', roleAlias: 'manager' } }),
    ).rejects.toThrow();
    expect(await t.db.role.count({ where: { tenantId: '000000', roleAlias: 'manager' } })).toBe(1);
  });
});

describe('aliases in use are changed only by an administrator', () => {
  it('refuses a delegated role manager renaming or removing administrator and candidate-group aliases', async () => {
    const before = await rolesRow();
    const attempts = [
      post('submit', roleManager, { id: ROLE.administrator, parentId: '0', roleName: '超级管理员', roleAlias: 'root' }),
      post('submit', roleManager, { id: ROLE.manager, parentId: ROLE.user, roleName: '经理', roleAlias: 'manager2' }),
      post('submit', roleManager, { id: ROLE.boss, parentId: ROLE.user, roleName: '老板', roleAlias: 'ceo' }),
      remove(ROLE.boss, roleManager),
      remove(ROLE.administrator, roleManager),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status, JSON.stringify(res.body)).toBe(403);
    const manager = await post('submit', roleManager, { id: ROLE.manager, parentId: ROLE.user, roleName: '经理', roleAlias: 'manager2' });
    expect(manager.body.msg).toBe('角色别名 [manager] 被系统或流程使用,只有超级管理员可以修改或删除');
    expect(await rolesRow()).toEqual(before);
  });

  it('lets the delegate relabel such a role (the name is not what code looks up) and the administrator rename it', async () => {
    expect(
      (await post('submit', roleManager, { id: ROLE.manager, parentId: ROLE.user, roleName: '部门经理', roleAlias: 'manager' })).body
        .success,
    ).toBe(true);
    const admin = await accessToken(t, 'admin');
    expect((await post('submit', admin, { id: ROLE.boss, parentId: ROLE.user, roleName: '老板', roleAlias: 'ceo' })).body.success).toBe(
      true,
    );
  });
});
