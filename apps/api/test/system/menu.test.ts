// Menus: submit rules, the trees and lazy levels of the menu screens, the grant pickers, top menus narrowing the
// side menu, and a tenant package confining a tenant's users.
import type { MenuVO, TreeNode } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
let other: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  other = await createOtherTenantAdmin(t);
  for (const m of await t.db.menu.findMany()) ids[m.code] = String(m.id);
});

const get = (url: string, token = admin, query: object = {}) =>
  request(t.server).get(`/api/blade-system${url}`).query(query).set('Blade-Auth', `bearer ${token}`);
const post = (url: string, body: object = {}, token = admin) =>
  request(t.server).post(`/api/blade-system${url}`).set('Blade-Auth', `bearer ${token}`).send(body);
const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const codes = (nodes: MenuVO[]) => flatten(nodes).map((n) => n.code);
const submitMenu = (body: object, token = admin) => post('/menu/submit', { category: 1, alias: 'menu', ...body }, token);
const idOf = async (code: string) => String((await t.db.menu.findFirstOrThrow({ where: { code } })).id);

describe('menu submit', () => {
  it('inserts under a parent (parentId 0 by default) and answers a MenuVO with parent name and labels', async () => {
    expect((await submitMenu({ code: 'm_root', name: '根菜单', path: '/mroot' })).body).toMatchObject({ code: 200, success: true });
    expect((await t.db.menu.findFirstOrThrow({ where: { code: 'm_root' } })).parentId).toBe(0n);
    expect(
      (await submitMenu({ parentId: ids.system, code: 'm_child', name: '子菜单', path: '/system/mchild', isOpen: 2 })).body.success,
    ).toBe(true);
    const detail = (await get('/menu/detail', admin, { id: await idOf('m_child') })).body.data;
    expect(detail).toMatchObject({
      parentId: ids.system,
      parentName: '系统管理',
      code: 'm_child',
      category: 1,
      categoryName: '菜单',
      isOpen: 2,
      isOpenName: '是',
      alias: 'menu',
      path: '/system/mchild',
    });
    const button = await submitMenu({
      parentId: await idOf('m_child'),
      code: 'm_child_add',
      name: '新增',
      alias: 'add',
      category: 2,
      action: 1,
    });
    expect(button.body.success).toBe(true);
    expect((await get('/menu/detail', admin, { id: await idOf('m_child_add') })).body.data).toMatchObject({
      categoryName: '按钮',
      actionName: '工具栏',
      parentName: '子菜单',
    });
  });

  it('refuses a duplicate code, or a duplicate name among menus, in Chinese or English', async () => {
    const dupCode = await submitMenu({ code: 'user', name: '另一个名字' });
    expect(dupCode.status).toBe(400);
    expect(dupCode.body.msg).toBe('菜单名或编号已存在!');
    const dupName = await submitMenu({ code: 'another_code', name: '用户管理' });
    expect(dupName.body.msg).toBe('菜单名或编号已存在!');
    const english = await submitMenu({ code: 'user', name: 'x' }).set('Accept-Language', 'en');
    expect(english.body.msg).toBe('A menu with this name or code already exists!');
    // Buttons share names everywhere (新增, 修改 ...): only menus must have unique names.
    expect((await submitMenu({ parentId: ids.user, code: 'user_extra', name: '新增', category: 2 })).body.success).toBe(true);
    // Updating a menu keeping its own code and name is no duplicate.
    const user = (await get('/menu/detail', admin, { id: ids.user })).body.data;
    expect((await submitMenu({ ...user, remark: '备注' })).body.success).toBe(true);
  });

  it('takes only a menu as parent, never itself nor one of its descendants', async () => {
    const underButton = await submitMenu({ parentId: ids.user_add, code: 'm_bad1', name: '按钮下的菜单' });
    expect(underButton.status).toBe(400);
    expect(underButton.body.msg).toBe('上级节点只能是菜单,不能是按钮!');
    expect((await submitMenu({ parentId: '42', code: 'm_bad2', name: '无父菜单' })).body.msg).toBe('上级菜单不存在或已被删除');
    const system = (await get('/menu/detail', admin, { id: ids.system })).body.data;
    expect((await submitMenu({ ...system, parentId: ids.system })).body.msg).toBe('父节点不可选择自身!');
    const moved = await submitMenu({ ...system, parentId: ids.user });
    expect(moved.status).toBe(400);
    expect(moved.body.msg).toBe('父节点不可选择自身的下级节点!');
    expect((await submitMenu({ ...system, category: 2 })).body.msg).toBe('存在子节点的菜单不能改为按钮!');
    expect((await submitMenu({ code: 'm_bad3', name: '坏类型', category: 5 })).status).toBe(400);
  });

  it('refuses to remove a node that still has children, and removes a leaf', async () => {
    const refused = await post(`/menu/remove?ids=${ids.system}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请先删除子节点!');
    await submitMenu({ code: 'm_leaf', name: '叶子菜单' });
    const leaf = await idOf('m_leaf');
    expect((await post(`/menu/remove?ids=${leaf}`)).body.success).toBe(true);
    expect((await get('/menu/detail', admin, { id: leaf })).body.data).toEqual({});
  });

  it('is the platform administrator’s alone to change', async () => {
    expect((await submitMenu({ code: 'm_other', name: '别人的菜单' }, other)).status).toBe(403);
    expect((await get('/menu/list', other)).status).toBe(200);
  });
});

describe('menu lists and trees', () => {
  it('lists every menu and button as a MenuVO tree', async () => {
    type Row = Omit<MenuVO, 'children'> & { parentName: string; hasChildren: boolean; children?: Row[] };
    const tree = (await get('/menu/list')).body.data as Row[];
    const system = tree.find((m) => m.code === 'system')!;
    const user = system.children!.find((m) => m.code === 'user')!;
    expect(user.parentName).toBe('系统管理');
    expect(user.children!.map((b) => b.code)).toEqual(expect.arrayContaining(['user_add', 'user_edit', 'user_delete']));
    const button = user.children!.find((b) => b.code === 'user_add')!;
    expect(button).not.toHaveProperty('children');
    expect([user.hasChildren, button.hasChildren]).toEqual([true, false]);
  });

  it('builds the tree from the matches when filtered, promoting orphans to roots', async () => {
    const buttons = (await get('/menu/list', admin, { category: 2, code_likeright: 'user_' })).body.data as MenuVO[];
    expect(buttons.length).toBeGreaterThan(3);
    expect(buttons.every((b) => b.category === 2 && !b.children)).toBe(true);
    const nested = (await get('/menu/list', admin, { code_likeright: 'user' })).body.data as MenuVO[];
    const user = nested.find((m) => m.code === 'user')!;
    expect(user.children!.map((b) => b.code)).toContain('user_add');
    expect(nested.map((m) => m.code)).not.toContain('user_add');
  });

  it('gives one level with hasChildren in the lazy lists; the menu-only variants leave buttons out', async () => {
    const roots = (await get('/menu/lazy-list', admin, { parentId: 0 })).body.data as Array<MenuVO & { hasChildren: boolean }>;
    expect(roots.every((m) => m.parentId === '0')).toBe(true);
    expect(roots.find((m) => m.code === 'system')!.hasChildren).toBe(true);
    // 通知公告 has buttons but no sub-menu.
    const desk = (await get('/menu/lazy-list', admin, { parentId: ids.desk })).body.data as Array<MenuVO & { hasChildren: boolean }>;
    expect(desk.find((m) => m.code === 'notice')!.hasChildren).toBe(true);
    const deskMenus = (await get('/menu/lazy-menu-list', admin, { parentId: ids.desk })).body.data as Array<
      MenuVO & { hasChildren: boolean }
    >;
    expect(deskMenus.find((m) => m.code === 'notice')!.hasChildren).toBe(false);
    const users = (await get('/menu/lazy-list', admin, { parentId: ids.user })).body.data as Array<MenuVO & { hasChildren: boolean }>;
    expect(users.map((m) => m.code)).toContain('user_add');
    expect(users.every((m) => m.hasChildren === false)).toBe(true);
    expect((await get('/menu/lazy-menu-list', admin, { parentId: ids.user })).body.data).toEqual([]);
    // Searching without parentId: every match, whatever its level.
    const search = (await get('/menu/lazy-menu-list', admin, { name: '日志' })).body.data as MenuVO[];
    expect(search.map((m) => m.code)).toEqual(expect.arrayContaining(['log', 'log_usual', 'log_api']));
    const menuTree = (await get('/menu/menu-list')).body.data as MenuVO[];
    expect(flatten(menuTree).every((m) => m.category === 1)).toBe(true);
    expect(codes(menuTree)).toContain('user');
  });

  it('answers TreeNodes of menus only, children omitted on leaves', async () => {
    const tree = (await get('/menu/tree')).body.data as TreeNode[];
    const system = tree.find((n) => n.title === '系统管理')!;
    expect(Object.keys(system).sort()).toEqual(['children', 'id', 'key', 'parentId', 'title', 'value']);
    expect(system).toMatchObject({ id: ids.system, key: ids.system, value: ids.system, parentId: '0' });
    const user = system.children!.find((n) => n.id === ids.user)!;
    expect(Object.keys(user).sort()).toEqual(['id', 'key', 'parentId', 'title', 'value']);
    expect(flatten(tree).some((n) => n.id === ids.user_add)).toBe(false);
  });

  it('needs the menu permission (or a screen that picks menus)', async () => {
    const hr = await accessToken(t, 'hr');
    expect((await get('/menu/list', hr)).status).toBe(403);
    expect((await get('/menu/tree', hr)).status).toBe(403);
    expect((await get('/menu/list', '')).status).toBe(401);
  });
});

describe('grants, routes and buttons', () => {
  it('takes a role grant into routes and buttons on the next request, and answers it in role-tree-keys', async () => {
    const hrToken = await accessToken(t, 'hr');
    expect(((await get('/menu/routes', hrToken)).body.data as MenuVO[]).map((m) => m.code)).toEqual(['desk', 'work']); // the staff menus
    const hrRole = String((await t.db.role.findFirstOrThrow({ where: { roleAlias: 'hr' } })).id);
    await post('/data-scope/submit', {
      menuId: ids.post,
      resourceCode: 'post',
      scopeName: '本人岗位',
      scopeColumn: 'create_user',
      scopeType: 2,
    });
    const scope = String((await t.db.dataScope.findFirstOrThrow({ where: { scopeName: '本人岗位' } })).id);
    const menuIds = [ids.post, ids.post_add, ids.notice];
    const granted = await post('/role/grant', { roleIds: [hrRole], menuIds, dataScopeIds: [scope], apiScopeIds: [] });
    expect(granted.body).toMatchObject({ code: 200, success: true });

    const routes = (await get('/menu/routes', hrToken)).body.data as MenuVO[];
    expect(routes.map((m) => m.code)).toEqual(['desk', 'system']);
    expect(codes(routes)).toEqual(['desk', 'notice', 'system', 'post']);
    const buttons = (await get('/menu/buttons', hrToken)).body.data as MenuVO[];
    expect(
      flatten(buttons)
        .filter((m) => m.category === 2)
        .map((m) => m.code),
    ).toEqual(['post_add']);
    expect((await get('/post/list', hrToken)).status).toBe(200);

    const keys = (await get('/menu/role-tree-keys', admin, { roleIds: hrRole })).body.data;
    expect(keys.menu.sort()).toEqual([...menuIds].sort());
    expect(keys).toMatchObject({ dataScope: [scope], apiScope: [] });

    // A new grant replaces the old one entirely.
    await post('/role/grant', { roleIds: [hrRole], menuIds: [ids.notice] });
    expect(codes((await get('/menu/routes', hrToken)).body.data)).toEqual(['desk', 'notice']);
    expect((await get('/post/list', hrToken)).status).toBe(403);
    expect((await get('/menu/role-tree-keys', admin, { roleIds: hrRole })).body.data).toEqual({
      menu: [ids.notice],
      dataScope: [],
      apiScope: [],
    });
  });

  it('offers the administrator every menu, button and scope in the grant tree, scopes under their menus', async () => {
    await post('/api-scope/submit', {
      menuId: ids.dept,
      resourceCode: 'dept',
      scopeName: '部门接口',
      scopePath: '/blade-system/dept/**',
      scopeType: 2,
    });
    const tree = (await get('/menu/grant-tree')).body.data as { menu: TreeNode[]; dataScope: TreeNode[]; apiScope: TreeNode[] };
    expect(flatten(tree.menu).some((n) => n.id === ids.user_add)).toBe(true);
    const postNode = tree.dataScope.find((n) => n.id === ids.post)!;
    expect(postNode.title).toBe('岗位管理');
    expect(postNode.children!.map((n) => n.title)).toContain('本人岗位');
    const deptNode = tree.apiScope.find((n) => n.id === ids.dept)!;
    expect(deptNode.children!.map((n) => n.title)).toEqual(['部门接口']);
  });

  it('gives top menus their own menus and narrows routes to them, ancestors kept', async () => {
    expect((await post('/topmenu/submit', { code: 'tm_sys', name: '系统', sort: 2 })).body.success).toBe(true);
    expect((await post('/topmenu/submit', { code: 'tm_desk', name: '工作', sort: 1 })).body.success).toBe(true);
    const top = String((await t.db.topMenu.findFirstOrThrow({ where: { code: 'tm_sys' } })).id);
    const grant = await post('/topmenu/grant', { topMenuIds: [top], menuIds: [ids.user, ids.dept] });
    expect(grant.body.success).toBe(true);
    expect((await get('/menu/top-tree-keys', admin, { topMenuIds: top })).body.data.menu.sort()).toEqual([ids.user, ids.dept].sort());
    const routes = (await get('/menu/routes', admin, { topMenuId: top })).body.data as MenuVO[];
    expect(routes.map((m) => m.code)).toEqual(['system']);
    expect(routes[0]!.children!.map((m) => m.code)).toEqual(['user', 'dept']);
    // Without a top menu, the whole side menu.
    expect(((await get('/menu/routes')).body.data as MenuVO[]).length).toBeGreaterThan(5);
    const topMenus = (await get('/menu/top-menu')).body.data as Array<{ code: string }>;
    expect(topMenus.map((m) => m.code)).toEqual(['tm_desk', 'tm_sys']);
    const grantTop = (await get('/menu/grant-top-tree')).body.data.menu as TreeNode[];
    expect(flatten(grantTop).some((n) => n.id === ids.user)).toBe(true);
    expect(flatten(grantTop).some((n) => n.id === ids.user_add)).toBe(false);
  });

  it('refuses unknown menus and other tenants’ top menus in a top-menu grant', async () => {
    const top = String((await t.db.topMenu.findFirstOrThrow({ where: { code: 'tm_sys' } })).id);
    const unknown = await post('/topmenu/grant', { topMenuIds: [top], menuIds: ['42'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('菜单 [42] 不存在或已被删除');
    expect((await post('/topmenu/grant', { topMenuIds: [], menuIds: [ids.user] })).status).toBe(400);
    const foreign = await post('/topmenu/grant', { topMenuIds: [top], menuIds: [ids.notice] }, other);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe(`顶部菜单 [${top}] 不存在或已被删除`);
    expect((await get('/menu/top-tree-keys', other, { topMenuIds: top })).body.data).toEqual({ menu: [] });
    expect((await get('/menu/top-menu', other)).body.data).toEqual([]);
    expect((await get('/menu/top-tree-keys', admin, { topMenuIds: top })).body.data.menu).toHaveLength(2);
  });
});

describe('auth-routes', () => {
  type AuthRoute = Record<string, { authority: string[] }>;
  const asMap = (routes: AuthRoute[]) => Object.fromEntries(routes.flatMap((r) => Object.entries(r)));

  it("answers each held menu path with the caller's role aliases that grant it (Sword's shape)", async () => {
    const hr = await accessToken(t, 'hr');
    const res = await get('/menu/auth-routes', hr);
    expect(res.body).toMatchObject({ code: 200, success: true });
    const routes = res.body.data as AuthRoute[];
    expect(routes.every((r) => Object.keys(r).length === 1)).toBe(true);
    const hrRole = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'hr', tenantId: '000000' } });
    const granted = await t.db.menu.findMany({
      where: {
        id: { in: (await t.db.roleMenu.findMany({ where: { roleId: hrRole.id } })).map((l) => l.menuId) },
        isDeleted: 0,
        path: { not: null },
      },
    });
    const expected = Object.fromEntries(granted.filter((m) => m.path).map((m) => [m.path!, { authority: ['hr'] }]));
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(asMap(routes)).toEqual(expected);
    // The administrator holds every menu.
    const all = asMap((await get('/menu/auth-routes')).body.data);
    expect(all['/system/user']?.authority).toContain('administrator');
    expect(Object.keys(all).length).toBeGreaterThan(Object.keys(expected).length);
    expect((await request(t.server).get('/api/blade-system/menu/auth-routes')).status).toBe(401);
  });
});

describe('tenant packages', () => {
  it("confine a tenant's users to the package's menus: routes, buttons, permission checks and the grant tree", async () => {
    expect(codes((await get('/menu/routes', other)).body.data)).toContain('user');
    const inPackage = [ids.desk, ids.notice, ids.notice_add, ids.system, ids.post, ids.authority, ids.role, ids.role_grant];
    const pkg = await t.db.tenantPackage.create({ data: { id: nextId(), packageName: '基础包', menuId: inPackage.join(',') } });
    await t.db.tenant.updateMany({ where: { tenantId: OTHER_TENANT }, data: { packageId: pkg.id } });

    expect(codes((await get('/menu/routes', other)).body.data)).toEqual(['desk', 'notice', 'system', 'post', 'authority', 'role']);
    const buttons = flatten((await get('/menu/buttons', other)).body.data as MenuVO[]);
    expect(buttons.filter((m) => m.category === 2).map((m) => m.code)).toEqual(['notice_add', 'role_grant']);
    expect((await get('/post/list', other)).status).toBe(200);
    expect((await get('/dept/list', other)).status).toBe(403);
    const grantTree = flatten((await get('/menu/grant-tree', other)).body.data.menu as TreeNode[]).map((n) => n.id);
    expect(grantTree.sort()).toEqual([...inPackage].sort());
    // Granting beyond the package is granting what one does not hold.
    const role = String((await t.db.role.findFirstOrThrow({ where: { tenantId: OTHER_TENANT } })).id);
    const beyond = await post('/role/grant', { roleIds: [role], menuIds: [ids.user] }, other);
    expect(beyond.status).toBe(403);
    expect(beyond.body.msg).toBe('只能授予自己拥有的菜单和权限');
    expect((await post('/role/grant', { roleIds: [role], menuIds: inPackage }, other)).body.success).toBe(true);
    // Tenant 000000 has no package.
    expect(codes((await get('/menu/routes')).body.data)).toContain('user');
  });
});
