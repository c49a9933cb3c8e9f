// System and business dictionaries: the dropdown source (`dictionary`), the management trees and the submit and
// remove rules; business dictionaries stay inside their tenant.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
let hr: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  hr = await accessToken(t, 'hr');
  other = await createOtherTenantAdmin(t);
});

const get = (path: string, query: Record<string, unknown> = {}, token = admin) =>
  request(t.server).get(`/api/blade-system/${path}`).query(query).set('Blade-Auth', `bearer ${token}`);
const post = (path: string, body: object | undefined, query: Record<string, unknown> = {}, token = admin) =>
  request(t.server)
    .post(`/api/blade-system/${path}`)
    .query(query)
    .set('Blade-Auth', `bearer ${token}`)
    .send(body ?? {});

/** Submits a row and answers its id (read back through the management list). */
async function submit(base: 'dict' | 'dict-biz', body: Record<string, unknown>, token = admin): Promise<string> {
  const res = await post(`${base}/submit`, body, {}, token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
  const model = base === 'dict' ? t.db.dict : t.db.dictBiz;
  const row = await (model as typeof t.db.dict).findFirst({ where: { dictValue: body.dictValue as string }, orderBy: { id: 'desc' } });
  return String(row!.id);
}

/** A code with entries b (sort 2), a (sort 1) and a sealed c. */
async function colours(code: string) {
  const top = await submit('dict', { code, dictValue: `${code}-top`, sort: 1 });
  const b = await submit('dict', { parentId: top, dictKey: 'b', dictValue: `${code}-b`, sort: 2 });
  const a = await submit('dict', { parentId: top, dictKey: 'a', dictValue: `${code}-a`, sort: 1 });
  const c = await submit('dict', { parentId: top, dictKey: 'c', dictValue: `${code}-c`, sort: 3, isSealed: 1 });
  return { top, a, b, c };
}

describe('dictionary', () => {
  it('answers the live entries of a code, flat and by sort, to any signed-in user, without sealed ones', async () => {
    const { top, a, b } = await colours('colour');
    const res = await get('dict/dictionary', { code: 'colour' }, hr);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual([
      { id: a, parentId: top, code: 'colour', dictKey: 'a', dictValue: 'colour-a', sort: 1, remark: null },
      { id: b, parentId: top, code: 'colour', dictKey: 'b', dictValue: 'colour-b', sort: 2, remark: null },
    ]);
    const tree = await get('dict/dictionary-tree', { code: 'colour' }, hr);
    expect(tree.body.data.map((n: { dictKey: string; parentName: string }) => [n.dictKey, n.parentName])).toEqual([
      ['a', 'colour-top'],
      ['b', 'colour-top'],
    ]);
    // The seeded sex dictionary, as every console reads it.
    expect((await get('dict/dictionary', { code: 'sex' }, hr)).body.data.map((d: { dictValue: string }) => d.dictValue)).toEqual([
      '男',
      '女',
      '未知',
    ]);
  });

  it('shows sealed entries in the management lists only', async () => {
    const { top, c } = await colours('sealed');
    const children = await get('dict/child-list', { parentId: top });
    expect(children.body.data.map((n: { id: string }) => n.id)).toContain(c);
    expect((await get('dict/dictionary', { code: 'sealed' })).body.data.map((n: { id: string }) => n.id)).not.toContain(c);
  });

  it('needs the code, and the menu for the management lists', async () => {
    const missing = await get('dict/dictionary', {}, hr);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('code');
    expect((await get('dict/parent-list', {}, hr)).status).toBe(403);
    expect((await request(t.server).get('/api/blade-system/dict/dictionary').query({ code: 'sex' })).status).toBe(401);
  });
});

describe('management lists', () => {
  it('child-list: the tree of the rows sharing the parent code, without the parent', async () => {
    const { top, a, b, c } = await colours('nested');
    const grandchild = await submit('dict', { parentId: a, dictKey: 'a1', dictValue: 'nested-a1', sort: 1 });
    const res = await get('dict/child-list', { parentId: top });
    expect(res.body.data.map((n: { id: string }) => n.id)).toEqual([a, b, c]);
    const first = res.body.data[0];
    expect(first).toMatchObject({ parentName: 'nested-top', hasChildren: true });
    expect(first.children).toEqual([
      expect.objectContaining({ id: grandchild, code: 'nested', parentName: 'nested-a', hasChildren: false }),
    ]);
    // The map filters narrow it.
    expect((await get('dict/child-list', { parentId: top, dictValue: 'nested-b' })).body.data.map((n: { id: string }) => n.id)).toEqual([
      b,
    ]);
    expect((await get('dict/child-list', { parentId: -1 })).body.data).toEqual([]);
    expect((await get('dict/child-list')).body.data).toEqual([]);
    expect((await get('dict/child-list', { parentId: '42' })).body.data).toEqual([]);
  });

  it('parent-list pages the top-level rows by sort; list, tree and parent-tree answer trees', async () => {
    const { top, a } = await colours('shapes');
    const parents = await get('dict/parent-list', { code: 'shapes', size: 5 });
    expect(parents.body.data).toMatchObject({ total: 1, current: 1, size: 5 });
    expect(parents.body.data.records[0]).toMatchObject({ id: top, parentId: '0', dictKey: '-1', parentName: '' });
    const all = await get('dict/parent-list', { size: 200 });
    const sorts = all.body.data.records.map((r: { sort: number; parentId: string }) => {
      expect(r.parentId).toBe('0');
      return r.sort;
    });
    expect(sorts).toEqual([...sorts].sort((x, y) => x - y));

    const list = await get('dict/list', { code: 'shapes' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: top, parentName: '', hasChildren: true });
    expect(list.body.data[0].children.map((n: { id: string }) => n.id)).toContain(a);

    const tree = (await get('dict/tree')).body.data as Array<{
      id: string;
      title: string;
      key: string;
      value: string;
      children?: Array<{ id: string }>;
    }>;
    const node = tree.find((n) => n.id === top)!;
    expect(node).toMatchObject({ parentId: '0', title: 'shapes-top', key: top, value: top });
    expect(node.children!.map((n) => n.id)).toContain(a);
    const parentTree = (await get('dict/parent-tree')).body.data as Array<{ id: string; children?: unknown }>;
    expect(parentTree.find((n) => n.id === top)).toBeDefined();
    expect(parentTree.every((n) => n.children === undefined)).toBe(true);
  });

  it('detail answers the DictVO', async () => {
    const { a } = await colours('detail');
    expect((await get('dict/detail', { id: a })).body.data).toMatchObject({
      id: a,
      code: 'detail',
      dictKey: 'a',
      parentName: 'detail-top',
      isSealed: 0,
    });
  });
});

describe('submit', () => {
  it('gives a top-level row dictKey -1 and a child its parent code', async () => {
    const top = await submit('dict', { code: 'fruit', dictKey: 'ignored', dictValue: 'fruit-top', sort: 1, parentId: '' });
    expect(await t.db.dict.findFirst({ where: { id: BigInt(top) } })).toMatchObject({ parentId: 0n, dictKey: '-1', code: 'fruit' });
    const apple = await submit('dict', { parentId: top, code: 'not-fruit', dictKey: 1, dictValue: 'fruit-apple', sort: 1 });
    expect(await t.db.dict.findFirst({ where: { id: BigInt(apple) } })).toMatchObject({ code: 'fruit', dictKey: '1' });
  });

  it('refuses a second code + dictKey, clearly, in both languages', async () => {
    const top = await submit('dict', { code: 'unique', dictValue: 'unique-top', sort: 1 });
    await submit('dict', { parentId: top, dictKey: 'k', dictValue: 'unique-k', sort: 1 });
    const again = await post('dict/submit', { parentId: top, dictKey: 'k', dictValue: 'unique-k2', sort: 2 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('字典 [unique] 中已存在键值 [k]!');
    const code = await post('dict/submit', { code: 'unique', dictValue: 'unique-top2', sort: 2 });
    expect(code.status).toBe(400);
    expect(code.body.msg).toBe('字典编号 [unique] 已存在!');
    const english = await post('dict/submit', { code: 'unique', dictValue: 'x', sort: 1 }).set('Accept-Language', 'en');
    expect(english.body.msg).toBe('Dictionary code [unique] already exists!');
    // Updating a row with its own key is no clash.
    const k = (await t.db.dict.findFirstOrThrow({ where: { dictValue: 'unique-k' } })).id;
    expect((await post('dict/submit', { id: String(k), parentId: top, dictKey: 'k', dictValue: 'unique-k', sort: 5 })).body.success).toBe(
      true,
    );
  });

  it('requires a code on top-level rows, a key on children, a sort, and a 0/1 seal', async () => {
    const top = await submit('dict', { code: 'rules', dictValue: 'rules-top', sort: 1 });
    expect((await post('dict/submit', { dictValue: 'no code', sort: 1 })).body.msg).toBe('请输入字典编号');
    expect((await post('dict/submit', { parentId: top, dictValue: 'no key', sort: 1 })).body.msg).toBe('请输入字典键值');
    const noSort = await post('dict/submit', { code: 'nosort', dictValue: 'x' });
    expect([noSort.status, noSort.body.msg]).toEqual([400, expect.stringContaining('sort')]);
    expect((await post('dict/submit', { code: 'seal', dictValue: 'x', sort: 1, isSealed: 3 })).body.msg).toContain('isSealed');
    expect((await post('dict/submit', { parentId: '42', dictKey: 'x', dictValue: 'x', sort: 1 })).body.msg).toBe(
      '上级字典不存在或已被删除',
    );
  });

  it('renames the children with their top-level code', async () => {
    const { top, a, b, c } = await colours('old_code');
    const renamed = await post('dict/submit', { id: top, code: 'new_code', dictValue: 'renamed-top', sort: 1 });
    expect(renamed.body.success).toBe(true);
    const rows = await t.db.dict.findMany({ where: { id: { in: [top, a, b, c].map(BigInt) } } });
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['new_code']));
    expect((await get('dict/dictionary', { code: 'new_code' })).body.data).toHaveLength(2);
    expect((await get('dict/dictionary', { code: 'old_code' })).body.data).toEqual([]);
  });

  it('refuses a row as its own parent or below its own descendant', async () => {
    const { top, a } = await colours('cycle');
    const grandchild = await submit('dict', { parentId: a, dictKey: 'a1', dictValue: 'cycle-a1', sort: 1 });
    expect((await post('dict/submit', { id: a, parentId: a, dictKey: 'a', dictValue: 'cycle-a', sort: 1 })).body.msg).toBe(
      '父节点不可选择自身!',
    );
    const under = await post('dict/submit', { id: a, parentId: grandchild, dictKey: 'a', dictValue: 'cycle-a', sort: 1 });
    expect([under.status, under.body.msg]).toEqual([400, '父节点不可选择自身的下级节点!']);
    expect((await t.db.dict.findFirstOrThrow({ where: { id: BigInt(a) } })).parentId).toBe(BigInt(top));
  });
});

describe('remove', () => {
  it('refuses a row with children, then removes leaves and the emptied parent', async () => {
    const { top, a, b, c } = await colours('doomed');
    const refused = await post('dict/remove', undefined, { ids: top });
    expect([refused.status, refused.body.msg]).toEqual([400, '请先删除子节点!']);
    expect((await post('dict/remove', undefined, { ids: [a, b, c].join(',') })).body.success).toBe(true);
    expect((await post('dict/remove', undefined, { ids: top })).body.success).toBe(true);
    expect(await t.db.dict.count({ where: { code: 'doomed' } })).toBe(0);
    expect(await t.db.dict.count({ where: { code: 'doomed', isDeleted: 1 } })).toBe(4);
  });
});

describe('dict-biz', () => {
  it('keeps each tenant to its own rows, codes and keys', async () => {
    const top = await submit('dict-biz', { code: 'biz_level', dictValue: '客户等级', sort: 1 });
    await submit('dict-biz', { parentId: top, dictKey: '1', dictValue: '普通客户', sort: 1 });

    expect((await get('dict-biz/dictionary', { code: 'biz_level' }, other)).body.data).toEqual([]);
    expect((await get('dict-biz/parent-list', { code: 'biz_level' }, other)).body.data.total).toBe(0);
    expect((await get('dict-biz/list', {}, other)).body.data).toEqual([]);
    expect((await get('dict-biz/child-list', { parentId: top }, other)).body.data).toEqual([]);
    expect((await get('dict-biz/detail', { id: top }, other)).body.data).toEqual({});
    // A child cannot hang below another tenant's row.
    expect((await post('dict-biz/submit', { parentId: top, dictKey: '9', dictValue: '越权', sort: 1 }, {}, other)).body.msg).toBe(
      '上级字典不存在或已被删除',
    );

    // The same code is free in another tenant, and stays there.
    const otherTop = await submit('dict-biz', { code: 'biz_level', dictValue: '他人等级', sort: 1 }, other);
    await submit('dict-biz', { parentId: otherTop, dictKey: '1', dictValue: '他人客户', sort: 1 }, other);
    expect((await t.db.dictBiz.findFirstOrThrow({ where: { id: BigInt(otherTop) } })).tenantId).toBe('100001');
    expect(
      (await get('dict-biz/dictionary', { code: 'biz_level' }, other)).body.data.map((d: { dictValue: string }) => d.dictValue),
    ).toEqual(['他人客户']);
    // Tenant 000000's administrator manages every tenant, but its dropdowns are its own tenant's.
    expect((await get('dict-biz/dictionary', { code: 'biz_level' })).body.data.map((d: { dictValue: string }) => d.dictValue)).toEqual([
      '普通客户',
    ]);
    expect((await get('dict-biz/parent-list', { code: 'biz_level' })).body.data.total).toBe(2);
    // child-list stays within the parent's tenant.
    expect((await get('dict-biz/child-list', { parentId: top })).body.data.map((d: { dictValue: string }) => d.dictValue)).toEqual([
      '普通客户',
    ]);
  });
});
