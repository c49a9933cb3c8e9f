// The user module beyond the generated CRUD suite: page by dept (with descendants), VO names, role links, the
// account rules (duplicates, quota, roles of the tenant), passwords, grants, platform extension, Excel export and
// import, and removing oneself.
import { textOf } from '@blade/contract';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';
import { binaryBody } from '../support/binary-body.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn, accessTokenAfterFirstChange } from '../test-app.ts';

const ROLE = {
  administrator: '1123598816738675201',
  hr: '1123598816738675203',
  manager: '1123598816738675204',
  boss: '1123598816738675205',
};
const DEPT = { root: '1123598813738675201', changzhou: '1123598813738675202', suzhou: '1123598813738675203' };
const USER = { admin: '1123598821738675201', hr: '1123598821738675202' };
const POST_HRM = '1123598817738675207';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

const base = '/api/blade-system/user';
function get(action: string, token: string, query: Record<string, string> = {}) {
  return request(t.server).get(`${base}/${action}`).set('Blade-Auth', `bearer ${token}`).query(query);
}
function post(action: string, token: string, options: { query?: Record<string, string>; body?: object } = {}) {
  const req = request(t.server)
    .post(`${base}/${action}`)
    .set('Blade-Auth', `bearer ${token}`)
    .query(options.query ?? {});
  return options.body ? req.send(options.body) : req;
}
/** Makes a user through the API as admin; returns its id. */
async function createUser(fields: Record<string, unknown>): Promise<string> {
  const res = await post('submit', admin, { body: { password: 'secret-pw-1', name: String(fields.account), ...fields } });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
  const row = await t.db.user.findFirstOrThrow({
    where: { account: String(fields.account), tenantId: textOf(fields.tenantId ?? '000000') },
  });
  return String(row.id);
}
const roleIdsOf = async (userId: string) =>
  (await t.db.userRole.findMany({ where: { userId: BigInt(userId) } })).map((l) => String(l.roleId)).sort();

async function sheetOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('user page and VO', () => {
  it('finds the users of a dept and of every dept below it, matching whole ids in comma lists', async () => {
    const child = 9_300_001n;
    await t.db.dept.create({
      data: { id: child, parentId: BigInt(DEPT.changzhou), ancestors: `0,${DEPT.root},${DEPT.changzhou}`, deptName: '研发组' },
    });
    await t.db.dept.create({
      data: { id: 42n, parentId: BigInt(DEPT.suzhou), ancestors: `0,${DEPT.root},${DEPT.suzhou}`, deptName: '短号部门' },
    });
    await createUser({ account: 'deep1', deptId: `${DEPT.suzhou},${child}` });
    await createUser({ account: 'short1', deptId: '42' });
    // 420 is not dept 42: a LIKE on the comma string would find it.
    await t.db.user.create({ data: { id: 9_300_002n, account: 'notshort', password: 'x', deptId: '420,4200' } });

    const accounts = async (deptId: string) =>
      ((await get('page', admin, { deptId, size: '100' })).body.data.records as Array<{ account: string }>).map((r) => r.account).sort();
    expect(await accounts(DEPT.changzhou)).toEqual(['boss', 'deep1', 'hr', 'manager']);
    expect(await accounts(String(child))).toEqual(['deep1']);
    expect(await accounts(DEPT.root)).toEqual(expect.arrayContaining(['admin', 'boss', 'deep1', 'hr', 'manager', 'short1']));
    expect(await accounts(DEPT.root)).not.toContain('notshort');
    expect(await accounts(DEPT.suzhou)).toEqual(['deep1', 'short1']);
    expect(await accounts('42')).toEqual(['short1']);
  });

  it('filters page by exact account and realName, and orders by id', async () => {
    const exact = await get('page', admin, { account: 'hr' });
    expect(exact.body.data.records.map((r: { account: string }) => r.account)).toEqual(['hr']);
    expect((await get('page', admin, { account: 'h' })).body.data.total).toBe(0);
    expect((await get('page', admin, { realName: '经理' })).body.data.records[0].account).toBe('manager');
    const all = (await get('page', admin, { size: '100' })).body.data.records.map((r: { id: string }) => BigInt(r.id));
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : 1)));
    expect((await get('page', admin, { deptId: 'abc' })).status).toBe(400);
    // Keys other than Blade's own page filters follow the map protocol of list (bare name = LIKE).
    const liked = await get('page', admin, { deptId: DEPT.changzhou, name: '经', size: '100' });
    expect(liked.body.data.records.map((r: { account: string }) => r.account)).toEqual(['manager']);
  });

  it('answers UserVO with names and without the password', async () => {
    const res = await get('detail', admin, { id: USER.hr });
    expect(res.body.data).toMatchObject({
      id: USER.hr,
      account: 'hr',
      roleId: ROLE.hr,
      roleName: '人事',
      deptId: DEPT.changzhou,
      deptName: '常州刀锋',
      postId: POST_HRM,
      postName: '人力经理',
      tenantId: '000000',
      tenantName: '管理组',
      userType: 1,
      userTypeName: 'WEB',
    });
    expect(res.body.data).not.toHaveProperty('password');
    const list = await get('list', admin, { account: 'hr', size: '100' });
    expect(list.body.data.records.find((r: { account: string }) => r.account === 'hr')).toMatchObject({
      roleName: '人事',
      postName: '人力经理',
    });
    expect(JSON.stringify(list.body)).not.toMatch(/\$2[aby]\$/);
  });

  it("search/user: a page of UserVO by part of the nickname, dept name or post name, with the user list's access", async () => {
    const search = (query: Record<string, string>, token = admin) =>
      request(t.server).get('/api/blade-system/search/user').set('Blade-Auth', `bearer ${token}`).query(query);
    const accounts = async (query: Record<string, string>) => {
      const res = await search({ size: '100', ...query });
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, data: { current: 1, size: 100 } });
      return (res.body.data.records as Array<{ account: string }>).map((r) => r.account);
    };
    expect(await accounts({ name: '人事' })).toEqual(['hr']);
    const changzhou = await accounts({ deptName: '常州' });
    expect(changzhou).toEqual(expect.arrayContaining(['boss', 'hr', 'manager']));
    expect(changzhou).not.toContain('admin');
    expect(await accounts({ deptName: '常州', postName: '人力' })).toEqual(['hr']);
    expect(await accounts({ postName: '没有这个岗位' })).toEqual([]);
    const vo = (await search({ name: '人事' })).body.data.records[0];
    expect(vo).toMatchObject({ account: 'hr', deptName: '常州刀锋', postName: '人力经理', roleName: '人事' });
    expect(vo).not.toHaveProperty('password');
    expect((await search({ name: 'x'.repeat(65) })).status).toBe(400);
    expect((await search({}, await accessToken(t, 'hr'))).status).toBe(403);
    expect((await request(t.server).get('/api/blade-system/search/user')).status).toBe(401);
  });

  it('answers info, user-list (exact values) and select without passwords', async () => {
    const hr = await accessToken(t, 'hr');
    expect((await get('info', hr)).body.data).toMatchObject({ account: 'hr', roleName: '人事' });
    // hr has no user menu: the admin screens are closed, the picker is not.
    expect((await get('page', hr)).status).toBe(403);
    const select = await get('select', hr);
    expect(select.body.data.find((u: { account: string }) => u.account === 'admin')).toEqual({
      id: USER.admin,
      account: 'admin',
      name: '管理员',
      realName: '管理员',
    });
    const list = await get('user-list', admin, { account: 'hr' });
    expect(list.body.data.map((u: { account: string }) => u.account)).toEqual(['hr']);
    expect(JSON.stringify([select.body, list.body])).not.toMatch(/password|\$2[aby]\$/);
  });

  it('raw page stays in the tenant and hides deleted users (it runs outside the tenancy extension)', async () => {
    const other = await createOtherTenantAdmin(t);
    const page = await get('page', other, { size: '200' });
    expect(page.body.code).toBe(200);
    expect(page.body.data.records.map((u: { account: string; tenantId: string }) => [u.tenantId, u.account])).toEqual([
      ['100001', 'admin'],
    ]);
    const filtered = await get('page', other, { size: '200', account: 'hr', name: '人' });
    expect(filtered.body.data.total).toBe(0);

    const gone = await createUser({ account: 'soon-gone', realName: '将删除' });
    await t.db.user.update({ where: { id: BigInt(gone) }, data: { isDeleted: 1 } });
    expect((await get('page', admin, { account: 'soon-gone' })).body.data.total).toBe(0);
    const all = await get('page', admin, { size: '200' });
    expect(new Set(all.body.data.records.map((u: { tenantId: string }) => u.tenantId))).toEqual(new Set(['000000', '100001']));
    // The raw path reads ids and dates exactly as the ORM path does (int8 as ids, timestamps as UTC instants).
    const fromPage = all.body.data.records.find((u: { account: string }) => u.account === 'hr');
    const fromDetail = (await get('detail', admin, { id: fromPage.id })).body.data;
    expect(fromPage).toEqual(fromDetail);
  });

  it('answers the count with a page past the end, and each row its own roles in role order', async () => {
    const all = (await get('page', admin, { account: 'hr' })).body.data;
    expect(all.total).toBe(1);
    const past = (await get('page', admin, { account: 'hr', current: '3', size: '10' })).body.data;
    expect(past).toMatchObject({ total: 1, records: [] });
    const both = await createUser({ account: 'two-roles', roleId: `${ROLE.boss},${ROLE.hr}` });
    const rows = (await get('page', admin, { size: '200' })).body.data.records as Array<{ id: string; roleId: string; roleName: string }>;
    const sorts = Object.fromEntries(
      (await t.db.role.findMany({ where: { id: { in: [BigInt(ROLE.boss), BigInt(ROLE.hr)] } } })).map((r) => [String(r.id), r.sort]),
    );
    const inRoleOrder = [ROLE.boss, ROLE.hr].sort((a, b) => sorts[a]! - sorts[b]! || (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(rows.find((r) => r.id === both)?.roleId).toBe(inRoleOrder.join(','));
    expect(rows.find((r) => r.id === USER.hr)?.roleId).toBe(ROLE.hr);
  });

  it('is served under /blade-user as well', async () => {
    const res = await request(t.server).get('/api/blade-user/detail').query({ id: USER.hr }).set('Blade-Auth', `bearer ${admin}`);
    expect(res.body.data.account).toBe('hr');
  });
});

describe('user writes', () => {
  it('inserts with a hashed plain password and role links, then updates and re-syncs roles', async () => {
    const id = await createUser({
      account: 'writer1',
      password: 'plain-pw',
      realName: '写手',
      roleId: `${ROLE.hr},${ROLE.manager}`,
      deptId: DEPT.suzhou,
      postId: POST_HRM,
    });
    expect(await roleIdsOf(id)).toEqual([ROLE.hr, ROLE.manager].sort());
    const row = await t.db.user.findFirstOrThrow({ where: { id: BigInt(id) } });
    expect(row.password).toMatch(/^\$2[aby]\$/);
    expect((await signIn(t, 'writer1', 'plain-pw')).status).toBe(200);

    const detail = (await get('detail', admin, { id })).body.data;
    expect(detail).toMatchObject({ roleName: '人事,经理', deptName: '苏州刀锋' });
    const update = await post('update', admin, { body: { ...detail, realName: '改了', roleId: ROLE.boss, password: 'ignored' } });
    expect(update.body).toMatchObject({ code: 200, success: true });
    expect(await roleIdsOf(id)).toEqual([ROLE.boss]);
    expect((await get('detail', admin, { id })).body.data).toMatchObject({ realName: '改了', roleName: '老板' });
    expect((await signIn(t, 'writer1', 'plain-pw')).status).toBe(200); // the password did not change

    const viaSubmit = await post('submit', admin, { body: { id, account: 'writer1', name: 'w', roleId: `${ROLE.hr}` } });
    expect(viaSubmit.body.success).toBe(true);
    expect(await roleIdsOf(id)).toEqual([ROLE.hr]);
  });

  it('keeps the user type when an update leaves it out', async () => {
    const id = await createUser({ account: 'app1', userType: 2 });
    expect((await post('update', admin, { body: { id, account: 'app1', name: '移动端' } })).body.success).toBe(true);
    expect((await get('detail', admin, { id })).body.data).toMatchObject({ name: '移动端', userType: 2, userTypeName: 'APP' });
  });

  it('needs a password to insert and refuses a duplicate account of the tenant', async () => {
    const noPassword = await post('submit', admin, { body: { account: 'nopw', name: 'n' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.msg).toBe('请输入密码');
    const dup = await post('submit', admin, { body: { account: 'hr', name: 'x', password: 'pw-long-1' } });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('当前用户 [hr] 已存在!');
    const en = await post('submit', admin, { body: { account: 'hr', name: 'x', password: 'pw-long-1' } }).set('Accept-Language', 'en');
    expect(en.body.msg).toBe('User [hr] already exists!');
    const rename = await post('update', admin, { body: { id: USER.hr, account: 'manager', name: '人事' } });
    expect(rename.body.msg).toBe('当前用户 [manager] 已存在!');
  });

  it("honours the tenant's account quota and expiry", async () => {
    await t.db.tenant.create({ data: { id: 9_300_010n, tenantId: '300001', tenantName: '小租户', accountNumber: 1 } });
    await t.db.tenant.create({
      data: { id: 9_300_011n, tenantId: '300002', tenantName: '过期租户', expireTime: new Date(Date.now() - 1000) },
    });
    // The quota counts accounts holding a role (one waiting for approval holds none).
    await t.db.role.create({ data: { id: 9_300_012n, tenantId: '300001', roleName: '成员', roleAlias: 'member' } });
    await createUser({ account: 'q1', tenantId: '300001', roleId: '9300012' });
    const second = await post('submit', admin, { body: { account: 'q2', name: 'q2', password: 'pw-long-1', tenantId: '300001' } });
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe('当前租户已到最大账号额度!');
    const expired = await post('submit', admin, { body: { account: 'e1', name: 'e1', password: 'pw-long-1', tenantId: '300002' } });
    expect(expired.body.msg).toBe('租户授权已过期,请联系管理员');
  });

  it('refuses roles, depts and posts of another tenant, and the administrator role from a non-administrator', async () => {
    const other = await createOtherTenantAdmin(t);
    const foreignRole = await request(t.server)
      .post(`${base}/submit`)
      .set('Blade-Auth', `bearer ${other}`)
      .send({ account: 'x1', name: 'x1', password: 'pw-long-1', roleId: ROLE.manager });
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.msg).toBe(`角色 [${ROLE.manager}] 不存在或不属于该用户的租户`);
    const foreignDept = await request(t.server)
      .post(`${base}/submit`)
      .set('Blade-Auth', `bearer ${other}`)
      .send({ account: 'x1', name: 'x1', password: 'pw-long-1', deptId: DEPT.root });
    expect(foreignDept.status).toBe(400);
    expect(await t.db.user.count({ where: { account: 'x1' } })).toBe(0);
    const grant = await request(t.server)
      .post(`${base}/grant`)
      .set('Blade-Auth', `bearer ${other}`)
      .query({ userIds: String((await t.db.user.findFirstOrThrow({ where: { tenantId: '100001' } })).id), roleIds: ROLE.hr });
    expect(grant.status).toBe(400);

    // manager may now add users, but not make anyone a platform administrator.
    const menus = await t.db.menu.findMany({ where: { code: { in: ['user', 'user_add', 'user_role'] } } });
    await t.db.roleMenu.createMany({
      data: menus.map((m, i) => ({ id: 9_300_100n + BigInt(i), roleId: BigInt(ROLE.manager), menuId: m.id })),
    });
    const manager = await accessToken(t, 'manager');
    const escalate = await post('submit', manager, {
      body: { account: 'puppet', name: 'p', password: 'pw-long-1', roleId: ROLE.administrator },
    });
    expect(escalate.status).toBe(403);
    expect(escalate.body.msg).toBe('只有同级或更高的管理员可以授予管理员角色');
    expect((await post('grant', manager, { query: { userIds: USER.hr, roleIds: ROLE.administrator } })).status).toBe(403);
    expect(
      (await post('submit', manager, { body: { account: 'puppet', name: 'p', password: 'pw-long-1', roleId: ROLE.hr } })).body.success,
    ).toBe(true);
    // user_edit is a separate button: manager holds user_add only.
    const puppet = String((await t.db.user.findFirstOrThrow({ where: { account: 'puppet' } })).id);
    expect((await post('submit', manager, { body: { id: puppet, account: 'puppet', name: 'q' } })).status).toBe(403);
  });

  it('changes only the profile fields in update-info', async () => {
    const id = await createUser({ account: 'self1', password: 'pw-self1', roleId: ROLE.hr });
    const me = await accessTokenAfterFirstChange(t, 'self1', 'pw-self1');
    const res = await post('update-info', me, {
      body: {
        id: USER.admin,
        account: 'hijack',
        name: '新昵称',
        realName: '新名',
        phone: '13900000001',
        sex: 2,
        birthday: '1990-05-06 00:00:00',
        roleId: ROLE.administrator,
        tenantId: '300001',
      },
    });
    expect(res.body.success).toBe(true);
    const row = await t.db.user.findFirstOrThrow({ where: { id: BigInt(id) } });
    expect(row).toMatchObject({ account: 'self1', name: '新昵称', realName: '新名', phone: '13900000001', sex: 2, tenantId: '000000' });
    expect((await get('info', me)).body.data).toMatchObject({ birthday: '1990-05-06 00:00:00', sexName: '女' });
    expect(await roleIdsOf(id)).toEqual([ROLE.hr]);
    expect((await t.db.user.findFirstOrThrow({ where: { id: BigInt(USER.admin) } })).account).toBe('admin');
    expect((await post('update-info', me, { body: { birthday: '1990-02-30' } })).status).toBe(400);
  });

  it("lets a user keep in their profile the real name an administrator gave them (up to the column's 20 characters)", async () => {
    const realName = '欧阳·阿卜杜勒·穆罕默德·买买提江'; // 17 characters, as the user form takes them
    const id = await createUser({ account: 'self2', password: 'pw-self2', roleId: ROLE.hr, realName });
    const me = await accessTokenAfterFirstChange(t, 'self2', 'pw-self2');
    expect((await post('update-info', me, { body: { realName, phone: '13900000002' } })).body.success).toBe(true);
    expect(await t.db.user.findFirstOrThrow({ where: { id: BigInt(id) } })).toMatchObject({ realName, phone: '13900000002' });
    const tooLong = await post('update-info', me, { body: { realName: '名'.repeat(21) } });
    expect(tooLong.status).toBe(400);
  });

  it('refuses a phone that is no 11-digit mobile number and an e-mail that is no address, with a clear message', async () => {
    const refused = async (action: string, token: string, body: object, message: string) => {
      const res = await post(action, token, { body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false });
      expect(res.body.msg).toContain(message);
    };
    const user = { account: 'checked1', password: 'pw-checked1', name: 'checked1', realName: '校验', roleId: ROLE.hr, deptId: DEPT.root };
    await refused('submit', admin, { ...user, phone: '123' }, '请输入11位手机号码');
    await refused('submit', admin, { ...user, phone: '23800000000' }, '请输入11位手机号码');
    await refused('submit', admin, { ...user, email: 'bad-email' }, '请输入正确的邮箱地址');
    expect(await t.db.user.count({ where: { account: 'checked1' } })).toBe(0);
    // Empty means none; a good pair saves.
    await createUser({ ...user, phone: '', email: '' });
    const id = await createUser({ ...user, account: 'checked2', phone: ' 13800000000 ', email: 'checked@example.com' });
    expect(await t.db.user.findFirstOrThrow({ where: { id: BigInt(id) } })).toMatchObject({
      phone: '13800000000',
      email: 'checked@example.com',
    });
    // The own profile follows the same rules.
    const me = await accessTokenAfterFirstChange(t, 'checked2', 'pw-checked1');
    await refused('update-info', me, { phone: '1380000000' }, '请输入11位手机号码');
    await refused('update-info', me, { email: 'me@' }, '请输入正确的邮箱地址');
  });

  it('soft-deletes users but never the caller', async () => {
    const self = await post('remove', admin, { query: { ids: USER.admin } });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能删除当前登录的用户!');
    const id = await createUser({ account: 'gone1', password: 'pw-gone-1', roleId: ROLE.hr });
    expect((await post('remove', admin, { query: { ids: id } })).body.success).toBe(true);
    expect((await t.db.user.findFirstOrThrow({ where: { id: BigInt(id), isDeleted: 1 } })).isDeleted).toBe(1);
    expect((await signIn(t, 'gone1', 'pw-gone-1')).status).toBe(400);
  });
});

describe('passwords', () => {
  it("changes the own password with Blade's messages", async () => {
    await createUser({ account: 'pw1', password: 'old-pw-12', roleId: ROLE.hr });
    const me = await accessToken(t, 'pw1', 'old-pw-12');
    const mismatch = await post('update-password', me, {
      query: { oldPassword: md5Hex('old-pw-12'), newPassword: md5Hex('a'), newPassword1: md5Hex('b') },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe('请输入正确的确认密码!');
    const wrongOld = await post('update-password', me, {
      query: { oldPassword: md5Hex('nope'), newPassword: md5Hex('new-pw'), newPassword1: md5Hex('new-pw') },
    });
    expect(wrongOld.body.msg).toBe('原密码不正确!');
    // An empty password is no password (Saber sends its fields as typed: saber-shapes.test.ts).
    expect(
      (await post('update-password', me, { query: { oldPassword: md5Hex('old-pw-12'), newPassword: '', newPassword1: '' } })).status,
    ).toBe(400);
    const ok = await post('update-password', me, {
      query: { oldPassword: md5Hex('old-pw-12'), newPassword: md5Hex('new-pw'), newPassword1: md5Hex('new-pw') },
    });
    expect(ok.body.success).toBe(true);
    expect((await signIn(t, 'pw1', 'new-pw')).status).toBe(200);
    expect((await signIn(t, 'pw1', 'old-pw-12')).status).toBe(400);
  });

  it('resets passwords to a new random one, answered once, and lets an administrator set one', async () => {
    const id = await createUser({ account: 'reset1', password: 'before-reset', roleId: ROLE.hr });
    const hr = await accessToken(t, 'hr');
    expect((await post('reset-password', hr, { query: { userIds: id } })).status).toBe(403);
    const reset = await post('reset-password', admin, { query: { userIds: id } });
    expect(reset.body.success).toBe(true);
    expect((await signIn(t, 'reset1', reset.body.data.passwords[0].password)).status).toBe(200);
    expect((await signIn(t, 'reset1', 'before-reset')).status).toBe(400);

    const set = await post('updateUserPassword', admin, {
      query: { userId: id, newPassword: md5Hex('chosen-by-admin'), newPassword1: md5Hex('chosen-by-admin') },
    });
    expect(set.body.success).toBe(true);
    expect((await signIn(t, 'reset1', 'chosen-by-admin')).status).toBe(200);
    const mismatch = await post('updateUserPassword', admin, {
      query: { userId: id, newPassword: md5Hex('a'), newPassword1: md5Hex('b') },
    });
    expect(mismatch.body.msg).toBe('请输入正确的确认密码!');
  });
});

describe('grant and platform', () => {
  it('replaces roles and signs the user out, so the next sign-in carries the new roles', async () => {
    const id = await createUser({ account: 'grant1', password: 'pw-grant-1', roleId: ROLE.hr });
    let token = await accessTokenAfterFirstChange(t, 'grant1', 'pw-grant-1');
    const routes = async () =>
      (
        (await request(t.server).get('/api/blade-system/menu/routes').set('Blade-Auth', `bearer ${token}`)).body.data as { code: string }[]
      ).map((m) => m.code);
    const STAFF_ROOTS = ['desk', 'work'];
    expect(await routes()).toEqual(STAFF_ROOTS);
    expect((await get('page', token)).status).toBe(403);

    const res = await post('grant', admin, { query: { userIds: id, roleIds: `${ROLE.administrator},${ROLE.boss}` } });
    expect(res.body.success).toBe(true);
    expect(await roleIdsOf(id)).toEqual([ROLE.administrator, ROLE.boss].sort());
    // A change of roles ends the user's sessions (modules/auth/sessions.ts): the old token is refused.
    expect((await get('page', token)).status).toBe(401);
    token = await accessToken(t, 'grant1', 'pw-grant-1');
    expect(await routes()).toContain('system');
    expect((await get('page', token)).status).toBe(200);

    await post('grant', admin, { query: { userIds: id, roleIds: ROLE.hr } });
    token = await accessToken(t, 'grant1', 'pw-grant-1');
    expect(await routes()).toEqual(STAFF_ROOTS);
    expect((await post('grant', admin, { query: { userIds: id, roleIds: '999' } })).status).toBe(400);
    expect((await post('grant', admin, { query: { userIds: '999', roleIds: ROLE.hr } })).status).toBe(400);
  });

  it('writes and reads the platform extension JSON', async () => {
    const id = await createUser({ account: 'plat1' });
    const ext = '{"wechat":"wx-1"}';
    expect((await post('update-platform', admin, { query: { userId: id, userType: '1', userExt: ext } })).body.success).toBe(true);
    expect((await get('platform-detail', admin, { id })).body.data).toMatchObject({ account: 'plat1', userType: 1, userExt: ext });
    await post('update-platform', admin, { query: { userId: id, userType: '1', userExt: '{"wechat":"wx-2"}' } });
    expect((await get('platform-detail', admin, { id })).body.data.userExt).toBe('{"wechat":"wx-2"}');
    const bad = await post('update-platform', admin, { query: { userId: id, userType: '1', userExt: '{not json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('扩展信息 userExt 必须是合法的JSON');
    expect((await post('update-platform', admin, { query: { userId: '999', userType: '1', userExt: '{}' } })).status).toBe(400);
  });
});

describe('excel', () => {
  it('exports the filtered users as a readable xlsx, with the token in the query string', async () => {
    const res = await request(t.server)
      .get(`${base}/export-user`)
      .query({ 'Blade-Auth': admin, account: 'hr' })
      .buffer(true)
      .parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      '租户编号',
      '账号',
      '昵称',
      '姓名',
      '邮箱',
      '手机',
      '生日',
      '所属角色',
      '所属部门',
      '所属岗位',
    ]);
    const accounts = sheet.getColumn(2).values.slice(2);
    expect(accounts).toContain('hr');
    expect(accounts).not.toContain('admin');
    const hrRow = sheet.getRow(accounts.indexOf('hr') + 2);
    expect([hrRow.getCell(8).text, hrRow.getCell(9).text, hrRow.getCell(10).text]).toEqual(['人事', '常州刀锋', '人力经理']);
    expect(res.body.toString('latin1')).not.toMatch(/\$2[aby]\$/);
    expect((await request(t.server).get(`${base}/export-user`)).status).toBe(401);
  });

  it('serves the import template with the header row only', async () => {
    const res = await get('export-template', admin).buffer(true).parse(binaryBody);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    expect(workbook.worksheets[0]!.actualRowCount).toBe(1);
  });

  it('imports valid rows in one go and reports the bad ones, which it does not import', async () => {
    const header = ['账号', '昵称', '姓名', '所属角色', '所属部门', '所属岗位', '生日'];
    const file = await sheetOf([
      header,
      ['imp1', '导入一', '导一', '人事,经理', '苏州刀锋', '人力经理', '1991-01-02'],
      ['', '无账号', '', '', '', '', ''],
      ['imp2', '导入二', '', '不存在的角色', '', '', ''],
      ['imp1', '重复', '', '', '', '', ''],
      ['hr', '已存在', '', '', '', '', ''],
      ['imp3', '', '', '', '', '', ''],
      ['imp4', '导入四', '', ROLE.boss, DEPT.changzhou, '', 'not a date'],
      ['imp5', '导入五', '', ROLE.boss, DEPT.changzhou, '', ''],
    ]);
    const res = await post('import-user', admin, { query: { isCovered: '0' } }).attach('file', file, 'users.xlsx');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ total: 8, inserted: 2, updated: 0 });
    expect(res.body.data.failed).toEqual([
      { row: 3, account: '', reason: '账号不能为空' },
      { row: 4, account: 'imp2', reason: '[所属角色] 中的 "不存在的角色" 不存在' },
      { row: 5, account: 'imp1', reason: '账号 [imp1] 与第2行重复' },
      { row: 6, account: 'hr', reason: '当前用户 [hr] 已存在!' },
      { row: 7, account: 'imp3', reason: '昵称不能为空' },
      { row: 8, account: 'imp4', reason: '[生日] 的值 "not a date" 无效' },
    ]);
    const imp1 = await t.db.user.findFirstOrThrow({ where: { account: 'imp1' } });
    expect(imp1).toMatchObject({ name: '导入一', realName: '导一', deptId: DEPT.suzhou, postId: POST_HRM });
    expect(await roleIdsOf(String(imp1.id))).toEqual([ROLE.hr, ROLE.manager].sort());
    expect(await t.db.user.count({ where: { account: { in: ['imp2', 'imp3', 'imp4'] } } })).toBe(0);
    expect((await t.db.user.findFirstOrThrow({ where: { account: 'hr' } })).name).toBe('人事');
    // New accounts get a random password each, answered once for the sheet the console offers.
    const issued = (res.body.data.passwords as Array<{ account: string; password: string }>).find((p) => p.account === 'imp5')!;
    expect((await signIn(t, 'imp5', issued.password)).status).toBe(200);
  });

  it('reads a birthday typed as a date cell (as Excel stores dates) and Chinese names from the shared strings', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户数据');
    sheet.addRow(['账号', '昵称', '所属角色', '生日']);
    sheet.addRow(['imp6', '导入六号员工', ROLE.boss, new Date(Date.UTC(1992, 2, 4))]);
    sheet.getCell('D2').numFmt = 'yyyy-mm-dd';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await post('import-user', admin, { query: { isCovered: '0' } }).attach('file', file, 'users.xlsx');
    expect(res.body.data, JSON.stringify(res.body)).toMatchObject({ inserted: 1, failed: [] });
    const imp6 = await t.db.user.findFirstOrThrow({ where: { account: 'imp6' } });
    expect(imp6.name).toBe('导入六号员工');
    expect((await get('detail', admin, { id: String(imp6.id) })).body.data.birthday).toBe('1992-03-04 00:00:00');
  });

  it('exports a birthday as the date it is, which imports back', async () => {
    const account = 'birth1';
    await createUser({ account, birthday: '1980-02-07' });
    const res = await request(t.server).get(`${base}/export-user`).query({ 'Blade-Auth': admin, account }).buffer(true).parse(binaryBody);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).getCell(2).text).toBe(account);
    expect(sheet.getRow(2).getCell(7).text).toBe('1980-02-07');
    sheet.getRow(2).getCell(3).value = '生日导回';
    const back = await post('import-user', admin, { query: { isCovered: '1' } }).attach(
      'file',
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'back.xlsx',
    );
    expect(back.body.data, JSON.stringify(back.body)).toMatchObject({ updated: 1, failed: [] });
    const detail = (await get('detail', admin, { id: String((await t.db.user.findFirstOrThrow({ where: { account } })).id) })).body.data;
    expect([detail.name, detail.birthday]).toEqual(['生日导回', '1980-02-07 00:00:00']);
  });

  it('names a formula kept without a value instead of calling the cell empty', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户数据');
    sheet.addRow(['账号', '昵称']);
    sheet.addRow([{ formula: 'B2&"1"' }, '公式账号']);
    const res = await post('import-user', admin, { query: { isCovered: '0' } }).attach(
      'file',
      Buffer.from(await workbook.xlsx.writeBuffer()),
      'formula.xlsx',
    );
    expect(res.body.data.failed).toEqual([
      { row: 2, account: '', reason: '[账号] 是没有计算结果的公式,请在 Excel 或 WPS 中打开并保存后再导入' },
    ]);
  });

  it('updates existing accounts with isCovered=1', async () => {
    const file = await sheetOf([
      ['账号', '昵称', '所属角色'],
      ['boss', '大老板', '老板,经理'],
    ]);
    const res = await post('import-user', admin, { query: { isCovered: '1' } }).attach('file', file, 'cover.xlsx');
    expect(res.body.data).toMatchObject({ inserted: 0, updated: 1, failed: [] });
    const boss = await t.db.user.findFirstOrThrow({ where: { account: 'boss' } });
    expect(boss.name).toBe('大老板');
    expect(await roleIdsOf(String(boss.id))).toEqual([ROLE.manager, ROLE.boss].sort());
  });

  it('refuses other files clearly', async () => {
    const text = await post('import-user', admin).attach('file', Buffer.from('account,name\nx,y'), 'users.csv');
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('只支持 .xlsx 格式的Excel文件');
    const renamed = await post('import-user', admin).attach('file', Buffer.from('not a zip'), 'users.xlsx');
    expect(renamed.body.msg).toBe('只支持 .xlsx 格式的Excel文件');
    const broken = await post('import-user', admin).attach(
      'file',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
      'users.xlsx',
    );
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toBe('无法读取该Excel文件,请使用导出的模板');
    const none = await post('import-user', admin);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请以字段 file 上传一个 .xlsx 文件');
    const noHeader = await post('import-user', admin).attach('file', await sheetOf([['名字'], ['x']]), 'u.xlsx');
    expect(noHeader.body.msg).toBe('表头缺少 [账号] 列,请使用导出的模板');
    const big = await post('import-user', admin).attach(
      'file',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(3 * 1024 * 1024)]),
      'big.xlsx',
    );
    expect(big.status).toBe(413);
    const hr = await accessToken(t, 'hr');
    expect((await post('import-user', hr).attach('file', await sheetOf([['账号']]), 'u.xlsx')).status).toBe(403);
  });
});
