// Data scopes and API scopes: their screens (VO labels, list by menu, administrator-only writes), data scopes
// narrowing a list for the roles they are granted to, and API scopes closing paths to roles not granted them.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
let hr: string;
let hrRole: string;
const menu: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  for (const m of await t.db.menu.findMany()) menu[m.code] = String(m.id);
  hrRole = String((await t.db.role.findFirstOrThrow({ where: { roleAlias: 'hr' } })).id);
  hr = await accessToken(t, 'hr');
});

const get = (url: string, token = admin, query: object = {}) =>
  request(t.server).get(`/api/blade-system${url}`).query(query).set('Blade-Auth', `bearer ${token}`);
const post = (url: string, body: object = {}, token = admin) =>
  request(t.server).post(`/api/blade-system${url}`).set('Blade-Auth', `bearer ${token}`).send(body);
const HR_MENUS = () => [menu.system!, menu.post!, menu.post_add!, menu.authority!, menu.data_scope!, menu.api_scope!];
const grantHr = (grant: { dataScopeIds?: string[]; apiScopeIds?: string[] }) =>
  post('/role/grant', { roleIds: [hrRole], menuIds: HR_MENUS(), ...grant });
const scopeId = async (scopeName: string) => String((await t.db.dataScope.findFirstOrThrow({ where: { scopeName } })).id);

describe('data scope and API scope screens', () => {
  it('answer VOs with the scope type label, list by menu exactly, and page', async () => {
    expect(
      (
        await post('/data-scope/submit', {
          menuId: menu.post,
          resourceCode: 'post',
          scopeName: '岗位本人',
          scopeColumn: 'create_user',
          scopeType: 2,
        })
      ).body.success,
    ).toBe(true);
    expect(
      (await post('/data-scope/submit', { menuId: menu.dept, resourceCode: 'dept', scopeName: '部门全部', scopeType: 1 })).body.success,
    ).toBe(true);
    const list = (await get('/data-scope/list', admin, { menuId: menu.post })).body.data;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({
      scopeName: '岗位本人',
      scopeType: 2,
      scopeTypeName: '本人可见',
      menuId: menu.post,
      scopeColumn: 'create_user',
    });
    expect(
      (
        await post('/api-scope/submit', {
          menuId: menu.dept,
          resourceCode: 'dept',
          scopeName: '部门查询',
          scopePath: '/blade-system/dept/detail',
          scopeType: 2,
        })
      ).body.success,
    ).toBe(true);
    const apis = (await get('/api-scope/list', admin, { menuId: menu.dept })).body.data.records;
    expect(apis).toEqual([
      expect.objectContaining({ scopeName: '部门查询', scopeTypeName: '业务接口', scopePath: '/blade-system/dept/detail' }),
    ]);
  });

  it('refuse bad input clearly and writes by anyone but the platform administrator', async () => {
    const bad = await post('/data-scope/submit', {
      menuId: menu.post,
      resourceCode: 'post',
      scopeName: 'x',
      scopeColumn: 'create user; drop',
      scopeType: 2,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('scopeColumn');
    expect(
      (await post('/api-scope/submit', { menuId: menu.post, resourceCode: 'post', scopeName: 'x', scopePath: 'post/list', scopeType: 1 }))
        .status,
    ).toBe(400);
    expect((await post('/data-scope/submit', { resourceCode: 'post', scopeName: 'x', scopeType: 2 })).body.msg).toContain('menuId');
    await grantHr({});
    expect((await get('/data-scope/list', hr)).status).toBe(200);
    expect((await post('/data-scope/submit', { menuId: menu.post, resourceCode: 'post', scopeName: 'x', scopeType: 2 }, hr)).status).toBe(
      403,
    );
  });
});

describe('data scopes narrowing a list', () => {
  let ids: { hr: bigint; manager: bigint };
  beforeAll(async () => {
    const users = await t.db.user.findMany({ where: { account: { in: ['hr', 'manager'] } } });
    ids = { hr: users.find((u) => u.account === 'hr')!.id, manager: users.find((u) => u.account === 'manager')!.id };
    const base = { tenantId: '000000', category: 3, sort: 50 };
    const changzhou = 1123598813738675202n;
    const suzhou = 1123598813738675203n;
    await t.db.post.createMany({
      data: [
        { ...base, id: nextId(), postCode: 'by_hr', postName: '人事建', createUser: ids.hr, createDept: changzhou },
        { ...base, id: nextId(), postCode: 'by_manager', postName: '经理建', createUser: ids.manager, createDept: changzhou },
        { ...base, id: nextId(), postCode: 'by_suzhou', postName: '苏州建', createUser: ids.manager, createDept: suzhou },
      ],
    });
    const scopes = [
      { scopeName: '本人', scopeColumn: 'create_user', scopeType: 2 },
      { scopeName: '本部门', scopeColumn: 'create_dept', scopeType: 3 },
      { scopeName: '自定义', scopeColumn: 'post_code', scopeType: 5, scopeValue: 'ceo,cto' },
      { scopeName: '全部', scopeColumn: 'create_user', scopeType: 1 },
    ];
    for (const sc of scopes) await post('/data-scope/submit', { menuId: menu.post, resourceCode: 'post', ...sc });
  });

  const hrSees = async () =>
    ((await get('/post/list', hr, { size: 200 })).body.data.records as Array<{ postCode: string }>).map((p) => p.postCode).sort();

  it('shows everything while no scope of the resource is granted', async () => {
    await grantHr({});
    expect(await hrSees()).toEqual(expect.arrayContaining(['by_hr', 'by_manager', 'by_suzhou', 'ceo', 'staff']));
  });

  it('narrows to own rows, own dept rows or custom values, each from the next request on', async () => {
    await grantHr({ dataScopeIds: [await scopeId('本人')] });
    expect(await hrSees()).toEqual(['by_hr']);
    await grantHr({ dataScopeIds: [await scopeId('本部门')] });
    expect(await hrSees()).toEqual(['by_hr', 'by_manager']);
    await grantHr({ dataScopeIds: [await scopeId('自定义')] });
    expect(await hrSees()).toEqual(['ceo', 'cto']);
  });

  it('widens with several scopes, and `all` lifts the narrowing; the administrator is never narrowed', async () => {
    await grantHr({ dataScopeIds: [await scopeId('本人'), await scopeId('自定义')] });
    expect(await hrSees()).toEqual(['by_hr', 'ceo', 'cto']);
    await grantHr({ dataScopeIds: [await scopeId('本人'), await scopeId('全部')] });
    expect((await hrSees()).length).toBeGreaterThan(10);
    const adminSees = (await get('/post/list', admin, { size: 200 })).body.data.records.length;
    expect(adminSees).toBeGreaterThan(10);
  });
});

describe('API scopes', () => {
  let postApi: string;
  beforeAll(async () => {
    await grantHr({});
    await post('/api-scope/submit', {
      menuId: menu.post,
      resourceCode: 'post',
      scopeName: '岗位接口',
      scopePath: '/blade-system/post/**',
      scopeType: 2,
    });
    postApi = String((await t.db.apiScope.findFirstOrThrow({ where: { scopeName: '岗位接口' } })).id);
  });

  const call = (path: string, token = hr) => request(t.server).get(path).set('Blade-Auth', `bearer ${token}`);

  it('close a covered path to a role not granted the scope, however the path is spelled', async () => {
    const res = await call('/api/blade-system/post/list');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403, success: false, msg: '缺少访问权限' });
    expect((await call('/api/blade-system/post/list').set('Accept-Language', 'en')).body.msg).toBe('You do not have permission for this');
    for (const path of [
      '/blade-system/post/list',
      '/api/blade-system/POST/list',
      '/api/blade-system/post/list/',
      '/api/blade-system/post/select',
    ]) {
      expect((await call(path)).status, path).toBe(403);
    }
    expect([403, 404]).toContain((await call('/api/blade-system/po%73t/list')).status);
  });

  it('leave uncovered paths, anonymous callers and the administrator alone', async () => {
    expect((await call('/api/blade-system/menu/routes')).status).toBe(200);
    expect((await call('/api/blade-system/data-scope/list')).status).toBe(200);
    expect((await request(t.server).get('/api/blade-system/post/list')).status).toBe(401);
    expect((await call('/api/blade-system/post/list', admin)).status).toBe(200);
  });

  it('open the path once granted, from the next request, and close it again when the grant goes', async () => {
    await grantHr({ apiScopeIds: [postApi] });
    for (const path of [
      '/api/blade-system/post/list',
      '/blade-system/post/list',
      '/api/blade-system/POST/list',
      '/api/blade-system/post/list/',
    ]) {
      expect((await call(path)).status, path).toBe(200);
    }
    await grantHr({});
    expect((await call('/api/blade-system/post/list')).status).toBe(403);
  });

  it('match one segment with *', async () => {
    await post('/api-scope/submit', {
      menuId: menu.dept,
      resourceCode: 'any',
      scopeName: '任意详情',
      scopePath: '/blade-system/*/detail',
      scopeType: 1,
    });
    const postRow = await t.db.post.findFirstOrThrow({ where: { postCode: 'ceo' } });
    await grantHr({});
    expect((await call(`/api/blade-system/post/detail?id=${postRow.id}`)).status).toBe(403);
    // Only within one segment: a deeper path is not covered by it.
    expect((await call('/api/blade-system/menu/routes/detail')).status).toBe(404);
    const detailApi = String((await t.db.apiScope.findFirstOrThrow({ where: { scopeName: '任意详情' } })).id);
    await grantHr({ apiScopeIds: [detailApi] });
    // One covering scope granted is enough.
    expect((await call(`/api/blade-system/post/detail?id=${postRow.id}`)).status).toBe(200);
    expect((await call('/api/blade-system/post/list')).status).toBe(403);
  });
});
