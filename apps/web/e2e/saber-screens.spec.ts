// Saber 4.9's screens, beyond its lists: on each, a record is added through Saber's own form, found with its search,
// edited and removed against our API, with no error shown and no failed call. One signed-in Saber page serves the
// file. Saber's dialogs, trees, logs, reports and personal info: saber-extras.spec.ts.
import { expect, test, type Locator } from './support/test.ts';
import { useSaberPage } from './support/saber-console.ts';
import { formField, pickOption, pickToday, saberCrud, saberSearch, tableRow, type SaberScreen } from './support/saber-forms.ts';

// Saber's tree screens (dictionaries, menus, departments) redraw their whole tree after every call: a record's
// round trip there takes longer than a page of our own console.
test.describe.configure({ mode: 'default', timeout: 90_000 });

/** This run's names: reruns and other specs never meet them. */
const RUN = Date.now().toString(36);
const saber = useSaberPage();

/** The screen's record added, found, edited and removed through Saber's forms. */
const crud = (screen: SaberScreen) => saberCrud(saber.page, saber.url, screen);
const pick = (dialog: Locator, label: string, option: Parameters<typeof pickOption>[2]) =>
  pickOption(saber.page, formField(dialog, label), option);
const text = (dialog: Locator, label: string, value: string) => dialog.getByRole('textbox', { name: label }).fill(value);
const number = (dialog: Locator, label: string, value: string) => dialog.getByRole('spinbutton', { name: label }).fill(value);

test("用户管理: a user in two departments, with a role and a post, through Saber's tenant and tree selects", () =>
  crud({
    // Saber adds through user/submit and saves an edit through user/update.
    open: '/system/user',
    key: `saber_user_${RUN}`,
    dialogField: '所属岗位',
    searchLabel: '登录账号',
    submit: /^\/blade-system\/user\/(submit|update)$/,
    shows: ['人事', '常州刀锋,苏州刀锋'],
    edit: { label: '* 用户姓名:', value: '萨伯改名' },
    fill: async (dialog) => {
      await text(dialog, '* 登录账号:', `saber_user_${RUN}`);
      // The tenant's depts, roles and posts load once it is picked.
      await pick(dialog, '所属租户', '管理组');
      await dialog.getByRole('textbox', { name: '* 密码:', exact: true }).fill('saber-pass-1');
      await text(dialog, '* 确认密码:', 'saber-pass-1');
      await text(dialog, '* 用户昵称:', 'saber');
      await text(dialog, '* 用户姓名:', '萨伯用户');
      await pick(dialog, '所属角色', ['用户', '人事']);
      await pick(dialog, '所属部门', ['刀锋科技', '常州刀锋']);
      await pick(dialog, '所属部门', ['刀锋科技', '苏州刀锋']);
      await pick(dialog, '所属岗位', '技术经理');
    },
  }));

test('部门管理: a department', () =>
  crud({
    open: '/system/dept',
    key: `saber-dept-${RUN}`,
    dialogField: '部门全称',
    searchLabel: '部门名称',
    submit: '/blade-system/dept/submit',
    edit: { label: '* 部门全称:', value: 'Saber 改过的部门' },
    fill: async (dialog) => {
      await text(dialog, '* 部门名称:', `saber-dept-${RUN}`);
      await text(dialog, '* 部门全称:', 'Saber 部门');
      await pick(dialog, '上级部门', /./);
      await number(dialog, '* 排序:', '9');
    },
  }));

test('岗位管理: a post', () =>
  crud({
    open: '/system/post',
    key: `sp-${RUN}`,
    dialogField: '岗位编号',
    searchLabel: '岗位编号',
    submit: '/blade-system/post/submit',
    shows: ['高层'],
    edit: { label: '* 岗位名称:', value: 'Saber 改过的岗位' },
    fill: async (dialog) => {
      await pick(dialog, '岗位类型', '高层');
      await text(dialog, '* 岗位编号:', `sp-${RUN}`); // 12 characters at most, as in Blade
      await text(dialog, '* 岗位名称:', 'Saber 岗位');
      await number(dialog, '* 岗位排序:', '9');
    },
  }));

test('数据字典: a dictionary', () =>
  crud({
    open: '/system/dict',
    key: `saber_dict_${RUN}`,
    dialogField: '字典键值',
    searchLabel: '字典编号',
    submit: '/blade-system/dict/submit',
    edit: { label: '* 字典名称:', value: 'Saber 改过的字典' },
    fill: async (dialog) => {
      await text(dialog, '* 字典编号:', `saber_dict_${RUN}`);
      await text(dialog, '* 字典名称:', 'Saber 字典');
      await number(dialog, '* 字典键值:', '-1');
      await number(dialog, '* 字典排序:', '9');
    },
  }));

/** Saber's icon picker (avue-input-icon): opens from the field, and the first icon is taken. */
async function pickIcon(dialog: Locator) {
  const input = formField(dialog, '菜单图标').locator('input');
  await input.click();
  const picker = saber.page
    .locator('.el-dialog:visible')
    .filter({ has: saber.page.locator('.avue-input-icon__item') })
    .last();
  await picker.locator('.avue-input-icon__item').first().click();
  await expect(input).not.toHaveValue('');
}

test("菜单管理: a menu, its icon from Saber's icon picker", () =>
  crud({
    open: '/system/menu',
    key: `saber-menu-${RUN}`,
    dialogField: '按钮功能',
    searchLabel: '菜单名称',
    submit: '/blade-system/menu/submit',
    edit: { label: '* 菜单别名:', value: 'saber-edited' },
    fill: async (dialog) => {
      await text(dialog, '* 菜单名称:', `saber-menu-${RUN}`);
      await text(dialog, '* 路由地址:', `/saber/${RUN}`);
      await pickIcon(dialog);
      await text(dialog, '* 菜单编号:', `saber_menu_${RUN}`);
      await formField(dialog, '菜单类型').getByText('菜单', { exact: true }).click();
      await text(dialog, '* 菜单别名:', 'saber');
      await formField(dialog, '按钮功能').getByText('工具栏', { exact: true }).click();
      await number(dialog, '* 菜单排序:', '99');
    },
  }));

test("顶部菜单: a top menu, its icon from Saber's icon picker", () =>
  crud({
    open: '/system/topmenu',
    key: `saber-top-${RUN}`,
    dialogField: '菜单路由',
    searchLabel: '菜单名',
    submit: '/blade-system/topmenu/submit',
    edit: { label: '* 菜单编号:', value: `saber_top_edited_${RUN}` },
    fill: async (dialog) => {
      await text(dialog, '* 菜单名:', `saber-top-${RUN}`);
      await pickIcon(dialog);
      await text(dialog, '* 菜单编号:', `saber_top_${RUN}`);
      await number(dialog, '* 菜单排序:', '99');
    },
  }));

test('参数管理: a parameter', () =>
  crud({
    open: '/system/param',
    key: `saber.param.${RUN}`,
    dialogField: '参数键名',
    searchLabel: '参数键名',
    submit: '/blade-system/param/submit',
    edit: { label: '* 参数名称:', value: 'Saber 改过的参数' },
    fill: async (dialog) => {
      await text(dialog, '* 参数名称:', 'Saber 参数');
      await text(dialog, '* 参数键名:', `saber.param.${RUN}`);
      await text(dialog, '* 参数键值:', '1');
    },
  }));

test('租户管理: a tenant', () =>
  crud({
    open: '/system/tenant',
    key: `Saber 租户 ${RUN}`,
    dialogField: '联系人',
    searchLabel: '租户名称',
    submit: '/blade-system/tenant/submit',
    edit: { label: '* 联系人:', value: 'Saber 改过' },
    fill: async (dialog) => {
      await text(dialog, '* 租户名称:', `Saber 租户 ${RUN}`);
      await text(dialog, '* 联系人:', 'Saber');
      await text(dialog, '联系电话:', '13800000000');
    },
  }));

test('应用管理: a client', () =>
  crud({
    open: '/system/client',
    key: `saber-client-${RUN}`,
    dialogField: '应用id',
    searchLabel: '应用id',
    submit: '/blade-system/client/submit',
    edit: { label: '* 应用密钥:', value: `saber-secret-edited-${RUN}` },
    fill: async (dialog) => {
      await text(dialog, '* 应用id:', `saber-client-${RUN}`);
      await text(dialog, '* 应用密钥:', 'saber-client-secret');
      await text(dialog, '* 授权类型:', 'refresh_token,password');
      await text(dialog, '* 授权范围:', 'all');
      await number(dialog, '* 令牌秒数:', '3600');
      await number(dialog, '* 刷新秒数:', '604800');
      await text(dialog, '* 回调地址:', 'http://localhost');
    },
  }));

test('角色管理: a role', () =>
  crud({
    open: '/authority/role',
    key: `saber_role_${RUN}`,
    dialogField: '角色别名',
    searchLabel: '角色别名',
    submit: '/blade-system/role/submit',
    edit: { label: '* 角色名称:', value: 'Saber 改过的角色' },
    fill: async (dialog) => {
      await text(dialog, '* 角色名称:', 'Saber 角色');
      await text(dialog, '* 角色别名:', `saber_role_${RUN}`);
      await number(dialog, '* 角色排序:', '9');
    },
  }));

/** Opens the drawer of 通知公告's scopes on Saber's data scope or API scope screen (where their 新增 is). */
const scopeDrawer = (path: string, title: string) => async () => {
  await saber.open(path);
  await saberSearch(saber.page, '菜单名称', '通知公告');
  await tableRow(saber.page, '通知公告').first().getByRole('button', { name: '权限配置' }).click();
  await expect(saber.page.locator('.el-drawer').filter({ hasText: title })).toBeVisible();
  await saber.page.waitForLoadState('networkidle');
};

test("数据权限: a data scope of a menu, in Saber's drawer", () =>
  crud({
    open: scopeDrawer('/authority/datascope', '数据权限配置'),
    key: `saber_ds_${RUN}`,
    dialogField: '权限类名',
    submit: '/blade-system/data-scope/submit',
    edit: { label: '* 权限名称:', value: `Saber 数据权限 ${RUN} 改过` },
    fill: async (dialog) => {
      // Saber fills name, code and column from the rule type: it is picked first, the test's values then replace them.
      await pick(dialog, '规则类型', /./);
      await text(dialog, '* 权限名称:', `Saber 数据权限 ${RUN}`);
      await text(dialog, '* 权限编号:', `saber_ds_${RUN}`);
      await text(dialog, '* 权限字段:', 'create_user');
      await text(dialog, '* 权限类名:', 'org.springblade.desk.mapper.NoticeMapper.selectNoticePage');
    },
  }));

test("接口权限: an API scope of a menu, in Saber's drawer", () =>
  crud({
    open: scopeDrawer('/authority/apiscope', '接口权限配置'),
    key: `saber_api_${RUN}`,
    dialogField: '权限路径',
    submit: '/blade-system/api-scope/submit',
    edit: { label: '* 权限名称:', value: `Saber 接口权限 ${RUN} 改过` },
    fill: async (dialog) => {
      await text(dialog, '* 权限名称:', `Saber 接口权限 ${RUN}`);
      await text(dialog, '* 权限编号:', `saber_api_${RUN}`);
      await text(dialog, '* 权限路径:', '/blade-desk/notice/list');
      await pick(dialog, '接口类型', /./);
    },
  }));

test('通知公告: a notice', () =>
  crud({
    open: '/desk/notice',
    key: `Saber 通知 ${RUN}`,
    dialogField: '通知日期',
    searchLabel: '通知标题',
    submit: '/blade-desk/notice/submit',
    edit: { label: '* 通知标题:', value: `Saber 通知 ${RUN} 改过` },
    fill: async (dialog) => {
      await text(dialog, '* 通知标题:', `Saber 通知 ${RUN}`);
      await pick(dialog, '通知类型', /./);
      await pickToday(saber.page, dialog, '* 通知日期:');
      await formField(dialog, '通知内容').locator('[contenteditable=true]').fill('Saber 写的通知');
    },
  }));

test('数据源管理: a data source', () =>
  crud({
    open: '/tool/datasource',
    key: `saber-ds-${RUN}`,
    dialogField: '驱动类',
    submit: '/blade-develop/datasource/submit',
    edit: { label: '* 用户名:', value: 'saber_edited' },
    fill: async (dialog) => {
      await text(dialog, '* 名称:', `saber-ds-${RUN}`);
      await pick(dialog, '驱动类', 'org.postgresql.Driver');
      await text(dialog, '* 用户名:', 'saber');
      await text(dialog, '* 密码:', 'saber-secret');
      await text(dialog, '* 连接地址:', 'jdbc:postgresql://127.0.0.1:5432/saber');
    },
  }));

test("代码生成: a code generator configuration, its data source picked in Saber's form", async () => {
  // The configuration reads a table of a data source: one is made first, as its own screen would.
  const datasource = `saber-code-ds-${RUN}`;
  await saber.post('/blade-develop/datasource/submit', {
    name: datasource,
    driverClass: 'org.postgresql.Driver',
    username: 'saber',
    password: 'saber-secret',
    url: 'jdbc:postgresql://127.0.0.1:5432/saber',
    remark: '',
  });
  await crud({
    open: '/tool/code',
    key: `saber_code_${RUN}`,
    dialogField: '后端生成路径',
    searchLabel: '模块名',
    submit: '/blade-develop/code/submit',
    shows: [datasource, 'blade_notice'],
    edit: { label: '* 服务名:', value: 'blade-saber-edited' },
    fill: async (dialog) => {
      await pick(dialog, '数据源', datasource);
      await text(dialog, '* 模块名:', `saber_code_${RUN}`);
      await text(dialog, '* 服务名:', 'blade-saber');
      await text(dialog, '* 表名:', 'blade_notice');
      await text(dialog, '* 表前缀:', 'blade_');
      await text(dialog, '* 主键名:', 'id');
      await text(dialog, '* 包名:', 'org.springblade.saber');
      await formField(dialog, '基础业务').getByText('是', { exact: true }).click();
      await formField(dialog, '包装器').getByText('是', { exact: true }).click();
      await text(dialog, '* 后端生成路径:', '/tmp/saber-api');
      await text(dialog, '* 前端生成路径:', '/tmp/saber-web');
    },
  });
});
