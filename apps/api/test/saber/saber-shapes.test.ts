// Saber 4.9 (the open-source SpringBlade console) sends some bodies and queries in shapes BladeX's console does not:
// each is sent here exactly as Saber's own forms send it (captured from the Saber specs, apps/web/e2e/saber-*.spec.ts),
// so it stays accepted. docs/decisions.md, "Saber's screens", lists them with what the server does.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn } from '../test-app.ts';
import { createBookTable, datasourceForm } from '../develop/develop-fixtures.ts';

const ROOT_DEPT = '1123598813738675201'; // seeded 刀锋科技

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The code generator reads tables of the test's own database on 127.0.0.1: loopback calls allowed.
  t = await createTestApp({ config: { outboundAllow: ['127.0.0.1'] } });
  admin = await accessToken(t, 'admin');
});

const post = (path: string, body: object, query: Record<string, unknown> = {}) =>
  request(t.server).post(`/api${path}`).query(query).set('Blade-Auth', `bearer ${admin}`).send(body);
const get = (path: string, query: Record<string, unknown> = {}) =>
  request(t.server).get(`/api${path}`).query(query).set('Blade-Auth', `bearer ${admin}`);
const ok = (res: request.Response) => expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });

describe('部门管理', () => {
  it('adds a dept without deptCategory (Saber has no such field): 1, and an edit keeps the one it has', async () => {
    ok(
      await post('/blade-system/dept/submit', {
        deptName: 'saber-dept',
        tenantId: '',
        fullName: 'Saber 部门',
        parentId: ROOT_DEPT,
        sort: 9,
        remark: '',
      }),
    );
    const row = await t.db.dept.findFirstOrThrow({ where: { deptName: 'saber-dept' } });
    expect(row.deptCategory).toBe(1);
    await t.db.dept.update({ where: { id: row.id }, data: { deptCategory: 2 } });
    ok(
      await post('/blade-system/dept/submit', {
        id: String(row.id),
        deptName: 'saber-dept',
        tenantId: '000000',
        fullName: 'Saber 改过',
        parentId: ROOT_DEPT,
        sort: 9,
        remark: '',
      }),
    );
    expect((await t.db.dept.findFirstOrThrow({ where: { id: row.id } })).deptCategory).toBe(2);
  });
});

describe('租户管理', () => {
  it('saves an edit that sends the record back, packageId and datasourceId null included', async () => {
    ok(
      await post('/blade-system/tenant/submit', {
        tenantId: '',
        tenantName: 'Saber 租户',
        linkman: 'Saber',
        contactNumber: '13800000000',
        address: '',
        domain: '',
      }),
    );
    const row = await t.db.tenant.findFirstOrThrow({ where: { tenantName: 'Saber 租户' } });
    ok(
      await post('/blade-system/tenant/submit', {
        tenantId: row.tenantId,
        tenantName: 'Saber 租户',
        linkman: 'Saber 改过',
        contactNumber: '13800000000',
        address: '',
        domain: '',
        id: String(row.id),
        status: 1,
        isDeleted: 0,
        backgroundUrl: null,
        accountNumber: -1,
        expireTime: null,
        packageId: null,
        datasourceId: null,
        licenseKey: null,
      }),
    );
    expect((await t.db.tenant.findFirstOrThrow({ where: { id: row.id } })).linkman).toBe('Saber 改过');
  });
});

describe('菜单管理', () => {
  it('adds a menu with isOpen "" (untouched radio) as not opening a new window', async () => {
    ok(
      await post('/blade-system/menu/submit', {
        name: 'saber-menu',
        path: '/saber/menu',
        parentId: '',
        source: 'iconfont iconicon_roundadd',
        code: 'saber_menu',
        category: 1,
        alias: 'saber',
        action: 1,
        sort: 99,
        isOpen: '',
        remark: '',
      }),
    );
    expect((await t.db.menu.findFirstOrThrow({ where: { code: 'saber_menu' } })).isOpen).toBe(1);
  });

  it("reads Saber's 否 (0) as no", async () => {
    ok(
      await post('/blade-system/menu/submit', {
        name: 'saber-menu-0',
        path: '/saber/menu0',
        parentId: '',
        source: '',
        code: 'saber_menu_0',
        category: 1,
        alias: 'saber',
        action: 1,
        sort: 99,
        isOpen: 0,
        remark: '',
      }),
    );
    expect((await t.db.menu.findFirstOrThrow({ where: { code: 'saber_menu_0' } })).isOpen).toBe(1);
  });

  it("searches the scope screens' menus with an empty parentId: every match", async () => {
    const res = await get('/blade-system/menu/lazy-menu-list', { name: '通知公告', parentId: '' });
    ok(res);
    expect(res.body.data.map((m: { name: string }) => m.name)).toContain('通知公告');
  });
});

describe('数据权限', () => {
  it('adds a 全部可见 data scope with Saber\'s "-" column: no column', async () => {
    const menu = await t.db.menu.findFirstOrThrow({ where: { code: 'notice' } });
    ok(
      await post('/blade-system/data-scope/submit', {
        scopeName: '通知公告 [全部可见]',
        resourceCode: 'saber_notice',
        scopeColumn: '-',
        scopeType: 1,
        scopeField: '*',
        scopeClass: 'org.springblade.desk.mapper.NoticeMapper.selectNoticePage',
        scopeValue: '',
        remark: '',
        menuId: String(menu.id),
      }),
    );
    expect((await t.db.dataScope.findFirstOrThrow({ where: { resourceCode: 'saber_notice' } })).scopeColumn).toBeNull();
  });
});

describe('代码生成', () => {
  it('adds a configuration by datasourceId and tableName (no model), answers its datasourceId, and saves its edit', async () => {
    ok(
      await post('/blade-develop/datasource/submit', {
        name: 'saber-ds',
        driverClass: 'org.postgresql.Driver',
        username: 'saber',
        password: 'saber-secret',
        url: 'jdbc:postgresql://127.0.0.1:5432/saber',
        remark: '',
      }),
    );
    const datasource = await t.db.datasource.findFirstOrThrow({ where: { name: 'saber-ds' } });
    const sent = {
      datasourceId: String(datasource.id),
      codeName: 'saber_code',
      serviceName: 'blade-saber',
      tableName: 'blade_notice',
      tablePrefix: 'blade_',
      pkName: 'id',
      packageName: 'org.springblade.saber',
      baseMode: '1',
      wrapMode: '1',
      apiPath: '/tmp/saber-api',
      webPath: '/tmp/saber-web',
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

  it("generates with Saber's system=saber3 (SpringBlade's default): the zip", async () => {
    // A data source of the test's own database, whose demo_book the configuration reads.
    await createBookTable(t);
    ok(
      await post('/blade-develop/datasource/submit', {
        ...datasourceForm(t, 'saber-real-ds'),
        driverClass: 'org.postgresql.Driver',
        remark: '',
      }),
    );
    const datasource = await t.db.datasource.findFirstOrThrow({ where: { name: 'saber-real-ds' } });
    ok(
      await post('/blade-develop/code/submit', {
        datasourceId: String(datasource.id),
        codeName: 'saber_gen',
        serviceName: 'blade-saber',
        tableName: 'demo_book',
        tablePrefix: 'demo_',
        pkName: 'id',
        packageName: 'org.springblade.saber',
        baseMode: '2',
        wrapMode: '2',
        apiPath: '/tmp/saber-api',
        webPath: '/tmp/saber-web',
      }),
    );
    const code = await t.db.code.findFirstOrThrow({ where: { codeName: 'saber_gen' } });
    const res = await request(t.server)
      .post('/api/blade-develop/code/gen-code')
      .query({ ids: String(code.id), system: 'saber3' })
      .set('Blade-Auth', `bearer ${admin}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
  });

  it('refuses a configuration with neither a model nor a datasource and table', async () => {
    const res = await post('/blade-develop/code/submit', {
      codeName: 'saber_none',
      serviceName: 'x',
      tableName: '',
      baseMode: '1',
      wrapMode: '1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: '请提供模型编号,或数据源编号与表名' });
  });
});

describe('个人信息', () => {
  it('changes the own password sent as typed (Saber 4.x sends no md5): the new one signs in, a wrong old one is refused', async () => {
    ok(
      await post('/blade-system/user/submit', {
        account: 'saber_pw',
        tenantId: '000000',
        password: 'saber-first',
        password2: 'saber-first',
        name: 'saber',
        realName: '萨伯',
        roleId: '1123598816738675203',
        deptId: ROOT_DEPT,
        postId: '',
        code: '',
        phone: '',
        email: '',
        sex: '',
        birthday: '',
        statusName: '',
      }),
    );
    const own = await accessToken(t, 'saber_pw', 'saber-first');
    const change = (query: Record<string, string>) =>
      request(t.server).post('/api/blade-system/user/update-password').query(query).set('Blade-Auth', `bearer ${own}`);
    const wrong = await change({ oldPassword: 'not-it', newPassword: 'saber-own-1', newPassword1: 'saber-own-1' });
    expect(wrong.body).toMatchObject({ success: false, msg: '原密码不正确!' });
    ok(await change({ oldPassword: 'saber-first', newPassword: 'saber-own-1', newPassword1: 'saber-own-1' }));
    expect((await signIn(t, 'saber_pw', 'saber-own-1')).status).toBe(200);
    expect((await signIn(t, 'saber_pw', 'saber-first')).status).toBe(400);
  });
});

describe('行政区划', () => {
  beforeAll(async () => {
    ok(await post('/blade-system/region/submit', { parentCode: '00', code: '98', name: 'Saber 省', sort: 98 }));
  });

  it("answers the level as level too, the name Saber's form reads", async () => {
    expect((await get('/blade-system/region/detail', { code: '98' })).body.data).toMatchObject({ code: '98', regionLevel: 1, level: 1 });
  });

  it("adds below a province the way Saber's form sends it (parent 00 + the province's code): a city of that province", async () => {
    // The form still holds the province's fields it was opened with.
    ok(
      await post('/blade-system/region/submit', {
        parentCode: '0098',
        parentName: 'Saber 省',
        code: '009801',
        subCode: '01',
        name: 'Saber 市',
        level: 2,
        sort: 1,
        remark: null,
        ancestors: '00',
        provinceCode: '98',
        provinceName: 'Saber 省',
        cityCode: null,
        cityName: null,
        districtCode: null,
        districtName: null,
        townCode: null,
        townName: null,
        villageCode: null,
        villageName: null,
      }),
    );
    expect(await t.db.region.findUnique({ where: { code: '9801' } })).toMatchObject({
      parentCode: '98',
      ancestors: '00,98',
      regionLevel: 2,
      provinceCode: '98',
      cityCode: '9801',
    });
    expect(await t.db.region.count({ where: { code: { startsWith: '0098' } } })).toBe(0);
  });

  it('still refuses a parent that is no region, 00-prefixed or not', async () => {
    for (const [parentCode, code] of [
      ['0097', '009701'],
      ['97', '9701'],
    ]) {
      const res = await post('/blade-system/region/submit', { parentCode, code, name: 'Saber 无', level: 2, sort: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, msg: `上级区划 [${parentCode}] 不存在` });
    }
  });
});
