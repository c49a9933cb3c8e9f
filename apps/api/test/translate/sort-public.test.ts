// The public /sort page: visitors browse the classification tree and its entries with paging; a picked class
// includes the classes below it (so does the backstage entry grid); each tenant's terms stay its own.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';

let t: TestApp;
let admin: string;
let other: string;
const auth = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });
const ids: Record<string, string> = {};

async function classification(token: string, name: string, parentId = '0'): Promise<string> {
  expect(
    (await request(t.server).post('/api/translate/classification/submit').set(auth(token)).send({ name, parentId })).body.success,
  ).toBe(true);
  const tree = (await request(t.server).get('/api/translate/classification/tree').set(auth(token))).body.data;
  const find = (nodes: { id: string; title: string; children?: unknown[] }[]): string | undefined =>
    nodes.map((n) => (n.title === name ? n.id : find((n.children ?? []) as never))).find(Boolean);
  return find(tree)!;
}
async function entry(token: string, chinese: string, english: string, classificationId: string) {
  expect(
    (
      await request(t.server)
        .post('/api/translate/submit')
        .set(auth(token))
        .send({ chinese, english, classificationId, remark: '内部备注' })
    ).body.success,
  ).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  other = await createOtherTenantAdmin(t);
  ids.computer = await classification(admin, '计算机');
  ids.software = await classification(admin, '软件', ids.computer);
  ids.medicine = await classification(admin, '医学');
  await entry(admin, '编译器', 'compiler', ids.computer);
  for (const [zh, en] of [
    ['数据库', 'database'],
    ['操作系统', 'operating system'],
    ['中间件', 'middleware'],
  ])
    await entry(admin, zh!, en!, ids.software);
  await entry(admin, '心脏病', 'heart disease', ids.medicine);
  ids.secret = await classification(other, '机密分类');
  await entry(other, '秘密词条', 'secret term', ids.secret);
});

const visitor = (path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  request(t.server).get(`/api/translate/sort/${path}`).query(query).set(headers);

describe('the public /sort reads', () => {
  it('answer visitors the classification tree without a token', async () => {
    const res = await visitor('tree');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ title: '计算机', children: [expect.objectContaining({ title: '软件' })] }),
      expect.objectContaining({ title: '医学' }),
    ]);
  });

  it('page the entries of a class and of the classes below it, showing only what the page needs', async () => {
    const first = await visitor('entries', { classificationId: ids.computer!, current: '1', size: '3' });
    expect(first.body.data).toMatchObject({ total: 4, size: 3, current: 1, pages: 2 });
    const second = await visitor('entries', { classificationId: ids.computer!, current: '2', size: '3' });
    const all = [...first.body.data.records, ...second.body.data.records];
    expect(all.map((r: { chinese: string }) => r.chinese).sort()).toEqual(['中间件', '操作系统', '数据库', '编译器'].sort());
    expect(Object.keys(all[0]).sort()).toEqual(['chinese', 'classificationName', 'english', 'id']);
    expect(all.find((r: { chinese: string }) => r.chinese === '数据库')).toMatchObject({ classificationName: '软件' });
    const leaf = await visitor('entries', { classificationId: ids.software! });
    expect(leaf.body.data.total).toBe(3);
    expect((await visitor('entries')).body.data.total).toBe(5);
  });

  it("keep each tenant's terms its own: the Tenant-Id header picks a tenant, another tenant's class lists nothing", async () => {
    expect((await visitor('entries', { classificationId: ids.secret! })).body.data.total).toBe(0);
    const theirs = await visitor('entries', {}, { 'Tenant-Id': OTHER_TENANT });
    expect(theirs.body.data.records.map((r: { chinese: string }) => r.chinese)).toEqual(['秘密词条']);
    expect((await visitor('tree', {}, { 'Tenant-Id': OTHER_TENANT })).body.data.map((n: { title: string }) => n.title)).toEqual([
      '机密分类',
    ]);
  });

  it('refuse a malformed class id or page with a 400', async () => {
    expect((await visitor('entries', { classificationId: 'abc' })).status).toBe(400);
    expect((await visitor('entries', { current: '0' })).status).toBe(400);
  });
});

describe('the backstage entry grid', () => {
  it('includes the entries of the classes below a picked class', async () => {
    const page = await request(t.server).get('/api/translate/page').set(auth(admin)).query({ classificationId: ids.computer, size: 20 });
    expect(page.body.data.total).toBe(4);
    expect(
      (await request(t.server).get('/api/translate/page').set(auth(admin)).query({ classificationId: ids.medicine })).body.data.total,
    ).toBe(1);
    expect((await request(t.server).get('/api/translate/page').set(auth(admin)).query({ classificationId: 'x1' })).status).toBe(400);
  });
});
