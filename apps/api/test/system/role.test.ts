// Roles: the RoleVO tree and TreeNode pickers, the submit rules (administrator alias, parent tenant, cycles), and
// the grant of menus and scopes (visible roles only; non-administrators grant only what they hold).
import type { TreeNode } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
let hr: string;
let other: string;
const menu: Record<string, string> = {};
const role: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  other = await createOtherTenantAdmin(t);
  for (const m of await t.db.menu.findMany()) menu[m.code] = String(m.id);
  for (const r of await t.db.role.findMany()) role[`${r.tenantId === OTHER_TENANT ? 'other_' : ''}${r.roleAlias}`] = String(r.id);
  // hr manages roles: the role screen, its buttons, and the notice screen it may hand on.
  const held = ['authority', 'role', 'role_add', 'role_edit', 'role_delete', 'role_grant', 'desk', 'notice'];
  await t.db.roleMenu.deleteMany({ where: { roleId: BigInt(role.hr!) } });
  await t.db.roleMenu.createMany({ data: held.map((code) => ({ id: nextId(), roleId: BigInt(role.hr!), menuId: BigInt(menu[code]!) })) });
  hr = await accessToken(t, 'hr');
});

const get = (url: string, token = admin, query: object = {}) =>
  request(t.server).get(`/api/blade-system/role${url}`).query(query).set('Blade-Auth', `bearer ${token}`);
const post = (url: string, body: object = {}, token = admin) =>
  request(t.server).post(`/api/blade-system/role${url}`).set('Blade-Auth', `bearer ${token}`).send(body);
const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const idOf = async (roleAlias: string) => String((await t.db.role.findFirstOrThrow({ where: { roleAlias } })).id);

type RoleVO = { id: string; roleAlias: string; parentName: string; tenantId: string; hasChildren?: boolean; children?: RoleVO[] };

describe('role lists and trees', () => {
  it('lists the tenant’s roles as a RoleVO tree; filtered matches become roots', async () => {
    const tree = (await get('/list')).body.data as RoleVO[];
    const user = tree.find((r) => r.roleAlias === 'user')!;
    expect(user.children!.map((r) => r.roleAlias)).toEqual(['hr', 'manager', 'boss']);
    expect(user.children![0]!.parentName).toBe('用户');
    expect([user.hasChildren, user.children![0]!.hasChildren]).toEqual([true, false]);
    expect(user.children![0]).not.toHaveProperty('children');
    expect(flatten(tree).every((r) => r.tenantId === '000000')).toBe(false); // tenant 000000's administrator sees all
    const filtered = (await get('/list', admin, { roleName: '人事' })).body.data as RoleVO[];
    expect(filtered.map((r) => r.roleAlias)).toEqual(['hr']);
    expect(filtered[0]!.parentName).toBe('用户');
    const others = flatten((await get('/list', other)).body.data as RoleVO[]);
    expect(others.map((r) => r.tenantId)).toEqual([OTHER_TENANT]);
  });

  it('answers TreeNodes of a tenant; tenantId is honoured only for tenant 000000’s administrator', async () => {
    const tree = (await get('/tree')).body.data as TreeNode[];
    expect(tree.map((n) => n.title)).toEqual(['超级管理员', '用户']);
    const userNode = tree[1]!;
    expect(userNode).toMatchObject({ id: role.user, key: role.user, value: role.user, parentId: '0' });
    expect(userNode.children!.map((n) => n.title)).toEqual(['人事', '经理', '老板']);
    expect(userNode.children![0]).not.toHaveProperty('children');
    expect(((await get('/tree', admin, { tenantId: OTHER_TENANT })).body.data as TreeNode[]).map((n) => n.id)).toEqual([role.other_admin]);
    expect(((await get('/tree', other, { tenantId: '000000' })).body.data as TreeNode[]).map((n) => n.id)).toEqual([role.other_admin]);
    expect((await get('/tree', admin, { tenantId: 'abc' })).status).toBe(400);
  });

  it('answers the subtree of one role in tree-by-id', async () => {
    const sub = (await get('/tree-by-id', admin, { roleId: role.user })).body.data as TreeNode[];
    expect(sub).toHaveLength(1);
    expect(sub[0]!.id).toBe(role.user);
    expect(sub[0]!.children!.map((n) => n.id)).toEqual([role.hr, role.manager, role.boss]);
    const leaf = (await get('/tree-by-id', admin, { roleId: role.hr })).body.data as TreeNode[];
    expect(leaf).toEqual([{ id: role.hr, parentId: role.user, title: '人事', key: role.hr, value: role.hr }]);
    expect((await get('/tree-by-id', other, { roleId: role.user })).body.data).toEqual([]);
  });

  it('selects the roles of a user, or of an id list', async () => {
    const hrUser = String((await t.db.user.findFirstOrThrow({ where: { account: 'hr' } })).id);
    expect(((await get('/select', admin, { userId: hrUser })).body.data as RoleVO[]).map((r) => r.roleAlias)).toEqual(['hr']);
    const byIds = (await get('/select', admin, { roleId: `${role.boss},${role.manager}` })).body.data as RoleVO[];
    expect(byIds.map((r) => r.roleAlias)).toEqual(['manager', 'boss']);
    expect((await get('/select', admin, { roleId: '1,x' })).status).toBe(400);
  });

  it('never shows the administrator role to a non-administrator', async () => {
    expect(((await get('/tree', hr)).body.data as TreeNode[]).map((n) => n.title)).toEqual(['用户']);
    expect(flatten((await get('/list', hr)).body.data as RoleVO[]).map((r) => r.roleAlias)).not.toContain('administrator');
    expect((await get('/page', hr, { size: 200 })).body.data.records.map((r: RoleVO) => r.roleAlias)).not.toContain('administrator');
    expect((await get('/detail', hr, { id: role.administrator })).body.data).toEqual({});
    expect((await get('/tree-by-id', hr, { roleId: role.administrator })).body.data).toEqual([]);
    const adminUser = String((await t.db.user.findFirstOrThrow({ where: { account: 'admin' } })).id);
    expect((await get('/select', hr, { userId: adminUser })).body.data).toEqual([]);
  });
});

describe('role submit and remove', () => {
  it('inserts a root (parentId 0) and a child that inherits its parent’s tenant', async () => {
    expect((await post('/submit', { roleName: '财务', roleAlias: 'finance' })).body.success).toBe(true);
    const finance = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'finance' } });
    expect(finance).toMatchObject({ parentId: 0n, tenantId: '000000', sort: 1 });
    // Tenant 000000's administrator adds a child under another tenant's role: it lands in that tenant.
    expect((await post('/submit', { parentId: role.other_admin, roleName: '子角色', roleAlias: 'sub' })).body.success).toBe(true);
    expect((await t.db.role.findFirstOrThrow({ where: { roleAlias: 'sub' } })).tenantId).toBe(OTHER_TENANT);
    expect((await post('/submit', { roleName: '外租户角色', roleAlias: 'elsewhere', tenantId: OTHER_TENANT })).body.success).toBe(true);
    expect((await t.db.role.findFirstOrThrow({ where: { roleAlias: 'elsewhere' } })).tenantId).toBe(OTHER_TENANT);
    // Anyone else's tenantId is their own, whatever the body says.
    expect((await post('/submit', { roleName: '越权', roleAlias: 'sneaky', tenantId: '000000' }, other)).body.success).toBe(true);
    expect((await t.db.role.findFirstOrThrow({ where: { roleAlias: 'sneaky' } })).tenantId).toBe(OTHER_TENANT);
    expect((await post('/submit', { roleName: '无租户', roleAlias: 'nowhere', tenantId: '999999' })).body.msg).toBe('租户ID未找到');
  });

  it('keeps a role off itself and its descendants, and parents within the tenant', async () => {
    const user = (await get('/detail', admin, { id: role.user })).body.data;
    const self = await post('/submit', { ...user, parentId: role.user });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('父节点不可选择自身!');
    expect((await post('/submit', { ...user, parentId: role.hr })).body.msg).toBe('父节点不可选择自身的下级节点!');
    expect((await post('/submit', { ...user, parentId: role.other_admin })).body.msg).toBe('上级角色属于其他租户');
    expect((await post('/submit', { roleName: 'x', roleAlias: 'x1', parentId: '42' })).body.msg).toBe('上级角色不存在或已被删除');
    expect((await post('/submit', { roleName: 'x', roleAlias: 'x2', parentId: role.user }, other)).body.msg).toBe(
      '上级角色不存在或已被删除',
    );
    expect((await post('/submit', { roleName: 'x', roleAlias: 'bad alias' })).status).toBe(400);
  });

  it('lets no non-administrator create, rename to, change or remove the administrator role', async () => {
    const create = await post('/submit', { roleName: '假超管', roleAlias: 'administrator' }, hr);
    expect(create.status).toBe(403);
    expect(create.body.msg).toBe('无权限创建或修改超管角色!');
    const boss = (await get('/detail', hr, { id: role.boss })).body.data;
    expect((await post('/submit', { ...boss, roleAlias: 'administrator' }, hr)).status).toBe(403);
    expect((await post('/submit', { id: role.administrator, roleName: '改名', roleAlias: 'root' }, hr)).status).toBe(403);
    expect((await post(`/remove?ids=${role.administrator}`, {}, hr)).status).toBe(403);
    expect((await t.db.role.findFirstOrThrow({ where: { id: BigInt(role.administrator!) } })).roleAlias).toBe('administrator');
    // The administrator may (in a tenant without one: an alias is unique per tenant).
    expect((await post('/submit', { roleName: '第二超管', roleAlias: 'administrator', tenantId: OTHER_TENANT })).body.success).toBe(true);
    // An ordinary change by hr works.
    expect((await post('/submit', { ...boss, roleName: '老板们' }, hr)).body.success).toBe(true);
  });

  it('refuses to remove a role that still has children', async () => {
    const refused = await post(`/remove?ids=${role.user}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请先删除子节点!');
    expect((await post('/submit', { roleName: '临时', roleAlias: 'temp' })).body.success).toBe(true);
    expect((await post(`/remove?ids=${await idOf('temp')}`)).body.success).toBe(true);
  });
});

describe('role grant', () => {
  it('replaces menus and scopes of several roles at once', async () => {
    const dataScope = await t.db.dataScope.create({
      data: {
        id: nextId(),
        menuId: BigInt(menu.notice!),
        resourceCode: 'notice',
        scopeName: '本人公告',
        scopeColumn: 'create_user',
        scopeType: 2,
      },
    });
    const apiScope = await t.db.apiScope.create({
      data: {
        id: nextId(),
        menuId: BigInt(menu.notice!),
        resourceCode: 'notice',
        scopeName: '公告接口',
        scopePath: '/blade-desk/notice/**',
        scopeType: 2,
      },
    });
    const body = {
      roleIds: [role.manager, role.boss],
      menuIds: [menu.desk, menu.notice],
      dataScopeIds: [String(dataScope.id)],
      apiScopeIds: [String(apiScope.id)],
    };
    expect((await post('/grant', body)).body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    for (const id of [role.manager, role.boss]) {
      const keys = (
        await request(t.server).get('/api/blade-system/menu/role-tree-keys').query({ roleIds: id }).set('Blade-Auth', `bearer ${admin}`)
      ).body.data;
      expect(keys.menu.sort()).toEqual([menu.desk, menu.notice].sort());
      expect(keys.dataScope).toEqual([String(dataScope.id)]);
      expect(keys.apiScope).toEqual([String(apiScope.id)]);
    }
    // A picker sends fully ticked parent nodes (menu ids) among the scope ids: they are ignored.
    expect((await post('/grant', { ...body, dataScopeIds: [menu.notice, String(dataScope.id)] })).body.success).toBe(true);
    expect(await t.db.roleScope.count({ where: { roleId: BigInt(role.boss!) } })).toBe(2);
    await post('/grant', { roleIds: [role.boss], menuIds: [] });
    expect(await t.db.roleMenu.count({ where: { roleId: BigInt(role.boss!) } })).toBe(0);
    expect(await t.db.roleScope.count({ where: { roleId: BigInt(role.boss!) } })).toBe(0);
  });

  it('refuses unknown or invisible roles, unknown menus and scopes, and changes nothing then', async () => {
    const before = await t.db.roleMenu.count();
    const foreign = await post('/grant', { roleIds: [role.manager, role.user], menuIds: [menu.notice] }, other);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toContain('角色 [');
    expect((await post('/grant', { roleIds: [role.manager], menuIds: ['42'] })).body.msg).toBe('菜单 [42] 不存在或已被删除');
    expect((await post('/grant', { roleIds: [role.manager], menuIds: [], dataScopeIds: ['43'] })).body.msg).toBe(
      '权限 [43] 不存在或已被删除',
    );
    expect((await post('/grant', { roleIds: [], menuIds: [] })).status).toBe(400);
    expect((await post('/grant', { roleIds: ['x'] })).status).toBe(400);
    expect(await t.db.roleMenu.count()).toBe(before);
  });

  it('lets a non-administrator grant only what they hold, and never to the administrator role', async () => {
    const beyond = await post('/grant', { roleIds: [role.manager], menuIds: [menu.notice, menu.user] }, hr);
    expect(beyond.status).toBe(403);
    expect(beyond.body.msg).toBe('只能授予自己拥有的菜单和权限');
    expect((await post('/grant', { roleIds: [role.administrator], menuIds: [] }, hr)).status).toBe(400);
    const userScope = await t.db.dataScope.create({
      data: { id: nextId(), menuId: BigInt(menu.user!), resourceCode: 'user', scopeName: '本人用户', scopeType: 2 },
    });
    const scopeBeyond = await post('/grant', { roleIds: [role.manager], menuIds: [menu.notice], dataScopeIds: [String(userScope.id)] }, hr);
    expect(scopeBeyond.status).toBe(403);
    expect((await post('/grant', { roleIds: [role.manager], menuIds: [menu.desk, menu.notice] }, hr)).body.success).toBe(true);
    const tree = (await request(t.server).get('/api/blade-system/menu/grant-tree').set('Blade-Auth', `bearer ${hr}`)).body.data;
    expect(
      flatten(tree.menu as TreeNode[])
        .map((n) => n.title)
        .sort(),
    ).toEqual(['工作台', '通知公告', '权限管理', '角色管理', '新增', '修改', '删除', '权限设置'].sort());
    expect((tree.dataScope as TreeNode[]).map((n) => n.title)).toEqual(['通知公告']);
    // Without role_grant there is no granting at all.
    expect((await post('/grant', { roleIds: [role.manager], menuIds: [] }, await accessToken(t, 'manager'))).status).toBe(403);
  });
});
