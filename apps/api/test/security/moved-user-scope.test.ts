// Attack: a user moved to another department keeps the old department's data scope on the token they hold, until it
// expires. A department change ends the user's sessions, as a role change does (revokeUserSessions): the old token
// is refused at once, by the user form and by an import that covers the account, and a new sign-in carries the new
// department.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn } from '../test-app.ts';

const USER_ROLE = 1123598816738675202n;
const CHANGZHOU = '1123598813738675202';
const SUZHOU = '1123598813738675203';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t);
});

async function staff(account: string): Promise<bigint> {
  const id = nextId();
  await t.db.user.create({
    data: {
      id,
      tenantId: '000000',
      account,
      name: account,
      realName: account,
      deptId: CHANGZHOU,
      password: await t.app.services.passwords.hash(md5Hex(`${account}-pw`)),
    },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: USER_ROLE } });
  return id;
}
const userInfo = (token: string) => request(t.server).get('/api/blade-auth/oauth/user-info').set('Blade-Auth', `bearer ${token}`);

describe('a user moved to another department', () => {
  it('loses the token that carried the old department (user form)', async () => {
    const id = await staff('mover-form');
    const old = (await signIn(t, 'mover-form', 'mover-form-pw')).body.access_token as string;
    expect((await userInfo(old)).status).toBe(200);

    // A save that leaves the department as it is ends nothing.
    const same = await request(t.server)
      .post('/api/blade-system/user/update')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ id: String(id), account: 'mover-form', name: 'renamed', deptId: CHANGZHOU });
    expect(same.body.success).toBe(true);
    expect((await userInfo(old)).status).toBe(200);

    const moved = await request(t.server)
      .post('/api/blade-system/user/update')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ id: String(id), account: 'mover-form', name: 'renamed', deptId: SUZHOU });
    expect(moved.body.success).toBe(true);
    expect((await userInfo(old)).status).toBe(401);
    const fresh = await signIn(t, 'mover-form', 'mover-form-pw');
    expect(fresh.body.dept_id).toBe(SUZHOU);
  });

  it('loses the token that carried the old department (import over the account)', async () => {
    await staff('mover-import');
    const old = (await signIn(t, 'mover-import', 'mover-import-pw')).body.access_token as string;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('users');
    sheet.addRow(['账号', '昵称', '所属部门']);
    sheet.addRow(['mover-import', 'mover-import', '苏州刀锋']);
    const res = await request(t.server)
      .post('/api/blade-system/user/import-user')
      .set('Blade-Auth', `bearer ${admin}`)
      .query({ isCovered: '1' })
      .attach('file', Buffer.from(await book.xlsx.writeBuffer()), 'users.xlsx');
    expect(res.body.data).toMatchObject({ updated: 1, failed: [] });
    expect((await userInfo(old)).status).toBe(401);
    expect((await signIn(t, 'mover-import', 'mover-import-pw')).body.dept_id).toBe(SUZHOU);
  });
});
