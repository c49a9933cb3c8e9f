// Saber 4.9's screens, beyond its lists: each adds, finds, edits and removes a record through Saber's own forms
// against our API, with no error shown and no failed call. One signed-in Saber page serves the whole group.
import { expect, test, type Page } from '@playwright/test';
import { createRole, createUser } from './support/fixtures.ts';
import { startSaber, type Saber } from './support/saber.ts';
import { queryTestDatabase } from './support/database.ts';
import { signIn } from './support/session.ts';
import { openSaberScreen, pickOption, pickToday, saberAddEditRemove, saberApiPost, saberCall, saberDialog, signInThroughSaber, watchFailures } from './support/saber-console.ts';

// Saber's tree screens (dictionaries, menus, departments) redraw their whole tree after every call: a record's
// round trip there takes longer than a page of our own console.
test.describe.configure({ mode: 'default', timeout: 90_000 });

/** This run's names: reruns and other specs never meet them. */
const RUN = Date.now().toString(36);
let saber: Saber;
let page: Page;
let failures: string[];

test.beforeAll(async ({ browser, baseURL }) => {
  saber = await startSaber(baseURL!);
  page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  failures = watchFailures(page);
  await signInThroughSaber(page, saber.url);
});
test.afterAll(async () => {
  await page.close();
  await saber.close();
});
test.afterEach(async () => {
  await expect(page.locator('.el-message--error')).toHaveCount(0);
  expect(failures).toEqual([]);
});

const screen = (path: string) => openSaberScreen(page, `${saber.url}${path}`);
/** A row of the screen's table holding `text`. */
const rowOf = (text: string) => page.locator('.el-table__body-wrapper').getByRole('row').filter({ hasText: text });
const field = (dialog: ReturnType<Page['locator']>, label: string) => dialog.locator('.el-form-item').filter({ hasText: label });

test('用户管理: a user in two departments, with a role and a post, through Saber\'s tenant and tree selects', async () => {
  await screen('/system/user');
  const account = `saber_user_${RUN}`;
  await saberAddEditRemove(page, {
    // Saber adds through user/submit and saves an edit through user/update.
    key: account, dialogField: '所属岗位', searchLabel: '登录账号', submit: /^\/blade-system\/user\/(submit|update)$/,
    shows: ['人事', '常州刀锋,苏州刀锋'],
    edit: { label: '* 用户姓名:', value: '萨伯改名' },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 登录账号:' }).fill(account);
      // The tenant's depts, roles and posts load once it is picked.
      await pickOption(page, field(dialog, '所属租户'), '管理组');
      await dialog.getByRole('textbox', { name: '* 密码:', exact: true }).fill('saber-pass-1');
      await dialog.getByRole('textbox', { name: '* 确认密码:' }).fill('saber-pass-1');
      await dialog.getByRole('textbox', { name: '* 用户昵称:' }).fill('saber');
      await dialog.getByRole('textbox', { name: '* 用户姓名:' }).fill('萨伯用户');
      await pickOption(page, field(dialog, '所属角色'), ['用户', '人事']);
      await pickOption(page, field(dialog, '所属部门'), ['刀锋科技', '常州刀锋']);
      await pickOption(page, field(dialog, '所属部门'), ['刀锋科技', '苏州刀锋']);
      await pickOption(page, field(dialog, '所属岗位'), '技术经理');
    },
  });
});

test('部门管理: a department', async () => {
  await screen('/system/dept');
  await saberAddEditRemove(page, {
    key: `saber-dept-${RUN}`, dialogField: '部门全称', searchLabel: '部门名称', submit: '/blade-system/dept/submit',
    edit: { label: '* 部门全称:', value: 'Saber 改过的部门' },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 部门名称:' }).fill(`saber-dept-${RUN}`);
      await dialog.getByRole('textbox', { name: '* 部门全称:' }).fill('Saber 部门');
      await pickOption(page, field(dialog, '上级部门'), /./);
      await dialog.getByRole('spinbutton', { name: '* 排序:' }).fill('9');
    },
  });
});

test('数据字典: a dictionary', async () => {
  await screen('/system/dict');
  await saberAddEditRemove(page, {
    key: `saber_dict_${RUN}`, dialogField: '字典键值', searchLabel: '字典编号', submit: '/blade-system/dict/submit',
    edit: { label: '* 字典名称:', value: 'Saber 改过的字典' },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 字典编号:' }).fill(`saber_dict_${RUN}`);
      await dialog.getByRole('textbox', { name: '* 字典名称:' }).fill('Saber 字典');
      await dialog.getByRole('spinbutton', { name: '* 字典键值:' }).fill('-1');
      await dialog.getByRole('spinbutton', { name: '* 字典排序:' }).fill('9');
    },
  });
});

test('租户管理: a tenant', async () => {
  await screen('/system/tenant');
  await saberAddEditRemove(page, {
    key: `Saber 租户 ${RUN}`, dialogField: '联系人', searchLabel: '租户名称', submit: '/blade-system/tenant/submit',
    edit: { label: '* 联系人:', value: 'Saber 改过' },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 租户名称:' }).fill(`Saber 租户 ${RUN}`);
      await dialog.getByRole('textbox', { name: '* 联系人:' }).fill('Saber');
      await dialog.getByRole('textbox', { name: '联系电话:' }).fill('13800000000');
    },
  });
});

test('通知公告: a notice', async () => {
  await screen('/desk/notice');
  await saberAddEditRemove(page, {
    key: `Saber 通知 ${RUN}`, dialogField: '通知日期', searchLabel: '通知标题', submit: '/blade-desk/notice/submit',
    edit: { label: '* 通知标题:', value: `Saber 通知 ${RUN} 改过` },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 通知标题:' }).fill(`Saber 通知 ${RUN}`);
      await pickOption(page, field(dialog, '通知类型'), /./);
      await pickToday(page, dialog, '* 通知日期:');
      await field(dialog, '通知内容').locator('[contenteditable=true]').fill('Saber 写的通知');
    },
  });
});

/** Fills Saber's data source form. */
async function fillDatasource(dialog: ReturnType<Page['locator']>, name: string) {
      await dialog.getByRole('textbox', { name: '* 名称:' }).fill(name);
      await pickOption(page, field(dialog, '驱动类'), 'org.postgresql.Driver');
      await dialog.getByRole('textbox', { name: '* 用户名:' }).fill('saber');
      await dialog.getByRole('textbox', { name: '* 密码:' }).fill('saber-secret');
      await dialog.getByRole('textbox', { name: '* 连接地址:' }).fill('jdbc:postgresql://127.0.0.1:5432/saber');
}

test('数据源管理: a data source', async () => {
  await screen('/tool/datasource');
  await saberAddEditRemove(page, {
    key: `saber-ds-${RUN}`, dialogField: '驱动类', submit: '/blade-develop/datasource/submit',
    edit: { label: '* 用户名:', value: 'saber_edited' },
    fill: (dialog) => fillDatasource(dialog, `saber-ds-${RUN}`),
  });
});

test('代码生成: a code generator configuration, its data source picked in Saber\'s form', async () => {
  // The configuration reads a table of a data source: one is made first, as its own screen would.
  const datasource = `saber-code-ds-${RUN}`;
  await saberApiPost(page, saber.url, '/blade-develop/datasource/submit', {
    name: datasource, driverClass: 'org.postgresql.Driver', username: 'saber', password: 'saber-secret', url: 'jdbc:postgresql://127.0.0.1:5432/saber', remark: '',
  });
  await screen('/tool/code');
  await saberAddEditRemove(page, {
    key: `saber_code_${RUN}`, dialogField: '后端生成路径', searchLabel: '模块名', submit: /^\/blade-develop\/code\/(submit|update)$/,
    shows: [datasource, 'blade_notice'],
    edit: { label: '* 服务名:', value: 'blade-saber-edited' },
    fill: async (dialog) => {
      await pickOption(page, field(dialog, '数据源'), datasource);
      await dialog.getByRole('textbox', { name: '* 模块名:' }).fill(`saber_code_${RUN}`);
      await dialog.getByRole('textbox', { name: '* 服务名:' }).fill('blade-saber');
      await dialog.getByRole('textbox', { name: '* 表名:' }).fill('blade_notice');
      await dialog.getByRole('textbox', { name: '* 表前缀:' }).fill('blade_');
      await dialog.getByRole('textbox', { name: '* 主键名:' }).fill('id');
      await dialog.getByRole('textbox', { name: '* 包名:' }).fill('org.springblade.saber');
      await field(dialog, '基础业务').getByText('是', { exact: true }).click();
      await field(dialog, '包装器').getByText('是', { exact: true }).click();
      await dialog.getByRole('textbox', { name: '* 后端生成路径:' }).fill('/tmp/saber-api');
      await dialog.getByRole('textbox', { name: '* 前端生成路径:' }).fill('/tmp/saber-web');
    },
  });
});

test('报表管理: Saber lists report files, finds one with its search and removes it', async () => {
  // Report files are written by UReport's designer, which saves them into blade_report_file beside Blade (this
  // product serves no designer): two are put there as it would, in the administrator's tenant.
  const names = [`saber-report-${RUN}-a.ureport.xml`, `saber-report-${RUN}-b.ureport.xml`];
  for (const [i, name] of names.entries()) {
    await queryTestDatabase('INSERT INTO blade_report_file (id, tenant_id, name, content) VALUES ($1, $2, $3, $4)',
      [`${Date.now()}${i}`, '000000', name, Buffer.from('<ureport/>')]);
  }
  await screen('/report/reportlist');
  const search = page.locator('.avue-crud__search');
  await search.getByRole('textbox', { name: '文件名:' }).fill(names[0]!);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.locator('.el-table__body-wrapper').getByRole('row')).toHaveCount(1);
  const row = rowOf(names[0]!);
  await expect(row).toHaveCount(1);

  const removed = saberCall(page, '/blade-report/report/rest/remove');
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.el-message-box').getByRole('button', { name: /确\s*定/ }).click();
  expect(await (await removed).json()).toMatchObject({ success: true });
  await expect(row).toHaveCount(0);
  // Removed as Blade removes (is_deleted), the other file kept.
  const left = await queryTestDatabase<{ name: string; is_deleted: number }>('SELECT name, is_deleted FROM blade_report_file WHERE name = ANY($1) ORDER BY name', [names]);
  expect(left).toEqual([{ name: names[0], is_deleted: 1 }, { name: names[1], is_deleted: 0 }]);
});

/** Saber's icon picker (avue-input-icon): opens from the field, and the first icon is taken. */
async function pickIcon(dialog: ReturnType<Page['locator']>) {
  await field(dialog, '菜单图标').locator('input').click();
  const picker = page.locator('.el-dialog:visible').filter({ has: page.locator('.avue-input-icon__item') }).last();
  await picker.locator('.avue-input-icon__item').first().click();
  await expect(field(dialog, '菜单图标').locator('input')).not.toHaveValue('');
}

test('菜单管理: a menu, its icon from Saber\'s icon picker', async () => {
  await screen('/system/menu');
  await saberAddEditRemove(page, {
    key: `saber-menu-${RUN}`, dialogField: '按钮功能', searchLabel: '菜单名称', submit: '/blade-system/menu/submit',
    edit: { label: '* 菜单别名:', value: 'saber-edited' },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 菜单名称:' }).fill(`saber-menu-${RUN}`);
      await dialog.getByRole('textbox', { name: '* 路由地址:' }).fill(`/saber/${RUN}`);
      await pickIcon(dialog);
      await dialog.getByRole('textbox', { name: '* 菜单编号:' }).fill(`saber_menu_${RUN}`);
      await field(dialog, '菜单类型').getByText('菜单', { exact: true }).click();
      await dialog.getByRole('textbox', { name: '* 菜单别名:' }).fill('saber');
      await field(dialog, '按钮功能').getByText('工具栏', { exact: true }).click();
      await dialog.getByRole('spinbutton', { name: '* 菜单排序:' }).fill('99');
    },
  });
});

test('顶部菜单: a top menu, its icon from Saber\'s icon picker', async () => {
  await screen('/system/topmenu');
  await saberAddEditRemove(page, {
    key: `saber-top-${RUN}`, dialogField: '菜单路由', searchLabel: '菜单名', submit: '/blade-system/topmenu/submit',
    edit: { label: '* 菜单编号:', value: `saber_top_edited_${RUN}` },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 菜单名:' }).fill(`saber-top-${RUN}`);
      await pickIcon(dialog);
      await dialog.getByRole('textbox', { name: '* 菜单编号:' }).fill(`saber_top_${RUN}`);
      await dialog.getByRole('spinbutton', { name: '* 菜单排序:' }).fill('99');
    },
  });
});

/** Opens the drawer of a menu's scopes on Saber's data scope or API scope screen. */
async function openScopeDrawer(path: string, menu: string, title: string) {
  await screen(path);
  const search = page.locator('.avue-crud__search');
  await search.getByRole('textbox', { name: '菜单名称:' }).fill(menu);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await rowOf(menu).first().getByRole('button', { name: '权限配置' }).click();
  const drawer = page.locator('.el-drawer').filter({ hasText: title });
  await expect(drawer).toBeVisible();
  await page.waitForLoadState('networkidle');
  return drawer;
}

test('数据权限: a data scope of a menu, in Saber\'s drawer', async () => {
  await openScopeDrawer('/authority/datascope', '通知公告', '数据权限配置');
  await saberAddEditRemove(page, {
    key: `saber_ds_${RUN}`, dialogField: '权限类名', submit: '/blade-system/data-scope/submit',
    edit: { label: '* 权限名称:', value: `Saber 数据权限 ${RUN} 改过` },
    fill: async (dialog) => {
      // Saber fills name, code and column from the rule type: it is picked first, the test's values then replace them.
      await pickOption(page, field(dialog, '规则类型'), /./);
      await dialog.getByRole('textbox', { name: '* 权限名称:' }).fill(`Saber 数据权限 ${RUN}`);
      await dialog.getByRole('textbox', { name: '* 权限编号:' }).fill(`saber_ds_${RUN}`);
      await dialog.getByRole('textbox', { name: '* 权限字段:' }).fill('create_user');
      await dialog.getByRole('textbox', { name: '* 权限类名:' }).fill('org.springblade.desk.mapper.NoticeMapper.selectNoticePage');
    },
  });
});

test('接口权限: an API scope of a menu, in Saber\'s drawer', async () => {
  await openScopeDrawer('/authority/apiscope', '通知公告', '接口权限配置');
  await saberAddEditRemove(page, {
    key: `saber_api_${RUN}`, dialogField: '权限路径', submit: '/blade-system/api-scope/submit',
    edit: { label: '* 权限名称:', value: `Saber 接口权限 ${RUN} 改过` },
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 权限名称:' }).fill(`Saber 接口权限 ${RUN}`);
      await dialog.getByRole('textbox', { name: '* 权限编号:' }).fill(`saber_api_${RUN}`);
      await dialog.getByRole('textbox', { name: '* 权限路径:' }).fill('/blade-desk/notice/list');
      await pickOption(page, field(dialog, '接口类型'), /./);
    },
  });
});

/**
 * On Saber's log screen of `kind`: a search by our service id, then the detail of the first row (holding `text`).
 * Saber's log list calls send the page alone (src/api/logs.js drops the search): the search reloads every row.
 */
async function openLogDetail(kind: 'usual' | 'api' | 'error', text?: string) {
  await screen(`/monitor/log/${kind}`);
  const search = page.locator('.avue-crud__search');
  await search.getByRole('textbox', { name: '服务id:' }).fill('blade-api');
  const listed = saberCall(page, `/blade-log/${kind}/list`);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  expect(await (await listed).json()).toMatchObject({ success: true });
  const rows = page.locator('.el-table__body-wrapper').getByRole('row');
  const row = (text ? rows.filter({ hasText: text }) : rows).first();
  const detail = saberCall(page, `/blade-log/${kind}/detail`);
  await row.getByRole('button', { name: /查\s*看/ }).click();
  expect(await (await detail).json()).toMatchObject({ success: true });
  const dialog = page.getByRole('dialog', { name: /查\s*看/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [kind, title] of [['usual', '通用日志'], ['api', '接口日志']] as const) {
  test(`${title}: Saber's list and search load, and a log opens in its detail view`, async () => {
    await openLogDetail(kind);
  });
}

test('错误日志: an error our console uploaded is listed and opens in Saber\'s detail view', async () => {
  // A fresh database has no error: one is uploaded as our console uploads its local error log (Saber keeps its own
  // in the browser and uploads nothing).
  const where = `${saber.url}/saber/${RUN}`;
  const stack = `TypeError: Saber 错误 ${RUN}\n    at render (${saber.url}/assets/saber.js:1:2)`;
  await saberApiPost(page, saber.url, '/blade-log/error/upload', [{ type: 'TypeError', message: `Saber 错误 ${RUN}`, stack, info: 'render function', url: where, time: '2026-01-01 00:00:00' }]);
  const dialog = await openLogDetail('error', where);
  await expect(dialog.getByRole('textbox', { name: '请求接口:' })).toHaveValue(where);
  await expect(dialog.getByRole('textbox', { name: '日志数据:' })).toHaveValue(stack);
});

/** Saber's role grant dialog (角色配置) for the role in `row`: its menu tree under the first tab. */
async function openRoleGrant(row: ReturnType<Page['locator']>) {
  await row.locator('.el-checkbox').first().click();
  const keys = saberCall(page, '/blade-system/menu/role-tree-keys');
  await page.getByRole('button', { name: '权限设置' }).click();
  expect(await (await keys).json()).toMatchObject({ success: true });
  const dialog = page.locator('.el-dialog').filter({ hasText: '角色配置' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('角色管理 → 权限设置: a menu granted to a new role stays ticked when the dialog reopens', async () => {
  await screen('/authority/role');
  const alias = `saber_grant_${RUN}`;
  await page.getByRole('button', { name: /新\s*增/ }).first().click();
  const adding = saberDialog(page, '角色别名');
  await adding.getByRole('textbox', { name: '* 角色名称:' }).fill(`Saber 授权 ${RUN}`);
  await adding.getByRole('textbox', { name: '* 角色别名:' }).fill(alias);
  await adding.getByRole('spinbutton', { name: '* 角色排序:' }).fill('9');
  const added = saberCall(page, '/blade-system/role/submit');
  await adding.getByRole('button', { name: /保\s*存/ }).click();
  expect(await (await added).json()).toMatchObject({ success: true });
  const row = rowOf(alias);
  const findRole = async () => {
    const search = page.locator('.avue-crud__search');
    await search.getByRole('textbox', { name: '角色别名:' }).fill(alias);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(row).toHaveCount(1);
  };
  await findRole();

  let dialog = await openRoleGrant(row);
  const node = (d: typeof dialog) => d.locator('.el-tab-pane').first().locator('.el-tree-node').filter({ hasText: '工作台' }).first();
  await node(dialog).locator('.el-checkbox').first().click();
  const granted = saberCall(page, '/blade-system/role/grant');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect(await (await granted).json()).toMatchObject({ success: true });
  await expect(dialog).toBeHidden();

  // A fresh screen: the tick comes back from role-tree-keys, not from the tree Saber kept in the page.
  await screen('/authority/role');
  await findRole();
  dialog = await openRoleGrant(row);
  await expect(node(dialog).locator('.el-checkbox').first()).toHaveClass(/is-checked/);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.el-message-box').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
});

test('行政区划: a child region under an existing one, edited and removed through Saber\'s tree and form', async () => {
  // The test database has no reference regions: a province and its city are made first. The child goes under the
  // city: under a province Saber's form sends parentCode "00" + the province's code (see decisions.md).
  const province = `Saber 省 ${RUN}`;
  const city = `Saber 市 ${RUN}`;
  await saberApiPost(page, saber.url, '/blade-system/region/submit', { parentCode: '00', code: '98', name: province, sort: 98 });
  await saberApiPost(page, saber.url, '/blade-system/region/submit', { parentCode: '98', code: '9801', name: city, sort: 1 });
  await screen('/base/region');
  const tree = page.locator('.avue-tree .el-tree').first();
  const form = page.locator('.avue-form').first();
  const name = `Saber 区划 ${RUN}`;
  const node = (label: string) => tree.locator('.el-tree-node__content').filter({ has: page.getByText(label, { exact: true }) });
  const expand = async (label: string) => {
    const loaded = saberCall(page, '/blade-system/region/lazy-tree');
    await node(label).locator('.el-tree-node__expand-icon').click();
    await loaded;
  };
  /** Opens the tree down to the city (Saber redraws it closed after each save). */
  const expandToCity = async () => {
    await expand(province);
    await expand(city);
  };
  /** Clicks a region in the tree and waits for its detail in the form. */
  const open = async (label: string) => {
    const detail = saberCall(page, '/blade-system/region/detail');
    await node(label).click();
    expect(await (await detail).json()).toMatchObject({ success: true });
  };
  // Saber's form reads the level as `level`, Blade's region answers `regionLevel`: a person picks it each time.
  const submit = async () => {
    await form.getByRole('radio', { name: '区县' }).check({ force: true });
    const saved = saberCall(page, '/blade-system/region/submit');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    expect(await (await saved).json()).toMatchObject({ success: true });
  };

  await expand(province);
  await open(city);
  await page.getByRole('button', { name: '新增下级' }).click();
  await form.getByPlaceholder('请输入 区划子编号').fill('99');
  await form.getByRole('textbox', { name: '* 区划名称:' }).fill(name);
  await form.getByRole('spinbutton', { name: '* 区划排序:' }).fill('99');
  await submit();

  await expandToCity();
  await open(name);
  await form.getByRole('textbox', { name: '* 区划名称:' }).fill(`${name} 改过`);
  await submit();

  await expandToCity();
  await open(`${name} 改过`);
  const removed = saberCall(page, '/blade-system/region/remove');
  await page.getByRole('button', { name: '删除' }).click();
  await page.locator('.el-message-box').getByRole('button', { name: /确\s*定/ }).click();
  expect(await (await removed).json()).toMatchObject({ success: true });
  // The city has no child left: the server says so, and Saber draws it as a leaf.
  await expand(province);
  await expect(node(city).locator('.el-tree-node__expand-icon')).toHaveClass(/is-leaf/);
});

test('个人信息: a user of the test\'s own edits and saves their profile in Saber, signed in as themselves', async ({ page: consolePage, browser }) => {
  // The user is made through our API as admin (a role with no menus, a password of their own).
  await signIn(consolePage, 'admin');
  const account = `saber_info_${RUN}`;
  await createUser(consolePage, account, await createRole(consolePage, `Saber 个人 ${RUN}`, `saber_info_${RUN}`, []));

  const userPage = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  const userFailures = watchFailures(userPage);
  await signInThroughSaber(userPage, saber.url, { account, password: account });
  const info = saberCall(userPage, '/blade-system/user/info');
  await openSaberScreen(userPage, `${saber.url}/info/index`);
  expect(await (await info).json()).toMatchObject({ success: true, data: { account } });
  const form = userPage.locator('.el-tab-pane').filter({ hasText: '姓名' }).first();
  await form.getByPlaceholder('请输入姓名').fill('Saber 改名');
  await form.getByPlaceholder('请输入手机号').fill('13912345678');
  const saved = saberCall(userPage, '/blade-system/user/update-info');
  await form.getByRole('button', { name: '提交' }).click();
  expect(await (await saved).json()).toMatchObject({ success: true });

  // A fresh screen reads the saved profile back.
  await openSaberScreen(userPage, `${saber.url}/info/index`);
  await expect(form.getByPlaceholder('请输入姓名')).toHaveValue('Saber 改名');
  await expect(form.getByPlaceholder('请输入手机号')).toHaveValue('13912345678');
  await expect(userPage.locator('.el-message--error')).toHaveCount(0);
  expect(userFailures).toEqual([]);
  await userPage.close();
});
