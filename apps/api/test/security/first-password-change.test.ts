// Attack: a password someone else chose (a new tenant's `admin` starts with a random one its creator was told; an
// administrator's reset) is known to more people than its holder. Whoever signs in with it may do nothing but
// change it: every other call is refused with the marker the console keys on, until the holder picks their own.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn, signInWith } from '../test-app.ts';

let t: TestApp;
let platformAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  platformAdmin = await accessToken(t, 'admin');
});

const as = (token: string) => ({
  get: (path: string) => request(t.server).get(`/api${path}`).set('Blade-Auth', `bearer ${token}`),
  post: (path: string) => request(t.server).post(`/api${path}`).set('Blade-Auth', `bearer ${token}`),
});
const changePassword = (token: string, from: string, to: string) =>
  as(token)
    .post('/blade-system/user/update-password')
    .query({ oldPassword: md5Hex(from), newPassword: md5Hex(to), newPassword1: md5Hex(to) });

/** Calls a user must not make before the change: reads, writes, the menu, a button route, a bare route. */
async function expectEverythingElseRefused(token: string) {
  const calls: Array<[string, request.Test]> = [
    ['user page', as(token).get('/blade-system/user/page')],
    ['menu routes', as(token).get('/blade-system/menu/routes')],
    ['post select', as(token).get('/blade-system/post/select')],
    ['post submit', as(token).post('/blade-system/post/submit').send({ category: 1, postCode: 'sneak', postName: 'sneak', sort: 1 })],
    ['own user info', as(token).get('/blade-system/user/info')],
    ['clear-cache (bare answer)', as(token).get('/blade-auth/oauth/clear-cache')],
    // Another spelling Express would also route to an open handler stays refused.
    ['USER-INFO', as(token).get('/blade-auth/oauth/USER-INFO')],
  ];
  for (const [name, call] of calls) {
    const res = await call;
    expect(res.status, name).toBe(403);
    expect(res.headers['blade-password-change']).toBe('required');
  }
  const res = await as(token).get('/blade-system/user/page');
  expect(res.body).toEqual({ code: 403, success: false, data: null, msg: '请先修改初始密码' });
  const en = await as(token).get('/blade-system/user/page').set('Accept-Language', 'en');
  expect(en.body.msg).toBe('Please change your initial password first');
  expect(await t.db.post.count({ where: { postCode: 'sneak' } })).toBe(0);
}

describe("a new tenant's admin with the initial password", () => {
  it('is told to change it, can do nothing else, and after the change works normally', async () => {
    const created = await request(t.server)
      .post('/api/blade-system/tenant/submit')
      .set('Blade-Auth', `bearer ${platformAdmin}`)
      .send({ tenantName: '新租户', linkman: '联系人' });
    expect(created.body.success).toBe(true);
    const first = created.body.data.passwords[0].password as string;
    const { tenantId } = await t.db.tenant.findFirstOrThrow({ where: { tenantName: '新租户' } });

    const signedIn = await signInWith(t, { grant_type: 'password', username: 'admin', password: md5Hex(first) }, { 'Tenant-Id': tenantId });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ tenant_id: tenantId, account: 'admin', token_type: 'bearer', passwordChangeRequired: true });
    const token = signedIn.body.access_token as string;
    await expectEverythingElseRefused(token);

    // What the change-password screen needs stays open.
    expect((await as(token).get('/blade-auth/oauth/user-info')).body.data.account).toBe('admin');
    // Keeping the known password is not a change.
    const same = await changePassword(token, first, first);
    expect(same.status).toBe(400);
    expect((await as(token).get('/blade-system/user/page')).status).toBe(403);

    expect((await changePassword(token, first, 'my-own-secret')).body.success).toBe(true);
    // A password change ends the user's sessions: the admin signs in again with their own password, unflagged.
    expect((await as(token).get('/blade-system/user/page')).status).toBe(401);
    const again = await signInWith(
      t,
      { grant_type: 'password', username: 'admin', password: md5Hex('my-own-secret') },
      { 'Tenant-Id': tenantId },
    );
    expect(again.body.passwordChangeRequired).toBe(false);
    const page = await as(again.body.access_token).get('/blade-system/user/page');
    expect(page.status).toBe(200);
    expect(page.body.data.records.map((u: { account: string }) => u.account)).toEqual(['admin']);
  });
});

describe('a user whose password an administrator set', () => {
  it('must change it after reset-password, updateUserPassword, or creation by someone else', async () => {
    const created = await as(platformAdmin)
      .post('/blade-system/user/submit')
      .send({ account: 'newbie', name: 'newbie', password: 'given-by-admin', roleId: '1123598816738675203' });
    expect(created.body.success).toBe(true);
    const first = await signIn(t, 'newbie', 'given-by-admin');
    expect(first.body.passwordChangeRequired).toBe(true);
    await expectEverythingElseRefused(first.body.access_token);
    expect((await changePassword(first.body.access_token, 'given-by-admin', 'newbie-own')).body.success).toBe(true);
    const own = await signIn(t, 'newbie', 'newbie-own');
    expect(own.body.passwordChangeRequired).toBe(false);
    expect((await as(own.body.access_token).get('/blade-system/menu/routes')).status).toBe(200);

    const { id } = await t.db.user.findFirstOrThrow({ where: { account: 'newbie' } });
    const answer = await as(platformAdmin)
      .post('/blade-system/user/reset-password')
      .query({ userIds: String(id) });
    expect(answer.body.success).toBe(true);
    const given = answer.body.data.passwords[0].password as string;
    const reset = await signIn(t, 'newbie', given);
    expect(reset.body.passwordChangeRequired).toBe(true);
    await expectEverythingElseRefused(reset.body.access_token);
    // The token from before the reset is refused: the reset ended every session of the user.
    expect((await as(own.body.access_token).get('/blade-system/menu/routes')).status).toBe(401);
    expect((await changePassword(reset.body.access_token, given, 'newbie-own-2')).body.success).toBe(true);
    expect((await as((await signIn(t, 'newbie', 'newbie-own-2')).body.access_token).get('/blade-system/menu/routes')).status).toBe(200);

    const set = await as(platformAdmin)
      .post('/blade-system/user/updateUserPassword')
      .query({ userId: String(id), newPassword: md5Hex('admin-chose'), newPassword1: md5Hex('admin-chose') });
    expect(set.body.success).toBe(true);
    const chosen = await signIn(t, 'newbie', 'admin-chose');
    expect(chosen.body.passwordChangeRequired).toBe(true);
    await expectEverythingElseRefused(chosen.body.access_token);
  });

  it('must change it after an import gave the account its first password', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('users');
    sheet.addRow(['账号', '昵称', '所属角色']);
    sheet.addRow(['imported-1', '导入', '人事']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await as(platformAdmin).post('/blade-system/user/import-user').query({ isCovered: '0' }).attach('file', file, 'users.xlsx');
    expect(res.body.data).toMatchObject({ inserted: 1, failed: [] });
    const first = await signIn(t, 'imported-1', res.body.data.passwords[0].password);
    expect(first.body.passwordChangeRequired).toBe(true);
    await expectEverythingElseRefused(first.body.access_token);
  });

  it('leaves the seeded accounts and an administrator setting their own password unflagged', async () => {
    for (const account of ['admin', 'hr', 'manager', 'boss']) expect((await signIn(t, account)).body.passwordChangeRequired).toBe(false);
    const own = await accessToken(t, 'boss');
    const { id } = await t.db.user.findFirstOrThrow({ where: { account: 'admin', tenantId: '000000' } });
    const set = await as(platformAdmin)
      .post('/blade-system/user/updateUserPassword')
      .query({ userId: String(id), newPassword: md5Hex('admin-new'), newPassword1: md5Hex('admin-new') });
    expect(set.body.success).toBe(true);
    expect((await signIn(t, 'admin', 'admin-new')).body.passwordChangeRequired).toBe(false);
    expect((await as(own).get('/blade-auth/oauth/user-info')).status).toBe(200);
  });
});
