// Per-entity data for the generated CRUD suite (crud-suite.test.ts): every declared entity it runs needs one entry,
// unless it is declared by its fields, which give the suite its data (derived-fixture.ts).
import { nextId } from '../../src/db/snowflake.ts';
import type { TestApp } from '../test-app.ts';

export type EntityFixture = {
  /** A valid submit body for insert; `n` makes values unique. */
  valid: (n: number) => Record<string, unknown>;
  /** A field the update changes, and its new value (as the record answers it). */
  update: [field: string, value: unknown];
  /** A body that breaks one field, and the name the 400 must give. */
  invalid: { body: Record<string, unknown>; field: string };
  /** A query key and value that find the row made by valid(n) (bare LIKE for map lists, exact for entity lists). */
  filter: (n: number) => [key: string, value: string];
  /** Runs once the suite's database exists, before any test (e.g. to read ids the seed generated). */
  setup?: (t: TestApp) => Promise<void>;
};

/** Two seeded menus (ids are generated at seed time), for tenant packages. */
let packageMenus = '';

export const FIXTURES: Record<string, EntityFixture> = {
  param: {
    valid: (n) => ({ paramName: `参数${n}`, paramKey: `test.key${n}`, paramValue: `v${n}` }),
    update: ['paramValue', 'changed'],
    invalid: { body: { paramName: 'x', paramValue: 'y' }, field: 'paramKey' },
    filter: (n) => ['paramKey', `key${n}`],
  },
  client: {
    valid: (n) => ({
      clientId: `c${n}`,
      clientSecret: `s${n}`,
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    }),
    update: ['clientSecret', 'new-secret'],
    invalid: {
      body: { clientId: 'c', clientSecret: 's', authorizedGrantTypes: 'password', accessTokenValidity: 60, refreshTokenValidity: 604800 },
      field: 'accessTokenValidity',
    },
    filter: (n) => ['clientId', `c${n}`],
  },
  tenant: {
    valid: (n) => ({ tenantName: `租户${n}号`, linkman: `联系人${n}`, contactNumber: `1380000${n}`, address: `地址${n}` }),
    update: ['linkman', '新联系人'],
    invalid: { body: { linkman: '无名' }, field: 'tenantName' },
    filter: (n) => ['tenantName', `租户${n}号`],
  },
  tenantpackage: {
    setup: async (t) => {
      const menus = await t.db.menu.findMany({ where: { code: { in: ['desk', 'notice'] } }, select: { id: true } });
      packageMenus = menus.map((m) => String(m.id)).join(',');
    },
    valid: (n) => ({ packageName: `产品包${n}`, menuId: packageMenus, remark: `备注${n}` }),
    update: ['packageName', '改名产品包'],
    invalid: { body: { remark: '只有备注' }, field: 'packageName' },
    filter: (n) => ['packageName', `产品包${n}`],
  },
  // Dictionaries and departments: top-level rows (children are covered in test/system/dict.test.ts, dept.test.ts).
  // The `x` suffix keeps LIKE filters from matching longer numbers (dt1x is not inside dt12x).
  dict: {
    valid: (n) => ({ code: `dt${n}x`, dictValue: `测试字典${n}`, sort: n }),
    update: ['dictValue', '改名字典'],
    invalid: { body: { code: 'bad', dictValue: '坏排序', sort: 'first' }, field: 'sort' },
    filter: (n) => ['code', `dt${n}x`],
  },
  dictbiz: {
    // Top-level rows all have dictKey -1: two entries below one give the sort on dict_key an order to show.
    setup: async (t) => {
      const parent = nextId();
      await t.db.dictBiz.createMany({
        data: [
          { id: parent, code: 'bzsort', dictKey: '-1', dictValue: '排序字典' },
          { id: nextId(), parentId: parent, code: 'bzsort', dictKey: 'b-key', dictValue: '乙' },
          { id: nextId(), parentId: parent, code: 'bzsort', dictKey: 'A-key', dictValue: '甲' },
        ],
      });
    },
    valid: (n) => ({ code: `bz${n}x`, dictValue: `业务字典${n}`, sort: n }),
    update: ['dictValue', '改名业务字典'],
    invalid: { body: { code: 'bad', dictValue: '坏封存', sort: 1, isSealed: 2 }, field: 'isSealed' },
    filter: (n) => ['code', `bz${n}x`],
  },
  dept: {
    valid: (n) => ({ deptName: `测试部门${n}x`, fullName: `测试部门全称${n}`, deptCategory: 2, sort: n }),
    update: ['deptName', '改名部门'],
    invalid: { body: { deptName: '坏类型', deptCategory: 9, sort: 1 }, field: 'deptCategory' },
    filter: (n) => ['deptName', `测试部门${n}x`],
  },
  // Users: a plain password on insert (as Saber sends it); the manager role and 常州刀锋 of tenant 000000.
  user: {
    valid: (n) => ({
      account: `usr${n}x`,
      password: `pw-user-${n}`,
      name: `用户${n}`,
      realName: `真名${n}`,
      roleId: '1123598816738675204',
      deptId: '1123598813738675202',
    }),
    update: ['realName', '改名用户'],
    invalid: { body: { name: '无账号', password: 'pw' }, field: 'account' },
    filter: (n) => ['account', `usr${n}x`],
  },
  // Menus, top menus, roles and scopes (hand-written tests: test/system/menu.test.ts, role.test.ts, scope.test.ts).
  // Scopes point at menu 1: Blade does not check the menu, and the fixture cannot know a seeded (random) menu id.
  menu: {
    valid: (n) => ({ code: `tmenu${n}x`, name: `测试菜单${n}`, alias: 'menu', path: `/test/menu${n}`, category: 1, sort: n }),
    update: ['name', '改名菜单'],
    invalid: { body: { code: 'bad', name: '坏类型', category: 3 }, field: 'category' },
    filter: (n) => ['code', `tmenu${n}x`],
  },
  topmenu: {
    valid: (n) => ({ code: `top${n}`, name: `顶部菜单${n}`, source: 'Home', sort: n }),
    update: ['name', '改名顶部菜单'],
    invalid: { body: { code: 'bad', name: '坏排序', sort: 'first' }, field: 'sort' },
    filter: (n) => ['code', `top${n}`],
  },
  role: {
    valid: (n) => ({ roleName: `测试角色${n}`, roleAlias: `trole${n}x`, sort: n }),
    update: ['roleName', '改名角色'],
    invalid: { body: { roleName: '坏别名', roleAlias: 'bad alias!' }, field: 'roleAlias' },
    filter: (n) => ['roleAlias', `trole${n}x`],
  },
  data_scope: {
    valid: (n) => ({ menuId: '1', resourceCode: `res${n}`, scopeName: `数据权限${n}`, scopeColumn: 'create_user', scopeType: 2 }),
    update: ['scopeName', '改名数据权限'],
    invalid: { body: { menuId: '1', resourceCode: 'post', scopeName: '坏类型', scopeType: 9 }, field: 'scopeType' },
    filter: (n) => ['resourceCode', `res${n}`],
  },
  api_scope: {
    valid: (n) => ({ menuId: '1', resourceCode: `api${n}`, scopeName: `接口权限${n}`, scopePath: `/blade-test/t${n}/**`, scopeType: 1 }),
    update: ['scopeName', '改名接口权限'],
    invalid: { body: { menuId: '1', resourceCode: 'x', scopeName: '坏路径', scopePath: 'no-slash', scopeType: 1 }, field: 'scopePath' },
    filter: (n) => ['resourceCode', `api${n}`],
  },
  // Translation platform. The `x` suffix keeps LIKE filters from matching longer numbers.
  translateentry: {
    valid: (n) => ({ chinese: `词条${n}x`, english: `term ${n}x`, labels: '常用', remark: `备注${n}` }),
    update: ['english', 'changed term'],
    invalid: { body: { english: 'no chinese' }, field: 'chinese' },
    filter: (n) => ['chinese', `词条${n}x`],
  },
  translateclassification: {
    valid: (n) => ({ name: `分类${n}x`, sort: n }),
    update: ['name', '改名分类'],
    invalid: { body: { name: 'x', sort: 'first' }, field: 'sort' },
    filter: (n) => ['name', `分类${n}x`],
  },
  translatelabel: {
    valid: (n) => ({ name: `标签${n}x`, sort: n }),
    update: ['name', '改名标签'],
    invalid: { body: { sort: 1 }, field: 'name' },
    filter: (n) => ['name', `标签${n}x`],
  },
  // Resources (test/resource covers enable, uploads and downloads). Endpoints are public addresses: a save refuses
  // one the outbound guard would refuse (test/security/outbound-at-save.test.ts); CRUD connects to none.
  oss: {
    valid: (n) => ({
      category: 1,
      ossCode: `oss${n}x`,
      endpoint: 'http://93.184.215.14:9000',
      accessKey: `ak${n}`,
      secretKey: `secret-key-${n}-abcdef`,
      bucketName: `bucket${n}`,
    }),
    update: ['remark', '改名备注'],
    invalid: {
      body: { category: 1, ossCode: 'o', endpoint: 'http://x', accessKey: 'a', secretKey: 's', bucketName: 'Bad_Bucket' },
      field: 'bucketName',
    },
    filter: (n) => ['ossCode', `oss${n}x`],
  },
  attach: {
    // Two extensions, one upper-case, so the text sort on extension has an order to show.
    valid: (n) => ({
      link: `/files/${n}.txt`,
      domain: '',
      name: `upload/20260101/${n}.txt`,
      originalName: `附件${n}x.txt`,
      extension: n % 2 ? 'txt' : 'PDF',
      attachSize: 10,
    }),
    update: ['originalName', '改名附件.txt'],
    invalid: { body: { link: '/files/x.txt', name: 'x' }, field: 'originalName' },
    filter: (n) => ['originalName', `附件${n}x.txt`],
  },
  sms: {
    valid: (n) => ({
      category: 5,
      smsCode: `sms${n}x`,
      templateId: `t${n}`,
      template: '验证码 ${code}',
      endpoint: 'http://93.184.215.14:9/sms',
      secretKey: `sms-secret-${n}-abcdef`,
      signName: '刀锋',
    }),
    update: ['signName', '改名签名'],
    invalid: { body: { category: 9, smsCode: 's' }, field: 'category' },
    filter: (n) => ['smsCode', `sms${n}x`],
  },
  notice: {
    valid: (n) => ({ title: `通知${n}x`, category: 1, releaseTime: '2026-01-02 10:00:00', content: `<p>内容${n}</p>` }),
    update: ['content', '<p>新内容</p>'],
    invalid: { body: { title: 'x', category: 7 }, field: 'category' },
    filter: (n) => ['title', `通知${n}x`],
  },
  // Developer tools (test/develop covers connections, tables, prototypes and the code generator).
  datasource: {
    valid: (n) => ({ name: `数据源${n}x`, url: 'postgresql://93.184.215.14:5432/blade', username: `user${n}`, password: 'secret' }),
    update: ['remark', '改名备注'],
    invalid: { body: { name: 'x', url: 'mysql://127.0.0.1/blade', username: 'u' }, field: 'url' },
    filter: (n) => ['name', `数据源${n}x`],
  },
  model: {
    setup: async (t) => {
      developIds.datasource = await fixtureDatasource(t);
    },
    valid: (n) => ({
      datasourceId: developIds.datasource,
      modelName: `模型${n}x`,
      modelCode: `model${n}x`,
      modelTable: `table_${n}`,
      modelClass: `Model${n}x`,
    }),
    update: ['modelRemark', '改名备注'],
    invalid: { body: { datasourceId: '1', modelName: 'x', modelCode: 'Bad', modelTable: 't', modelClass: 'C' }, field: 'modelCode' },
    filter: (n) => ['modelName', `模型${n}x`],
  },
  'model-prototype': {
    setup: async (t) => {
      developIds.model = await fixtureModel(t);
    },
    valid: (n) => ({ modelId: developIds.model, jdbcName: `col_${n}`, jdbcType: 'varchar', propertyName: `col${n}` }),
    update: ['jdbcComment', '说明'],
    invalid: { body: { modelId: '1', jdbcName: '1bad', jdbcType: 'varchar', propertyName: 'x' }, field: 'jdbcName' },
    filter: (n) => ['jdbcName', `col_${n}`],
  },
  code: {
    setup: async (t) => {
      developIds.codeModel = await fixtureModel(t);
    },
    valid: (n) => ({ modelId: developIds.codeModel, codeName: `代码${n}x`, serviceName: 'blade-demo' }),
    update: ['author', '作者'],
    invalid: { body: { modelId: '1', codeName: 'x', codeStyle: 'vue' }, field: 'codeStyle' },
    filter: (n) => ['codeName', `代码${n}x`],
  },
};

/** Rows the developer-tool fixtures hang on (made directly in the database). */
const developIds = { datasource: '', model: '', codeModel: '' };

async function fixtureDatasource(t: TestApp): Promise<string> {
  const row = await t.db.datasource.create({
    data: { id: nextId(), name: '夹具数据源', url: 'postgresql://127.0.0.1:5432/blade', username: 'blade' },
  });
  return String(row.id);
}

async function fixtureModel(t: TestApp): Promise<string> {
  const datasourceId = BigInt(await fixtureDatasource(t));
  const row = await t.db.devModel.create({
    data: { id: nextId(), datasourceId, modelName: '夹具模型', modelCode: 'fixture', modelTable: 'fixture', modelClass: 'Fixture' },
  });
  return String(row.id);
}
