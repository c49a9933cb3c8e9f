// Tenants: provisioning a new tenant (its admin can sign in and sees only its own rows), the licence settings that
// sign-in enforces, removal, the public domain lookup, packages and who may do what.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/lib/request-context.ts';
import { runWithContext } from '../../src/lib/request-context.ts';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { packageMenuIds } from '../../src/modules/system/tenant/tenant-package.ts';
import { TENANT_ADMIN_MENUS } from '../../src/modules/system/role/role-menus.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signInWith } from '../test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

const api = '/api/blade-system/tenant';
const get = (path: string, token: string | undefined, query: object = {}) => {
  const req = request(t.server).get(`${api}${path}`).query(query);
  return token ? req.set('Blade-Auth', `bearer ${token}`) : req;
};
const post = (path: string, token: string | undefined, query: object = {}, body?: object) => {
  const req = request(t.server).post(`${api}${path}`).query(query);
  if (token) req.set('Blade-Auth', `bearer ${token}`);
  return body ? req.send(body) : req;
};

let made = 0;
/** The first password each new tenant's admin was given, as the creation answered it (once). */
const firstPasswords = new Map<string, string>();
/** Creates a tenant through the API and answers its row. */
async function createTenant(body: Record<string, unknown> = {}) {
  const tenantName = `测试租户${++made}`;
  const res = await post('/submit', admin, {}, { tenantName, linkman: '联系人', ...body });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
  const row = await t.db.tenant.findFirstOrThrow({ where: { tenantName: (body.tenantName as string) ?? tenantName } });
  firstPasswords.set(row.tenantId, res.body.data.passwords[0].password);
  return row;
}

const signInTenant = (tenantId: string, password = firstPasswords.get(tenantId)!) =>
  signInWith(t, { grant_type: 'password', username: 'admin', password: md5Hex(password) }, { 'Tenant-Id': tenantId });

/** The new tenant's admin after the forced first change of the initial password (test/security covers the refusal). */
async function tenantToken(tenantId: string): Promise<string> {
  const res = await signInTenant(tenantId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.passwordChangeRequired).toBe(true);
  const token = res.body.access_token as string;
  const changed = await request(t.server)
    .post('/api/blade-system/user/update-password')
    .set('Blade-Auth', `bearer ${token}`)
    .query({
      oldPassword: md5Hex(firstPasswords.get(tenantId)!),
      newPassword: md5Hex('own-choice-1'),
      newPassword1: md5Hex('own-choice-1'),
    });
  expect(changed.body.success).toBe(true);
  // The change ended the session it was made from: sign in again with the admin's own password.
  const again = await signInTenant(tenantId, 'own-choice-1');
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  return again.body.access_token as string;
}

const menuCodesOf = async (roleId: bigint) =>
  (await t.db.roleMenu.findMany({ where: { roleId }, include: { menu: { select: { code: true } } } })).map((r) => r.menu.code).sort();

function codesIn(tree: Array<{ code: string; children?: unknown[] }>): string[] {
  return tree.flatMap((n) => [n.code, ...codesIn((n.children ?? []) as typeof tree)]);
}

describe('tenant provisioning', () => {
  it('creates the tenant, its admin role, dept, post, dictionaries and admin user in one go', async () => {
    const parent = await t.db.dictBiz.create({
      data: { id: nextId(), tenantId: '000000', parentId: 0n, code: 'color', dictKey: '-1', dictValue: '颜色' },
    });
    await t.db.dictBiz.createMany({
      data: [
        { id: nextId(), tenantId: '000000', parentId: parent.id, code: 'color', dictKey: '1', dictValue: '红' },
        { id: nextId(), tenantId: '000000', parentId: parent.id, code: 'color', dictKey: '2', dictValue: '绿' },
      ],
    });
    const tenant = await createTenant({ tenantName: '星辰科技' });
    expect(tenant.tenantId).toMatch(/^\d{6}$/);
    expect(tenant.tenantId).not.toBe('000000');
    expect(tenant.accountNumber).toBe(-1);
    const code = tenant.tenantId;

    const role = await t.db.role.findFirstOrThrow({ where: { tenantId: code, roleAlias: 'admin' } });
    expect(role).toMatchObject({ roleName: '管理员', roleAlias: 'admin', parentId: 0n });
    // The staff role the admin gives the people they add: their work and notices to read, nothing to administer.
    const staff = await t.db.role.findFirstOrThrow({ where: { tenantId: code, roleAlias: 'user' } });
    const staffCodes = await menuCodesOf(staff.id);
    for (const c of ['desk', 'notice', 'notice_view', 'work', 'work_todo', 'work_todo_handle', 'work_start', 'work_done'])
      expect(staffCodes).toContain(c);
    for (const c of ['notice_add', 'notice_delete', 'user', 'role', 'flow']) expect(staffCodes).not.toContain(c);
    const codes = await menuCodesOf(role.id);
    for (const c of [...TENANT_ADMIN_MENUS.branches, 'notice', 'notice_add', 'user_add', 'user_reset', 'work_todo_handle', 'log_usual'])
      expect(codes).toContain(c);
    for (const c of ['system', 'authority', 'tenant', 'tenant_add', 'param', 'menu', 'client', 'post']) expect(codes).not.toContain(c);

    const dept = await t.db.dept.findFirstOrThrow({ where: { tenantId: code } });
    expect(dept).toMatchObject({ deptName: '星辰科技', parentId: 0n, ancestors: '0', deptCategory: 1 });
    const posts = await t.db.post.findMany({ where: { tenantId: code } });
    expect(posts.map((p) => [p.postCode, p.postName, p.category])).toEqual([['ceo', '首席执行官', 1]]);

    const dicts = await t.db.dictBiz.findMany({ where: { tenantId: code }, orderBy: { dictKey: 'asc' } });
    expect(dicts.map((d) => d.dictValue)).toEqual(['颜色', '红', '绿']);
    const copiedParent = dicts.find((d) => d.dictKey === '-1')!;
    expect(copiedParent.id).not.toBe(parent.id);
    expect(copiedParent.parentId).toBe(0n);
    for (const child of dicts.filter((d) => d.dictKey !== '-1')) expect(child.parentId).toBe(copiedParent.id);

    const user = await t.db.user.findFirstOrThrow({ where: { tenantId: code }, include: { roles: true } });
    expect(user).toMatchObject({
      account: 'admin',
      name: '管理员',
      realName: '管理员',
      deptId: String(dept.id),
      postId: String(posts[0]!.id),
    });
    expect(user.roles.map((r) => r.roleId)).toEqual([role.id]);
    // A generated password's hash (first-password.ts), replaced with bcrypt at the first sign-in.
    expect(user.password).toMatch(/^[0-9a-f]{40}$/);
    expect(user).toMatchObject({ passwordChangeRequired: true });
  });

  it("lets the new tenant's admin sign in with the first password it was given and see only its own rows", async () => {
    const tenant = await createTenant();
    const token = await tenantToken(tenant.tenantId);

    const posts = await request(t.server)
      .get('/api/blade-system/post/select')
      .query({ tenantId: '000000' })
      .set('Blade-Auth', `bearer ${token}`);
    expect(posts.body.data.map((p: { tenantId: string; postCode: string }) => [p.tenantId, p.postCode])).toEqual([
      [tenant.tenantId, 'ceo'],
    ]);

    // What every tenant-scoped read of this admin sees (the user, role and dept routes read through the same client).
    const user = await t.db.user.findFirstOrThrow({ where: { tenantId: tenant.tenantId }, include: { roles: true } });
    const me: AuthUser = {
      userId: String(user.id),
      tenantId: tenant.tenantId,
      account: 'admin',
      userName: 'admin',
      nickName: '管理员',
      deptIds: [user.deptId!],
      postIds: [user.postId!],
      roleIds: user.roles.map((r) => String(r.roleId)),
      roleAliases: ['admin'],
      clientId: 'saber',
    };
    const seen = await runWithContext({ language: 'zh', user: me, tokenProblem: 'missing' }, async () => ({
      users: await t.db.user.findMany(),
      roles: await t.db.role.findMany(),
      depts: await t.db.dept.findMany(),
      posts: await t.db.post.findMany(),
    }));
    expect(seen.users.map((u) => u.account)).toEqual(['admin']);
    expect(seen.roles.map((r) => r.roleAlias).sort()).toEqual(['admin', 'user']);
    expect(seen.depts.map((d) => d.deptName)).toEqual([tenant.tenantName]);
    expect(seen.posts.map((p) => p.postCode)).toEqual(['ceo']);
    for (const rows of Object.values(seen)) for (const row of rows) expect(row.tenantId).toBe(tenant.tenantId);

    const routes = await request(t.server).get('/api/blade-system/menu/routes').set('Blade-Auth', `bearer ${token}`);
    const routeCodes = codesIn(routes.body.data);
    expect(routeCodes).toEqual(expect.arrayContaining(['desk', 'notice', 'user', 'role', 'dept', 'dictbiz', 'topmenu']));
    expect(routeCodes).not.toContain('tenant');
    expect(routeCodes).not.toContain('param');

    const select = await get('/select', token);
    expect(select.body.data.map((r: { tenantId: string }) => r.tenantId)).toEqual([tenant.tenantId]);
    const all = await get('/select', admin);
    expect(all.body.data.map((r: { tenantId: string }) => r.tenantId)).toEqual(expect.arrayContaining(['000000', tenant.tenantId]));
  });

  it('uses the default-quota param, and a quota given in the body', async () => {
    await t.db.param.create({
      data: { id: nextId(), paramName: '默认账号额度', paramKey: 'tenant.default.accountNumber', paramValue: '7' },
    });
    try {
      const tenant = await createTenant();
      expect(tenant.accountNumber).toBe(7);
      expect((await createTenant({ accountNumber: 3 })).accountNumber).toBe(3);
    } finally {
      await t.db.param.updateMany({ where: { paramKey: 'tenant.default.accountNumber' }, data: { isDeleted: 1 } });
    }
  });

  it("grants only the default menus that are also in the tenant's package", async () => {
    const menus = await t.db.menu.findMany({ where: { code: { in: ['desk', 'notice', 'user', 'param'] } } });
    const pkg = await request(t.server)
      .post('/api/blade-system/tenant-package/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ packageName: '基础包', menuId: menus.map((m) => String(m.id)).join(',') });
    expect(pkg.body.success).toBe(true);
    const packageId = (await t.db.tenantPackage.findFirstOrThrow({ where: { packageName: '基础包' } })).id;
    const tenant = await createTenant({ packageId: String(packageId) });
    expect(tenant.packageId).toBe(packageId);
    const role = await t.db.role.findFirstOrThrow({ where: { tenantId: tenant.tenantId, roleAlias: 'admin' } });
    expect(await menuCodesOf(role.id)).toEqual(['desk', 'notice', 'user']);

    const missing = await post('/submit', admin, {}, { tenantName: '无包租户', packageId: '42' });
    expect(missing.body).toMatchObject({ code: 400, msg: '产品包不存在或已被删除' });
    expect(await t.db.tenant.count({ where: { tenantName: '无包租户' } })).toBe(0);
  });

  it('updates the editable fields only, never the tenant code or the quota', async () => {
    const tenant = await createTenant({ accountNumber: 4 });
    const res = await post(
      '/submit',
      admin,
      {},
      {
        id: String(tenant.id),
        tenantId: '123456',
        tenantName: '改名租户',
        linkman: '新人',
        accountNumber: 99,
        expireTime: '2000-01-01 00:00:00',
      },
    );
    expect(res.body.success).toBe(true);
    const after = await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(after).toMatchObject({ tenantId: tenant.tenantId, tenantName: '改名租户', linkman: '新人', accountNumber: 4, expireTime: null });
  });

  it('refuses a tenant without a name, naming the field', async () => {
    const res = await post('/submit', admin, {}, { linkman: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^参数 tenantName 不正确/);
  });
});

describe('tenant licence', () => {
  it('writes quota, expiry and licence key; an expired tenant cannot sign in', async () => {
    const tenant = await createTenant();
    const res = await post('/setting', admin, { ids: String(tenant.id), accountNumber: '10', expireTime: '2020-01-01 00:00:00' });
    expect(res.body).toMatchObject({ code: 200, success: true });
    const row = await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(row.accountNumber).toBe(10);
    expect(row.licenseKey).toMatch(/^[0-9a-f]{64}$/);
    const detail = await get('/detail', admin, { id: String(tenant.id) });
    expect(detail.body.data).toMatchObject({ accountNumber: 10, expireTime: '2020-01-01 00:00:00', licenseKey: row.licenseKey });

    const expired = await signInTenant(tenant.tenantId);
    expect(expired.status).toBe(400);
    expect(expired.body.error_description).toBe('租户授权已过期,请联系管理员');

    await post('/setting', admin, { ids: String(tenant.id), accountNumber: '10', expireTime: '2099-12-31 23:59:59' });
    const renewed = await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(renewed.licenseKey).not.toBe(row.licenseKey);
    expect((await signInTenant(tenant.tenantId)).status).toBe(200);

    // An empty form means unlimited and never expiring.
    await post('/setting', admin, { ids: String(tenant.id), accountNumber: '', expireTime: '' });
    expect(await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toMatchObject({ accountNumber: -1, expireTime: null });
  });

  it('refuses a malformed expiry or quota with a 400 naming the field', async () => {
    const tenant = await createTenant();
    const bad = await post('/setting', admin, { ids: String(tenant.id), accountNumber: '5', expireTime: '2024-02-30 00:00:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数 expireTime 不是有效的时间(yyyy-MM-dd HH:mm:ss): 2024-02-30 00:00:00');
    const en = await post('/setting', admin, { ids: String(tenant.id), expireTime: 'tomorrow' }).set('Accept-Language', 'en');
    expect(en.body.msg).toBe('Parameter expireTime is not a valid time (yyyy-MM-dd HH:mm:ss): tomorrow');
    const quota = await post('/setting', admin, { ids: String(tenant.id), accountNumber: '-5' });
    expect(quota.status).toBe(400);
    expect(quota.body.msg).toMatch(/accountNumber/);
    expect((await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).accountNumber).toBe(-1);
  });

  it('blocks new accounts once the quota is used up', async () => {
    const tenant = await createTenant({ accountNumber: 2 }); // the provisioned admin uses one
    const role = await t.db.role.findFirstOrThrow({ where: { tenantId: tenant.tenantId, roleAlias: 'admin' } });
    // The platform administrator adds accounts holding a role (self-registrations waiting for one are not counted).
    const add = (account: string) =>
      request(t.server)
        .post('/api/blade-system/user/submit')
        .set('Blade-Auth', `bearer ${admin}`)
        .send({ tenantId: tenant.tenantId, account, name: account, password: 'pw-123456', roleId: String(role.id) });
    expect((await add('first')).body.success).toBe(true);
    const refused = await add('second');
    expect(refused.body).toMatchObject({ code: 400, msg: '当前租户已到最大账号额度!' });
    await post('/setting', admin, { ids: String(tenant.id), accountNumber: '3' });
    expect((await add('second')).body.success).toBe(true);
  });
});

describe('tenant removal', () => {
  it('refuses the administration tenant', async () => {
    const own = await t.db.tenant.findFirstOrThrow({ where: { tenantId: '000000' } });
    const res = await post('/remove', admin, { ids: String(own.id) });
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '不可删除管理租户!' });
    expect((await post('/remove', admin, { ids: String(own.id) }).set('Accept-Language', 'en')).body.msg).toBe(
      'The administration tenant cannot be deleted!',
    );
    expect(await t.db.tenant.count({ where: { tenantId: '000000' } })).toBe(1);
  });

  it('soft-deletes the tenant and its accounts, which can no longer sign in', async () => {
    const tenant = await createTenant();
    expect((await signInTenant(tenant.tenantId)).status).toBe(200);
    expect((await post('/remove', admin, { ids: String(tenant.id) })).body.success).toBe(true);
    expect(await t.db.tenant.count({ where: { id: tenant.id, isDeleted: 1 } })).toBe(1);
    const users = await t.db.user.findMany({ where: { tenantId: tenant.tenantId, isDeleted: { gte: 0 } } });
    expect(users.map((u) => u.isDeleted)).toEqual([1]);
    expect((await signInTenant(tenant.tenantId)).body.error_description).toBe('用户名或密码不正确');
  });
});

describe('tenant info by domain', () => {
  it('answers the login-page fields and the tenant mode publicly, only the mode for an unbound domain', async () => {
    const tenant = await createTenant({ domain: 'https://stars.example.com', backgroundUrl: 'https://cdn.example.com/bg.png' });
    const res = await get('/info', undefined, { domain: 'https://stars.example.com' });
    expect(res.body).toEqual({
      code: 200,
      success: true,
      msg: '操作成功',
      data: {
        exists: true,
        tenantId: tenant.tenantId,
        tenantName: tenant.tenantName,
        domain: 'https://stars.example.com',
        backgroundUrl: 'https://cdn.example.com/bg.png',
        tenantMode: true,
      },
    });
    expect((await get('/info', undefined, { domain: 'https://nobody.example.com' })).body).toEqual({
      code: 200,
      success: true,
      data: { exists: false, tenantMode: true },
      msg: '操作成功',
    });
    expect((await get('/info', undefined)).body.data).toEqual({ exists: false, tenantMode: true });
  });

  it('refuses a domain another tenant already has', async () => {
    await createTenant({ domain: 'https://taken.example.com' });
    const res = await post('/submit', admin, {}, { tenantName: '抢注', domain: 'https://taken.example.com' });
    expect(res.body).toMatchObject({ code: 400, msg: '域名 [https://taken.example.com] 已绑定其他租户' });
  });
});

describe('tenant package and datasource settings', () => {
  it('binds a package and reads it back by the tenant row id or code', async () => {
    const tenant = await createTenant();
    const menus = await t.db.menu.findMany({ where: { code: { in: ['desk', 'notice'] } } });
    await request(t.server)
      .post('/api/blade-system/tenant-package/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ packageName: '往返包', menuId: menus.map((m) => String(m.id)) });
    const pkg = await t.db.tenantPackage.findFirstOrThrow({ where: { packageName: '往返包' } });

    expect((await get('/package-detail', admin, { tenantId: String(tenant.id) })).body).toMatchObject({
      code: 200,
      data: {},
      msg: '暂无承载数据',
    });
    expect(await packageMenuIds(t.db, tenant.tenantId)).toBeUndefined();

    const set = await post('/package-setting', admin, { tenantId: tenant.tenantId, packageId: String(pkg.id) });
    expect(set.body).toMatchObject({ code: 200, success: true });
    for (const key of [String(tenant.id), tenant.tenantId]) {
      const detail = await get('/package-detail', admin, { tenantId: key });
      expect(detail.body.data).toMatchObject({ id: String(pkg.id), packageName: '往返包', menuId: pkg.menuId });
    }
    expect(await packageMenuIds(t.db, tenant.tenantId)).toEqual(new Set(menus.map((m) => String(m.id))));

    expect((await post('/package-setting', admin, { tenantId: tenant.tenantId, packageId: '42' })).body.msg).toBe('产品包不存在或已被删除');
    expect((await post('/package-setting', admin, { tenantId: '999998', packageId: String(pkg.id) })).body.msg).toBe('租户ID未找到');
    await post('/package-setting', admin, { tenantId: tenant.tenantId, packageId: '' });
    expect(await packageMenuIds(t.db, tenant.tenantId)).toBeUndefined();
  });

  it('binds and unbinds a datasource', async () => {
    const tenant = await createTenant();
    expect((await post('/datasource', admin, { tenantId: tenant.tenantId, datasourceId: '1161483504353017857' })).body.success).toBe(true);
    expect((await get('/detail', admin, { id: String(tenant.id) })).body.data.datasourceId).toBe('1161483504353017857');
    await post('/datasource', admin, { tenantId: tenant.tenantId, datasourceId: '' });
    expect((await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).datasourceId).toBeNull();
    expect((await post('/datasource', admin, { tenantId: '999998', datasourceId: '1' })).body.msg).toBe('租户ID未找到');
  });
});

describe('tenant access', () => {
  it("lets only tenant 000000's administrator create and configure tenants", async () => {
    const tenant = await createTenant();
    const token = await tenantToken(tenant.tenantId);
    expect((await post('/submit', token, {}, { tenantName: '越权租户' })).status).toBe(403);
    expect((await post('/setting', token, { ids: String(tenant.id), accountNumber: '-1' })).status).toBe(403);
    expect((await post('/remove', token, { ids: String(tenant.id) })).status).toBe(403);
    expect((await post('/package-setting', token, { tenantId: tenant.tenantId })).status).toBe(403);
    expect((await post('/datasource', token, { tenantId: tenant.tenantId })).status).toBe(403);
    expect(await t.db.tenant.count({ where: { tenantName: '越权租户' } })).toBe(0);
  });

  it('shows a tenant admin only its own tenant, and refuses roles other than admin', async () => {
    const other = await createOtherTenantAdmin(t); // granted every menu, role alias `admin`
    const list = await get('/list', other, { size: 200 });
    expect(list.body.data.records.map((r: { tenantId: string }) => r.tenantId)).toEqual([OTHER_TENANT]);
    const byName = await get('/find-by-name', other, { name: '' });
    expect(byName.body.data.map((r: { tenantId: string }) => r.tenantId)).toEqual([OTHER_TENANT]);
    const own = await t.db.tenant.findFirstOrThrow({ where: { tenantId: '000000' } });
    expect((await get('/detail', other, { id: String(own.id) })).body.data).toEqual({});

    const everyone = await get('/list', admin, { size: 200 });
    expect(everyone.body.data.records.map((r: { tenantId: string }) => r.tenantId)).toEqual(
      expect.arrayContaining(['000000', OTHER_TENANT]),
    );
    expect((await get('/find-by-name', admin, { name: '第二' })).body.data.map((r: { tenantId: string }) => r.tenantId)).toEqual([
      OTHER_TENANT,
    ]);

    // hr holds the tenant menu here but not the admin role.
    const hrRole = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'hr' } });
    const tenantMenu = await t.db.menu.findFirstOrThrow({ where: { code: 'tenant' } });
    await t.db.roleMenu.create({ data: { id: nextId(), roleId: hrRole.id, menuId: tenantMenu.id } });
    const hr = await accessToken(t, 'hr');
    expect((await get('/list', hr)).status).toBe(403);
    expect((await get('/select', hr)).status).toBe(403);
    expect((await get('/info', hr, { domain: 'x' })).status).toBe(200);
  });
});

describe('tenant packages', () => {
  const pkgApi = '/api/blade-system/tenant-package';
  it('refuses unknown menus and a missing name, and lists every package for selects', async () => {
    const desk = await t.db.menu.findFirstOrThrow({ where: { code: 'desk' } });
    const unknown = await request(t.server)
      .post(`${pkgApi}/submit`)
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ packageName: '坏包', menuId: `${desk.id},42` });
    expect(unknown.body).toMatchObject({ code: 400, msg: '菜单 [42] 不存在' });
    const noName = await request(t.server)
      .post(`${pkgApi}/submit`)
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ menuId: String(desk.id) });
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toMatch(/^参数 packageName 不正确/);
    const noMenus = await request(t.server)
      .post(`${pkgApi}/submit`)
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ packageName: '空包', menuId: '' });
    expect(noMenus.status).toBe(400);
    expect(noMenus.body.msg).toMatch(/menuId/);

    await request(t.server)
      .post(`${pkgApi}/submit`)
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ packageName: '选择包', menuId: [String(desk.id), String(desk.id)] });
    const saved = await t.db.tenantPackage.findFirstOrThrow({ where: { packageName: '选择包' } });
    expect(saved.menuId).toBe(String(desk.id));
    const select = await request(t.server).get(`${pkgApi}/select`).set('Blade-Auth', `bearer ${admin}`);
    expect(select.body.data.map((p: { packageName: string }) => p.packageName)).toContain('选择包');
    const other = await tenantToken((await createTenant()).tenantId);
    expect((await request(t.server).get(`${pkgApi}/select`).set('Blade-Auth', `bearer ${other}`)).status).toBe(403);
  });
});
