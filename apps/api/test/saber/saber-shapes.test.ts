// Saber 4.9 (the open-source SpringBlade console) sends some bodies and queries in shapes BladeX's console does not:
// each is sent here exactly as Saber's own forms send it (captured from apps/web/e2e/saber-screens.spec.ts), so it
// stays accepted. docs/decisions.md, "Saber's screens", lists them with what the server does.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

const ROOT_DEPT = '1123598813738675201'; // seeded 刀锋科技

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

const post = (path: string, body: object, query: Record<string, unknown> = {}) =>
  request(t.app).post(`/api${path}`).query(query).set('Blade-Auth', `bearer ${admin}`).send(body);
const get = (path: string, query: Record<string, unknown> = {}) =>
  request(t.app).get(`/api${path}`).query(query).set('Blade-Auth', `bearer ${admin}`);
const ok = (res: request.Response) => expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });

describe('部门管理', () => {
  it('adds a dept without deptCategory (Saber has no such field): 1, and an edit keeps the one it has', async () => {
    ok(await post('/blade-system/dept/submit', { deptName: 'saber-dept', tenantId: '', fullName: 'Saber 部门', parentId: ROOT_DEPT, sort: 9, remark: '' }));
    const row = await t.db.dept.findFirstOrThrow({ where: { deptName: 'saber-dept' } });
    expect(row.deptCategory).toBe(1);
    await t.db.dept.update({ where: { id: row.id }, data: { deptCategory: 2 } });
    ok(await post('/blade-system/dept/submit', { id: String(row.id), deptName: 'saber-dept', tenantId: '000000', fullName: 'Saber 改过', parentId: ROOT_DEPT, sort: 9, remark: '' }));
    expect((await t.db.dept.findFirstOrThrow({ where: { id: row.id } })).deptCategory).toBe(2);
  });
});

describe('租户管理', () => {
  it('saves an edit that sends the record back, packageId and datasourceId null included', async () => {
    ok(await post('/blade-system/tenant/submit', { tenantId: '', tenantName: 'Saber 租户', linkman: 'Saber', contactNumber: '13800000000', address: '', domain: '' }));
    const row = await t.db.tenant.findFirstOrThrow({ where: { tenantName: 'Saber 租户' } });
    ok(await post('/blade-system/tenant/submit', {
      tenantId: row.tenantId, tenantName: 'Saber 租户', linkman: 'Saber 改过', contactNumber: '13800000000', address: '', domain: '',
      id: String(row.id), status: 1, isDeleted: 0, backgroundUrl: null, accountNumber: -1, expireTime: null, packageId: null, datasourceId: null, licenseKey: null,
    }));
    expect((await t.db.tenant.findFirstOrThrow({ where: { id: row.id } })).linkman).toBe('Saber 改过');
  });
});

describe('菜单管理', () => {
  it('adds a menu with isOpen "" (untouched radio) as not opening a new window', async () => {
    ok(await post('/blade-system/menu/submit', {
      name: 'saber-menu', path: '/saber/menu', parentId: '', source: 'iconfont iconicon_roundadd', code: 'saber_menu', category: 1,
      alias: 'saber', action: 1, sort: 99, isOpen: '', remark: '',
    }));
    expect((await t.db.menu.findFirstOrThrow({ where: { code: 'saber_menu' } })).isOpen).toBe(1);
  });

  it('reads Saber\'s 否 (0) as no', async () => {
    ok(await post('/blade-system/menu/submit', { name: 'saber-menu-0', path: '/saber/menu0', parentId: '', source: '', code: 'saber_menu_0', category: 1, alias: 'saber', action: 1, sort: 99, isOpen: 0, remark: '' }));
    expect((await t.db.menu.findFirstOrThrow({ where: { code: 'saber_menu_0' } })).isOpen).toBe(1);
  });

  it('searches the scope screens\' menus with an empty parentId: every match', async () => {
    const res = await get('/blade-system/menu/lazy-menu-list', { name: '通知公告', parentId: '' });
    ok(res);
    expect(res.body.data.map((m: { name: string }) => m.name)).toContain('通知公告');
  });
});

describe('数据权限', () => {
  it('adds a 全部可见 data scope with Saber\'s "-" column: no column', async () => {
    const menu = await t.db.menu.findFirstOrThrow({ where: { code: 'notice' } });
    ok(await post('/blade-system/data-scope/submit', {
      scopeName: '通知公告 [全部可见]', resourceCode: 'saber_notice', scopeColumn: '-', scopeType: 1, scopeField: '*',
      scopeClass: 'org.springblade.desk.mapper.NoticeMapper.selectNoticePage', scopeValue: '', remark: '', menuId: String(menu.id),
    }));
    expect((await t.db.dataScope.findFirstOrThrow({ where: { resourceCode: 'saber_notice' } })).scopeColumn).toBeNull();
  });
});

describe('代码生成', () => {
  it('adds a configuration by datasourceId and tableName (no model), answers its datasourceId, and saves its edit', async () => {
    ok(await post('/blade-develop/datasource/submit', { name: 'saber-ds', driverClass: 'org.postgresql.Driver', username: 'saber', password: 'saber-secret', url: 'jdbc:postgresql://127.0.0.1:5432/saber', remark: '' }));
    const datasource = await t.db.datasource.findFirstOrThrow({ where: { name: 'saber-ds' } });
    const sent = {
      datasourceId: String(datasource.id), codeName: 'saber_code', serviceName: 'blade-saber', tableName: 'blade_notice', tablePrefix: 'blade_',
      pkName: 'id', packageName: 'org.springblade.saber', baseMode: '1', wrapMode: '1', apiPath: '/tmp/saber-api', webPath: '/tmp/saber-web',
    };
    ok(await post('/blade-develop/code/submit', sent));
    const code = await t.db.code.findFirstOrThrow({ where: { codeName: 'saber_code' } });
    const model = await t.db.devModel.findFirstOrThrow({ where: { id: code.modelId! } });
    expect(model).toMatchObject({ datasourceId: datasource.id, modelTable: 'blade_notice', modelClass: 'Notice' });

    const detail = await get('/blade-develop/code/detail', { id: String(code.id) });
    expect(detail.body.data).toMatchObject({ datasourceId: String(datasource.id), modelId: String(model.id) });
    const list = await get('/blade-develop/code/list', { codeName: 'saber_code', current: 1, size: 10 });
    expect(list.body.data.records[0]).toMatchObject({ datasourceId: String(datasource.id) });

    // The edit sends the record back; the same table keeps its model.
    ok(await post('/blade-develop/code/submit', { ...detail.body.data, serviceName: 'blade-saber-edited' }));
    expect(await t.db.devModel.count({ where: { datasourceId: datasource.id, modelTable: 'blade_notice' } })).toBe(1);
    expect((await t.db.code.findFirstOrThrow({ where: { id: code.id } })).serviceName).toBe('blade-saber-edited');
  });

  it('refuses a configuration with neither a model nor a datasource and table', async () => {
    const res = await post('/blade-develop/code/submit', { codeName: 'saber_none', serviceName: 'x', tableName: '', baseMode: '1', wrapMode: '1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: '请提供模型编号,或数据源编号与表名' });
  });
});
