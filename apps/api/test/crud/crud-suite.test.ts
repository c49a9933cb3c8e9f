// The generated suite: every declared look-alike entity through Blade's list protocol (paging; numeric sorts in
// number order and text sorts in the database collation's order, both directions), detail, insert, update,
// remove, not found, bad input, no token, and another tenant's administrator.
import type { EntitySpec, RouteSpec } from '@blade/contract';
import { crudRoutes, dictFields, dictNameField, ENTITIES } from '@blade/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { derivedFixture } from './derived-fixture.ts';
import { FIXTURES } from './entity-fixtures.ts';
import { createOtherTenantAdmin } from './other-tenant.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  otherAdmin = await createOtherTenantAdmin(t);
  // Fixtures that need seeded rows (menu ids, parents) read them here.
  for (const fixture of Object.values(FIXTURES)) await fixture.setup?.(t);
});

let counter = 0;
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Text values in the order the database's collation gives them (ORDER BY on a column declared without one). */
async function inCollationOrder(values: string[], dir: 'ascs' | 'descs'): Promise<string[]> {
  const rows =
    dir === 'ascs'
      ? await t.db.$queryRaw<Array<{ v: string }>>`SELECT v FROM unnest(${values}::text[]) AS v ORDER BY v ASC`
      : await t.db.$queryRaw<Array<{ v: string }>>`SELECT v FROM unnest(${values}::text[]) AS v ORDER BY v DESC`;
  return rows.map((row) => row.v);
}

function call(route: RouteSpec, token: string | undefined, options: { query?: object; body?: object } = {}) {
  const url = `/api${route.path}`;
  const req = route.method === 'GET' ? request(t.server).get(url) : request(t.server).post(url);
  if (token) req.set('Blade-Auth', `bearer ${token}`);
  if (options.query) req.query(options.query);
  return options.body ? req.send(options.body) : req;
}

// Entities with their own tests instead: region keys on its code (test/system), a generated module brings its own
// test (test/generated/<name>.test.ts); lists without a submit (logs, reports) have their own tests too.
const OWN_TESTS = new Set(['region']);
const ownTest = (name: string) => OWN_TESTS.has(name) || existsSync(path.join(import.meta.dirname, `../generated/${name}.test.ts`));
const SUITE = ENTITIES.filter((e) => e.actions.includes('submit') && !ownTest(e.name));

/** An entity's own fixture, else the one its fields give. */
const fixtureOf = (spec: EntitySpec) => FIXTURES[spec.name] ?? derivedFixture(spec);

it('has a fixture for every entity it runs', () => {
  expect(SUITE.filter((e) => !fixtureOf(e)).map((e) => e.name)).toEqual([]);
});

describe.each(SUITE.map((spec) => [spec.name, spec] as const))('%s', (name, spec: EntitySpec) => {
  const fixture = fixtureOf(spec);
  const routes = crudRoutes(spec) as Record<string, RouteSpec>;
  const listRoute = (routes.list ?? routes.page)!;

  async function insert(token = admin) {
    const n = ++counter;
    const res = await call(routes.submit!, token, { body: fixture!.valid(n) });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
    const [key, value] = fixture!.filter(n);
    const found = await call(listRoute, token, { query: { [key]: value } });
    const records = found.body.data.records as Array<Record<string, unknown>>;
    expect(records).toHaveLength(1);
    return { n, id: records[0]!.id as string, key, value };
  }

  it('has a fixture', () => {
    expect(fixture, `add a fixture for ${name} in test/crud/entity-fixtures.ts, or declare it by its fields`).toBeDefined();
  });

  it('lists in the IPage shape, pages, sorts and ignores unknown filters', async () => {
    await insert();
    await insert();
    const page = await call(listRoute, admin, { query: { current: 1, size: 1 } });
    expect(page.body.code).toBe(200);
    const data = page.body.data;
    expect(data).toMatchObject({
      size: 1,
      current: 1,
      orders: [],
      optimizeCountSql: true,
      searchCount: true,
      hitCount: false,
      countId: '',
      maxLimit: -1,
    });
    expect(data.records).toHaveLength(1);
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.pages).toBe(Math.ceil(data.total / 1));
    const unknown = await call(listRoute, admin, { query: { size: 200, noSuchColumn: 'x', password_equal: 'x', 'id;drop': '1' } });
    const plain = await call(listRoute, admin, { query: { size: 200 } });
    expect(unknown.body.data.total).toBe(plain.body.data.total);
    for (const column of spec.sortable) {
      for (const dir of ['ascs', 'descs'] as const) {
        const sorted = await call(listRoute, admin, { query: { [dir]: snake(column), size: 200 } });
        const where = `${dir}=${snake(column)}`;
        expect(sorted.status, where).toBe(200);
        const values = (sorted.body.data.records as Array<Record<string, unknown>>)
          .map((r) => r[column])
          .filter((v) => v !== null && v !== undefined);
        if (typeof values[0] === 'number') {
          const ordered = (values as number[]).toSorted((a, b) => (dir === 'ascs' ? a - b : b - a));
          expect(values, where).toEqual(ordered);
        }
        if (spec.filters[column] === 'string') {
          expect(new Set(values).size, `${where}: the page holds too few distinct values to show an order`).toBeGreaterThan(1);
          expect(values, where).toEqual(await inCollationOrder(values as string[], dir));
        }
      }
    }
  });

  it('inserts, reads detail, updates and removes', async () => {
    const { id, key, value } = await insert();
    const detail = await call(routes.detail!, admin, { query: { id } });
    expect(detail.body.code).toBe(200);
    expect(detail.body.data.id).toBe(id);
    const allowed = Object.keys(spec.record.shape);
    for (const field of Object.keys(detail.body.data)) expect(allowed, `undeclared field ${field}`).toContain(field);
    // A dictionary field's entry is named beside it, from the system dictionary.
    for (const [field, code] of dictFields(spec)) {
      const entry = await t.db.dict.findFirst({ where: { code, dictKey: String(detail.body.data[field]), parentId: { not: 0n } } });
      expect(entry, `${code} has an entry ${detail.body.data[field]}`).not.toBeNull();
      expect(detail.body.data[dictNameField(field)]).toBe(entry!.dictValue);
    }
    expect(JSON.stringify(detail.body)).not.toMatch(/\$2[aby]\$/); // never a password hash

    const n = ++counter;
    const [field, changed] = fixture!.update;
    const update = await call(routes.submit!, admin, { body: { ...fixture!.valid(n), id, [field]: changed } });
    expect(update.body).toMatchObject({ code: 200, success: true });
    expect((await call(routes.detail!, admin, { query: { id } })).body.data[field]).toEqual(changed);

    const removed = await call(routes.remove!, admin, { query: { ids: id } });
    expect(removed.body).toMatchObject({ code: 200, success: true });
    const gone = await call(routes.detail!, admin, { query: { id } });
    expect(gone.body).toMatchObject({ code: 200, data: {}, msg: '暂无承载数据' });
    expect((await call(listRoute, admin, { query: { [key]: value } })).body.data.total).toBe(0);
  });

  it('answers not found and bad input clearly', async () => {
    const missing = await call(routes.detail!, admin, { query: { id: '42' } });
    expect(missing.body).toMatchObject({ code: 200, data: {}, msg: '暂无承载数据' });
    const updateMissing = await call(routes.submit!, admin, { body: { ...fixture!.valid(++counter), id: '42' } });
    expect(updateMissing.status).toBe(400);
    expect(updateMissing.body.msg).toBe('数据不存在或已被删除');

    const bad = await call(routes.submit!, admin, { body: fixture!.invalid.body });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain(fixture!.invalid.field);
    expect((await call(routes.detail!, admin, { query: { id: 'abc' } })).status).toBe(400);
    expect((await call(routes.remove!, admin, { query: { ids: '1,x' } })).status).toBe(400);
    expect((await call(listRoute, admin, { query: { current: 'first' } })).status).toBe(400);
  });

  it('needs a token for every action', async () => {
    for (const route of Object.values(routes)) {
      const res = await call(route, undefined, { body: {} });
      expect(res.status, route.path).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });

  it("keeps another tenant's administrator out", async () => {
    const { id, key, value } = await insert(admin);
    const before = (await call(routes.detail!, admin, { query: { id } })).body.data;
    const n = ++counter;
    const [field, changed] = fixture!.update;
    const update = await call(routes.submit!, otherAdmin, { body: { ...fixture!.valid(n), id, [field]: changed } });
    const remove = await call(routes.remove!, otherAdmin, { query: { ids: id } });
    if (spec.scope === 'tenant') {
      expect((await call(listRoute, otherAdmin, { query: { [key]: value } })).body.data.total).toBe(0);
      expect((await call(routes.detail!, otherAdmin, { query: { id } })).body.data).toEqual({});
      expect(update.status).toBe(400);
      expect(remove.body.success).toBe(false);
    } else {
      // Platform rows are shared, but only tenant 000000's administrator may change them.
      expect(update.status).toBe(403);
      expect(remove.status).toBe(403);
    }
    expect((await call(routes.detail!, admin, { query: { id } })).body.data).toEqual(before);
  });
});
