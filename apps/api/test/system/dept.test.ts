// Departments: ancestors on insert and on move (the whole subtree follows), no cycles, removal guarded by children
// and users, and the tree, lazy and select views.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

const ROOT = '1123598813738675201'; // seeded 刀锋科技
const CHANGZHOU = '1123598813738675202'; // seeded 常州刀锋: hr, manager and boss belong to it

let t: TestApp;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  other = await createOtherTenantAdmin(t);
});

const get = (path: string, query: Record<string, unknown> = {}, token = admin) =>
  request(t.server).get(`/api/blade-system/dept/${path}`).query(query).set('Blade-Auth', `bearer ${token}`);
const post = (path: string, body: object | undefined, query: Record<string, unknown> = {}, token = admin) =>
  request(t.server)
    .post(`/api/blade-system/dept/${path}`)
    .query(query)
    .set('Blade-Auth', `bearer ${token}`)
    .send(body ?? {});

async function submit(body: Record<string, unknown>, token = admin): Promise<string> {
  const res = await post('submit', { deptCategory: 2, sort: 1, ...body }, {}, token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
  const row = await t.db.dept.findFirstOrThrow({ where: { deptName: body.deptName as string }, orderBy: { id: 'desc' } });
  return String(row.id);
}

const ancestorsOf = async (id: string) => (await t.db.dept.findFirstOrThrow({ where: { id: BigInt(id) } })).ancestors;

describe('submit', () => {
  it('computes ancestors from the parent, "0" for a root', async () => {
    const top = await submit({ deptName: '总部A' });
    const child = await submit({ deptName: '研发A', parentId: top });
    const grandchild = await submit({ deptName: '前端A', parentId: child });
    expect(await ancestorsOf(top)).toBe('0');
    expect(await ancestorsOf(child)).toBe(`0,${top}`);
    expect(await ancestorsOf(grandchild)).toBe(`0,${top},${child}`);
  });

  it('moves a dept with its whole subtree', async () => {
    const from = await submit({ deptName: '旧总部' });
    const to = await submit({ deptName: '新总部', parentId: ROOT });
    const moved = await submit({ deptName: '搬迁部', parentId: from });
    const below = await submit({ deptName: '搬迁组', parentId: moved });
    const deeper = await submit({ deptName: '搬迁小组', parentId: below });
    const res = await post('submit', { id: moved, parentId: to, deptName: '搬迁部', deptCategory: 2, sort: 1 });
    expect(res.body.success).toBe(true);
    expect(await ancestorsOf(moved)).toBe(`0,${ROOT},${to}`);
    expect(await ancestorsOf(below)).toBe(`0,${ROOT},${to},${moved}`);
    expect(await ancestorsOf(deeper)).toBe(`0,${ROOT},${to},${moved},${below}`);
    // Back to the top level.
    await post('submit', { id: moved, parentId: 0, deptName: '搬迁部', deptCategory: 2, sort: 1 });
    expect(await ancestorsOf(deeper)).toBe(`0,${moved},${below}`);
  });

  it('refuses a dept as its own parent or below its own descendant', async () => {
    const top = await submit({ deptName: '环A' });
    const child = await submit({ deptName: '环B', parentId: top });
    const grandchild = await submit({ deptName: '环C', parentId: child });
    const self = await post('submit', { id: top, parentId: top, deptName: '环A', deptCategory: 2, sort: 1 });
    expect([self.status, self.body.msg]).toEqual([400, '父节点不可选择自身!']);
    const cycle = await post('submit', { id: top, parentId: grandchild, deptName: '环A', deptCategory: 2, sort: 1 });
    expect([cycle.status, cycle.body.msg]).toEqual([400, '父节点不可选择自身的下级节点!']);
    const english = await post('submit', { id: top, parentId: grandchild, deptName: '环A', deptCategory: 2, sort: 1 }).set(
      'Accept-Language',
      'en',
    );
    expect(english.body.msg).toBe('A node cannot be moved under one of its own descendants!');
    expect(await ancestorsOf(top)).toBe('0');
    const unknown = await post('submit', { parentId: '42', deptName: '孤儿', deptCategory: 2, sort: 1 });
    expect([unknown.status, unknown.body.msg]).toEqual([400, '上级部门不存在或已被删除']);
  });

  it("puts a child in its parent's tenant", async () => {
    const otherTop = await submit({ deptName: '他人总部' }, other);
    expect((await t.db.dept.findFirstOrThrow({ where: { id: BigInt(otherTop) } })).tenantId).toBe(OTHER_TENANT);
    // Tenant 000000's administrator adds below another tenant's dept: the child belongs there too.
    const child = await submit({ deptName: '代建部门', parentId: otherTop });
    expect((await t.db.dept.findFirstOrThrow({ where: { id: BigInt(child) } })).tenantId).toBe(OTHER_TENANT);
    // The other tenant cannot hang anything below ours.
    expect((await post('submit', { parentId: ROOT, deptName: '越权', deptCategory: 2, sort: 1 }, {}, other)).body.msg).toBe(
      '上级部门不存在或已被删除',
    );
  });
});

describe('remove', () => {
  it('refuses a dept with children', async () => {
    const res = await post('remove', undefined, { ids: ROOT });
    expect([res.status, res.body.msg]).toEqual([400, '请先删除子节点!']);
  });

  it('refuses a dept users still belong to, also as one of several depts', async () => {
    const refused = await post('remove', undefined, { ids: CHANGZHOU });
    expect([refused.status, refused.body.msg]).toEqual([400, '部门 [常州刀锋] 下仍有用户,请先调整这些用户的部门!']);
    const spare = await submit({ deptName: '兼职部门' });
    await t.db.user.create({ data: { id: nextId(), account: 'parttime', password: 'x', deptId: `${CHANGZHOU},${spare}` } });
    expect((await post('remove', undefined, { ids: spare })).status).toBe(400);
    await t.db.user.updateMany({ where: { account: 'parttime' }, data: { isDeleted: 1 } });
    // A removed user no longer holds the dept.
    expect((await post('remove', undefined, { ids: spare })).body.success).toBe(true);
    expect(await t.db.dept.count({ where: { id: BigInt(spare) } })).toBe(0);
  });
});

describe('views', () => {
  it('list: a DeptVO tree with parentName and the category label', async () => {
    const res = await get('list');
    const root = res.body.data.find((d: { id: string }) => d.id === ROOT);
    expect(root).toMatchObject({ deptName: '刀锋科技', parentName: '', deptCategoryName: '公司', hasChildren: true, ancestors: '0' });
    expect(root.children.find((d: { id: string }) => d.id === CHANGZHOU)).toMatchObject({
      parentName: '刀锋科技',
      deptCategoryName: '公司',
    });
    // Filters narrow it; a match whose parent is filtered out becomes a root.
    const filtered = await get('list', { deptName: '常州' });
    expect(filtered.body.data.map((d: { id: string }) => d.id)).toEqual([CHANGZHOU]);
  });

  it('lazy-list and lazy-tree: one level with hasChildren', async () => {
    const level = (await get('lazy-list', { parentId: ROOT })).body.data;
    expect(level.map((d: { id: string }) => d.id)).toContain(CHANGZHOU);
    expect(level.every((d: { parentId: string }) => d.parentId === ROOT)).toBe(true);
    const roots = (await get('lazy-list')).body.data;
    expect(roots.find((d: { id: string }) => d.id === ROOT)).toMatchObject({ hasChildren: true, parentName: '' });
    // A search without parentId spans every level.
    expect((await get('lazy-list', { deptName: '常州' })).body.data.map((d: { id: string }) => d.id)).toEqual([CHANGZHOU]);

    const tree = (await get('lazy-tree', { parentId: ROOT })).body.data;
    expect(tree.find((n: { id: string }) => n.id === CHANGZHOU)).toEqual({
      id: CHANGZHOU,
      parentId: ROOT,
      title: '常州刀锋',
      key: CHANGZHOU,
      value: CHANGZHOU,
      hasChildren: false,
    });
  });

  it("tree: the caller's tenant; another only for tenant 000000's administrator", async () => {
    const ours = (await get('tree')).body.data;
    expect(ours.find((n: { id: string }) => n.id === ROOT)).toMatchObject({ title: '刀锋科技', key: ROOT, value: ROOT });
    const theirs = (await get('tree', { tenantId: OTHER_TENANT })).body.data as Array<{ title: string }>;
    expect(theirs.map((n) => n.title)).toContain('他人总部');
    expect(theirs.map((n) => n.title)).not.toContain('刀锋科技');
    // The other tenant asking for 000000 gets its own tree.
    const asked = (await get('tree', { tenantId: '000000' }, other)).body.data as Array<{ title: string }>;
    expect(asked.map((n) => n.title)).not.toContain('刀锋科技');
    expect(asked.map((n) => n.title)).toContain('他人总部');
    expect((await get('tree', { tenantId: 'abc' })).status).toBe(400);
  });

  it('select: the depts of a user, or the given ones; detail: the DeptVO', async () => {
    const hr = await t.db.user.findFirstOrThrow({ where: { account: 'hr' } });
    const ofUser = (await get('select', { userId: String(hr.id) })).body.data;
    expect(ofUser.map((d: { id: string }) => d.id)).toEqual([CHANGZHOU]);
    const given = (await get('select', { deptId: `${ROOT},${CHANGZHOU}` })).body.data;
    expect(given.map((d: { deptName: string }) => d.deptName).sort()).toEqual(['常州刀锋', '刀锋科技'].sort());
    expect((await get('detail', { id: CHANGZHOU })).body.data).toMatchObject({
      id: CHANGZHOU,
      parentName: '刀锋科技',
      deptCategoryName: '公司',
    });
  });
});
