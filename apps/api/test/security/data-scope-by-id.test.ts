// Attack: a user whose data scope limits them to their own rows asks for other people's rows by id (detail), edits
// or removes them by id, and exports the lists. Each answer obeys the same scope as the list: the row reads as
// missing, the write changes nothing, the export holds only the rows the list shows. Their own record stays theirs.
import { textOf } from '@blade/contract';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { binaryBody } from '../support/binary-body.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

const ADMIN_ID = 1123598821738675201n;

let t: TestApp;
let reader: string;
let readerId: bigint;
const notice = { own: 0n, others: 0n };
const post = { own: 0n, others: 0n };

const get = (path: string, query: object = {}, token = reader) =>
  request(t.server).get(`/api${path}`).query(query).set('Blade-Auth', `bearer ${token}`);
const download = (path: string, query: object = {}) => get(path, query).buffer(true).parse(binaryBody);
const postTo = (path: string, query: object, body: object = {}) =>
  request(t.server).post(`/api${path}`).query(query).set('Blade-Auth', `bearer ${reader}`).send(body);

async function sheetRows(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as never);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => textOf(v))));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  const wanted = ['notice', 'post', 'user', 'translation', 'translate_entry'];
  const parents = await t.db.menu.findMany({ where: { code: { in: wanted } } });
  const menus = await t.db.menu.findMany({
    where: { OR: [{ id: { in: parents.map((m) => m.id) } }, { parentId: { in: parents.map((m) => m.id) } }] },
  });
  const role = await t.db.role.create({ data: { id: nextId(), tenantId: '000000', roleName: '本人可见', roleAlias: 'own_rows' } });
  await t.db.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId: role.id, menuId: m.id })) });
  // Own rows only, on every resource this test reads: created by me (notices, posts, entries), my own user row.
  const own = [
    ['notice', 'create_user'],
    ['post', 'create_user'],
    ['translateentry', 'create_user'],
    ['user', 'id'],
  ] as const;
  for (const [resourceCode, scopeColumn] of own) {
    const menuId = parents.find((m) => m.code === (resourceCode === 'translateentry' ? 'translate_entry' : resourceCode))!.id;
    const scope = await t.db.dataScope.create({
      data: { id: nextId(), menuId, resourceCode, scopeName: `${resourceCode}本人`, scopeColumn, scopeType: 2 },
    });
    await t.db.roleScope.create({ data: { id: nextId(), roleId: role.id, scopeId: scope.id, scopeCategory: 1 } });
  }
  readerId = nextId();
  await t.db.user.create({
    data: {
      id: readerId,
      tenantId: '000000',
      account: 'reader',
      name: 'reader',
      realName: '只读本人',
      password: await t.app.services.passwords.hash(md5Hex('reader')),
    },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: readerId, roleId: role.id } });

  const rows = { tenantId: '000000' };
  notice.own = nextId();
  notice.others = nextId();
  await t.db.notice.createMany({
    data: [
      { ...rows, id: notice.own, title: '我的通知', category: 1, createUser: readerId },
      { ...rows, id: notice.others, title: '别人的通知', category: 1, createUser: ADMIN_ID },
    ],
  });
  post.own = nextId();
  post.others = nextId();
  await t.db.post.createMany({
    data: [
      { ...rows, id: post.own, postCode: 'mine', postName: '我的岗位', category: 1, sort: 90, createUser: readerId },
      { ...rows, id: post.others, postCode: 'theirs', postName: '别人的岗位', category: 1, sort: 91, createUser: ADMIN_ID },
    ],
  });
  await t.db.translateEntry.createMany({
    data: [
      { ...rows, id: nextId(), chinese: '我的词条', english: 'my entry', createUser: readerId },
      { ...rows, id: nextId(), chinese: '别人的词条', english: 'their entry', createUser: ADMIN_ID },
    ],
  });
  reader = await accessToken(t, 'reader');
});

describe('a user limited to own rows, reading by id', () => {
  it("reads their own notice and post, and another person's as missing (as the list leaves it out)", async () => {
    expect((await get('/blade-desk/notice/detail', { id: String(notice.own) })).body.data).toMatchObject({ title: '我的通知' });
    const foreign = await get('/blade-desk/notice/detail', { id: String(notice.others) });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data ?? {}).toEqual({});
    expect((await get('/blade-system/post/detail', { id: String(post.others) })).body.data ?? {}).toEqual({});
    expect((await get('/blade-desk/notice/list')).body.data.records.map((r: { title: string }) => r.title)).toEqual(['我的通知']);
  });

  it('reads no other user record by id, and still reads their own (user info)', async () => {
    expect((await get('/blade-system/user/detail', { id: String(ADMIN_ID) })).body.data ?? {}).toEqual({});
    expect((await get('/blade-system/user/detail', { id: String(readerId) })).body.data).toMatchObject({ account: 'reader' });
    expect((await get('/blade-system/user/info')).body.data).toMatchObject({ account: 'reader' });
  });

  it("cannot change or remove another person's post by id; their own still can be", async () => {
    const edit = await postTo(
      '/blade-system/post/submit',
      {},
      { id: String(post.others), postCode: 'theirs', postName: '改了', category: 1, sort: 91 },
    );
    expect(edit.status).toBe(400);
    expect((await postTo('/blade-system/post/remove', { ids: String(post.others) })).body.success).toBe(false);
    expect(await t.db.post.findUniqueOrThrow({ where: { id: post.others } })).toMatchObject({ postName: '别人的岗位', isDeleted: 0 });
    expect(
      (await postTo('/blade-system/post/submit', {}, { id: String(post.own), postCode: 'mine', postName: '我改了', category: 1, sort: 90 }))
        .body.success,
    ).toBe(true);
  });
});

describe('a user limited to own rows, exporting', () => {
  it('exports only their own posts through the generic export', async () => {
    const res = await download('/blade-export/xlsx', { entity: 'post', columns: JSON.stringify([['postCode', '编号']]) });
    expect(res.status).toBe(200);
    const codes = (await sheetRows(res.body)).slice(1).map((r) => r[0]);
    expect(codes).toEqual(['mine']);
  });

  it('exports only their own user record', async () => {
    const res = await download('/blade-user/export-user');
    expect(res.status).toBe(200);
    const cells = (await sheetRows(res.body)).slice(1).flat();
    expect(cells).toContain('reader');
    expect(cells).not.toContain('admin');
  });

  it('exports only their own term entries', async () => {
    const res = await download('/translate/export', { format: 'csv' });
    expect(res.status).toBe(200);
    const text = res.body.toString('utf8');
    expect(text).toContain('我的词条');
    expect(text).not.toContain('别人的词条');
  });
});
