// Attack: the built-in datasource (the platform's own database, seeded) is used by someone else than the platform
// administrator, made to read table rows or to write, edited to point elsewhere or removed, or asked for its
// connection details. It is listed to the platform administrator only, refused to everyone else (the route's role
// and a check of its own), confined to the catalog on a read-only connection, never changed, and answers no URL,
// user or password, while the developer tools work on it out of the box (no OUTBOUND_ALLOW needed).
import { BUILTIN_DATASOURCE_ID } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSchemaOf } from '../../src/modules/develop/datasource-access.ts';
import { createPlatformCatalog } from '../../src/modules/develop/platform-catalog.ts';
import { withReadOnlyClient } from '../../src/db/sql/read-only-client.ts';
import { auth } from '../develop/develop-fixtures.ts';
import { readZip } from '../develop/unzip.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, tenantAdminAfterFirstChange } from '../test-app.ts';

const BUILT_IN = BUILTIN_DATASOURCE_ID;
let t: TestApp;
let admin: string;
let tenantAdmin: string;
let tenantId: string;
/** Every answer the attacks got: none may carry the platform database's URL, user or password. */
const answers: string[] = [];

const call = async (method: 'get' | 'post', path: string, token: string, query: object = {}, body?: object) => {
  const req = request(t.server)[method](`/api/blade-develop/${path}`).set(auth(token)).query(query);
  const res = await (body ? req.send(body) : req);
  answers.push(JSON.stringify(res.body ?? ''));
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  const created = await request(t.server)
    .post('/api/blade-system/tenant/submit')
    .set(auth(admin))
    .send({ tenantName: '数据源测试租户', linkman: '联系人' });
  expect(created.body.success).toBe(true);
  ({ tenantId } = await t.db.tenant.findFirstOrThrow({ where: { tenantName: '数据源测试租户' } }));
  tenantAdmin = await tenantAdminAfterFirstChange(t, tenantId);
});

describe('the built-in datasource', () => {
  it('is listed to the platform administrator, marked built-in, without connection details', async () => {
    const list = await call('get', 'datasource/list', admin);
    const row = list.body.data.records.find((r: { id: string }) => r.id === BUILT_IN);
    expect(row).toMatchObject({ name: '平台数据库', builtIn: true, url: '', username: '', password: '' });
    expect((await call('get', 'datasource/detail', admin, { id: BUILT_IN })).body.data).toMatchObject({
      builtIn: true,
      url: '',
      password: '',
    });
    expect((await call('get', 'datasource/select', admin)).body.data).toContainEqual({ id: BUILT_IN, name: '平台数据库' });
  });

  it('works out of the box: tables, columns, prototypes and generated code, with no OUTBOUND_ALLOW', async () => {
    expect(t.config.outboundAllow).toEqual([]);
    expect((await call('post', 'datasource/test', admin, {}, { id: BUILT_IN })).body).toMatchObject({ success: true, msg: '连接成功' });
    const tables = await call('get', 'model/table-list', admin, { datasourceId: BUILT_IN });
    expect(tables.body.data.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['blade_post', 'blade_user']));
    const submitted = await call(
      'post',
      'model/submit',
      admin,
      {},
      { datasourceId: BUILT_IN, modelName: '岗位', modelCode: 'bladePost', modelTable: 'blade_post', modelClass: 'BladePost' },
    );
    expect(submitted.body.success).toBe(true);
    const modelId = (await call('get', 'model/list', admin, { modelCode: 'bladePost' })).body.data.records[0].id as string;
    const prototypes = await call('get', 'model/model-prototype', admin, { modelId });
    expect(prototypes.body.data.map((p: { jdbcName: string }) => p.jdbcName)).toEqual(expect.arrayContaining(['post_code', 'post_name']));
    await call('post', 'code/submit', admin, {}, { modelId, codeName: '岗位管理', serviceName: 'blade-post' });
    const codeId = (await call('get', 'code/list', admin, { codeName: '岗位管理' })).body.data.records[0].id as string;
    const zip = await request(t.server)
      .post('/api/blade-develop/code/gen-code')
      .set(auth(admin))
      .query({ ids: codeId })
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(zip.status).toBe(200);
    expect([...readZip(zip.body as Buffer).keys()]).toContain('packages/contract/src/entities/blade-post.ts');
  });

  it("answers columns, never rows: the seeded administrator's password hash appears in no answer", async () => {
    const { password } = await t.db.user.findFirstOrThrow({ where: { account: 'admin', tenantId: '000000' } });
    const info = await call('get', 'model/table-info', admin, { datasourceId: BUILT_IN, tableName: 'blade_user' });
    expect(info.body.data.fields.map((f: { name: string }) => f.name)).toContain('password');
    // A name is a bound value or refused: no statement of the caller's reaches the platform database.
    for (const tableName of ["blade_user' OR '1'='1", 'blade_user; DELETE FROM blade_user', 'pg_shadow']) {
      const res = await call('get', 'model/table-info', admin, { datasourceId: BUILT_IN, tableName });
      expect(res.status, tableName).toBe(400);
    }
    expect(answers.join('\n')).not.toContain(password);
    expect(await t.db.user.count({ where: { account: 'admin', tenantId: '000000' } })).toBe(1);
  });

  it('reads on a connection that cannot write, even past its own transaction', async () => {
    await expect(withReadOnlyClient(t.url, (c) => c.query("UPDATE blade_param SET param_value = 'x'"))).rejects.toThrow(/read-only/);
    await expect(withReadOnlyClient(t.url, (c) => c.query("COMMIT; UPDATE blade_param SET param_value = 'x'"))).rejects.toThrow(
      /read-only/,
    );
    await expect(withReadOnlyClient(t.url, (c) => c.query('CREATE TABLE intruder (id int)'))).rejects.toThrow(/read-only/);
    expect(await t.db.param.count({ where: { paramValue: 'x' } })).toBe(0);
    // What the tools are handed: tables and columns, not the connection.
    expect(await createPlatformCatalog(t.url).read(async (source) => Object.keys(source).sort())).toEqual(['columns', 'tables']);
  });

  it('cannot be changed nor removed', async () => {
    const before = await t.db.datasource.findFirstOrThrow({ where: { id: BigInt(BUILT_IN) } });
    const edit = await call(
      'post',
      'datasource/submit',
      admin,
      {},
      { id: BUILT_IN, name: '平台数据库', url: 'postgresql://evil.example.com/x', username: 'u', password: 'p' },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('内置数据源「平台数据库」不可修改或删除');
    const remove = await call('post', 'datasource/remove', admin, { ids: BUILT_IN });
    expect(remove.status).toBe(400);
    expect(remove.body.msg).toBe('内置数据源「平台数据库」不可修改或删除');
    expect(await t.db.datasource.findFirstOrThrow({ where: { id: BigInt(BUILT_IN) } })).toEqual(before);
  });

  it('is neither shown nor usable outside the platform administrator', async () => {
    const hr = await accessToken(t, 'hr');
    for (const token of [tenantAdmin, hr]) {
      for (const [path, query] of [
        ['model/table-list', { datasourceId: BUILT_IN }],
        ['model/table-info', { datasourceId: BUILT_IN, tableName: 'blade_user' }],
        ['datasource/select', {}],
      ] as const) {
        expect((await call('get', path, token, query)).status, path).toBe(403);
      }
      expect((await call('post', 'datasource/test', token, {}, { id: BUILT_IN })).status).toBe(403);
    }
    // A tenant role given the datasource menu lists the tenant-visible datasources, without the built-in one.
    const menu = await t.db.menu.findFirstOrThrow({ where: { code: 'datasource' } });
    const role = await t.db.role.findFirstOrThrow({ where: { tenantId, roleAlias: 'admin' } });
    await t.db.roleMenu.create({ data: { id: BigInt(Date.now()), roleId: role.id, menuId: menu.id } });
    t.app.services.cache.clear();
    const list = await call('get', 'datasource/list', tenantAdmin);
    expect(list.status).toBe(200);
    expect(list.body.data.records.map((r: { id: string }) => r.id)).not.toContain(BUILT_IN);
    expect((await call('get', 'datasource/detail', tenantAdmin, { id: BUILT_IN })).body.data).toEqual({});
    // The check of its own, behind the route's role: a tenant's caller holding `administrator` in name gets nothing.
    const intruder = { userId: '1', tenantId, roleAliases: ['administrator'], roleIds: [] } as never;
    await expect(withSchemaOf(t.app.services, BUILT_IN, intruder, (source) => source.tables())).rejects.toMatchObject({ status: 403 });
  });

  it("never answers the platform database's URL, user or password", () => {
    const url = new URL(t.url);
    const text = answers.join('\n');
    for (const secret of [url.host, decodeURIComponent(url.password), t.url]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/postgres(ql)?:\/\//);
  });
});
