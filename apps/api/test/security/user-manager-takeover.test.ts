// Attack: a role holding only the user menu and its buttons (a delegated user manager) tries to take over the
// platform administrator and another administrator through every user write path, under both /blade-system/user
// and /blade-user, and to raise itself (its own roles and dept). Every attempt is refused and nothing changes.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn } from '../test-app.ts';

const ROLE = { administrator: 1123598816738675201n, hr: 1123598816738675203n, boss: 1123598816738675205n };
const DEPT = { root: '1123598813738675201', changzhou: '1123598813738675202', suzhou: '1123598813738675203' };
const PLATFORM_ADMIN = 1123598821738675201n;
const PREFIXES = ['/api/blade-system/user', '/api/blade-user'];

let t: TestApp;
let delegate: string;
let delegateId: bigint;
let secondAdmin: bigint;

async function makeUser(account: string, roleId: bigint, deptId: string): Promise<bigint> {
  const id = nextId();
  await t.db.user.create({
    data: {
      id,
      tenantId: '000000',
      account,
      name: account,
      realName: account,
      deptId,
      password: await t.app.services.passwords.hash(md5Hex(account)),
    },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId } });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  // The delegated role: the user menu and every button below it, nothing else.
  const userMenu = await t.db.menu.findFirstOrThrow({ where: { code: 'user' } });
  const menus = await t.db.menu.findMany({ where: { OR: [{ id: userMenu.id }, { parentId: userMenu.id }] } });
  expect(menus.map((m) => m.code)).toEqual(
    expect.arrayContaining(['user_reset', 'user_unlock', 'user_role', 'user_platform', 'user_import', 'user_edit', 'user_delete']),
  );
  const role = await t.db.role.create({ data: { id: nextId(), tenantId: '000000', roleName: '用户管理员', roleAlias: 'user_manager' } });
  await t.db.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId: role.id, menuId: m.id })) });
  delegateId = await makeUser('delegate', role.id, DEPT.suzhou);
  secondAdmin = await makeUser('admin2', ROLE.administrator, DEPT.root);
  delegate = await accessToken(t, 'delegate');
});

const snapshot = async (id: bigint) => {
  const user = await t.db.user.findFirstOrThrow({
    where: { id },
    select: { password: true, status: true, name: true, realName: true, account: true, deptId: true, isDeleted: true },
  });
  const roles = (await t.db.userRole.findMany({ where: { userId: id } })).map((l) => String(l.roleId)).sort();
  const platform = await t.db.userPlatform.count({ where: { userId: id } });
  return { ...user, roles, platform };
};

async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('用户数据');
  ws.addRow(['租户编号', '账号', '昵称', '姓名', '所属角色', '所属部门']);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every write path of the user module, aimed at one account. */
function attacks(prefix: string, target: bigint, account: string) {
  const id = String(target);
  const post = (action: string) => request(t.server).post(`${prefix}/${action}`).set('Blade-Auth', `bearer ${delegate}`);
  const pwned = md5Hex('pwned');
  return {
    submit: () =>
      post('submit').send({ id, account, name: 'pwned', realName: 'pwned', status: 0, roleId: String(ROLE.hr), deptId: DEPT.changzhou }),
    update: () =>
      post('update').send({ id, account: 'renamed', name: 'pwned', status: 0, roleId: String(ROLE.hr), deptId: DEPT.changzhou }),
    resetPassword: () => post('reset-password').query({ userIds: id }),
    updateUserPassword: () => post('updateUserPassword').query({ userId: id, newPassword: pwned, newPassword1: pwned }),
    unlock: () => post('unlock').query({ userIds: id }),
    remove: () => post('remove').query({ ids: id }),
    grant: () => post('grant').query({ userIds: id, roleIds: String(ROLE.hr) }),
    updatePlatform: () => post('update-platform').send({ userId: id, userType: 1, userExt: '{"pwned":true}' }),
    importCovered: async () =>
      post('import-user')
        .query({ isCovered: '1' })
        .attach('file', await sheet([['000000', account, 'pwned', 'pwned', '人事', '苏州刀锋']]), 'users.xlsx'),
  };
}

describe('a delegated user manager against administrators', () => {
  for (const prefix of PREFIXES) {
    for (const [who, target, account] of [
      ['the platform administrator', PLATFORM_ADMIN, 'admin'],
      ['another administrator', 0n, 'admin2'],
    ] as const) {
      it(`is refused on every path under ${prefix} against ${who}`, async () => {
        const id = target || secondAdmin;
        const before = await snapshot(id);
        for (const [path, attack] of Object.entries(attacks(prefix, id, account))) {
          const res = await attack();
          expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(403);
          expect(res.body).toMatchObject({
            code: 403,
            success: false,
            msg: '只有同级或更高的管理员可以修改、重置、解锁、授权或删除管理员账号',
          });
        }
        expect(await snapshot(id)).toEqual(before);
        // The administrator still signs in with their own password, and not with the attacker's.
        expect((await signIn(t, account)).status).toBe(200);
        expect((await signIn(t, account, 'pwned')).status).toBe(400);
      });
    }
  }

  it('still manages ordinary accounts (the rule is about administrators, not the user menu)', async () => {
    const staff = await makeUser('staff1', ROLE.hr, DEPT.suzhou);
    const res = await request(t.server)
      .post('/api/blade-system/user/reset-password')
      .set('Blade-Auth', `bearer ${delegate}`)
      .query({ userIds: String(staff) });
    expect(res.body).toMatchObject({ code: 200, success: true });
    const grant = await request(t.server)
      .post('/api/blade-user/grant')
      .set('Blade-Auth', `bearer ${delegate}`)
      .query({ userIds: String(staff), roleIds: String(ROLE.boss) });
    expect(grant.body).toMatchObject({ code: 200, success: true });
  });
});

describe('a delegated user manager raising itself', () => {
  for (const prefix of PREFIXES) {
    it(`cannot change its own roles or dept under ${prefix}`, async () => {
      const before = await snapshot(delegateId);
      const post = (action: string) => request(t.server).post(`${prefix}/${action}`).set('Blade-Auth', `bearer ${delegate}`);
      const attempts = {
        grant: () => post('grant').query({ userIds: String(delegateId), roleIds: `${ROLE.hr},${ROLE.boss}` }),
        submitRoles: () =>
          post('submit').send({ id: String(delegateId), account: 'delegate', name: 'delegate', roleId: `${before.roles[0]},${ROLE.boss}` }),
        submitDept: () => post('submit').send({ id: String(delegateId), account: 'delegate', name: 'delegate', deptId: DEPT.root }),
        update: () => post('update').send({ id: String(delegateId), account: 'delegate', name: 'delegate', roleId: String(ROLE.boss) }),
        importCovered: async () =>
          post('import-user')
            .query({ isCovered: '1' })
            .attach('file', await sheet([['000000', 'delegate', 'delegate', 'delegate', '老板', '常州刀锋']]), 'users.xlsx'),
      };
      for (const [path, attempt] of Object.entries(attempts)) {
        const res = await attempt();
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body.msg).toBe('不能修改自己的角色或部门');
      }
      // update-info takes profile fields only: roles, dept and tenant sent along are ignored.
      const info = await post('update-info').send({
        name: 'delegate',
        roleId: String(ROLE.administrator),
        deptId: DEPT.root,
        tenantId: '100001',
      });
      expect(info.body).toMatchObject({ code: 200, success: true });
      expect(await snapshot(delegateId)).toEqual(before);
      const row = await t.db.user.findFirstOrThrow({ where: { id: delegateId } });
      expect(row.tenantId).toBe('000000');
    });
  }

  it('may save its own form unchanged (the console sends roles and dept along)', async () => {
    const before = await snapshot(delegateId);
    const res = await request(t.server)
      .post('/api/blade-system/user/submit')
      .set('Blade-Auth', `bearer ${delegate}`)
      .send({
        id: String(delegateId),
        account: 'delegate',
        name: 'delegate',
        realName: '代理',
        roleId: before.roles.join(','),
        deptId: DEPT.suzhou,
      });
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect((await snapshot(delegateId)).roles).toEqual(before.roles);
  });

  it('an administrator may still change any account, their own included', async () => {
    const admin = await accessToken(t, 'admin');
    const res = await request(t.server)
      .post('/api/blade-system/user/grant')
      .set('Blade-Auth', `bearer ${admin}`)
      .query({ userIds: String(secondAdmin), roleIds: `${ROLE.administrator},${ROLE.hr}` });
    expect(res.body).toMatchObject({ code: 200, success: true });
  });
});
