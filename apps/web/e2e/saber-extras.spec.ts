// Saber 4.9's screens beyond a table and its form: the grant dialogs of roles and top menus, a dictionary's entries,
// the user screen's toolbar, the region tree, the three logs' detail, the report list and personal info, against our
// API with no error shown and no failed call (but where the server asks a user to change the first password someone
// else chose). One signed-in Saber page serves the file; the table screens' add/edit/remove: saber-screens.spec.ts.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { apiPost } from './support/api.ts';
import { queryTestDatabase } from './support/database.ts';
import { createRole } from './support/fixtures.ts';
import { openSaberScreen, SABER_PAGE, saberCall, signInThroughSaber, useSaberPage, watchFailures } from './support/saber-console.ts';
import { openEditDialog, removeRow, saberDialog, saberSearch, saveDialog, tableRow } from './support/saber-forms.ts';
import { signIn } from './support/session.ts';

test.describe.configure({ mode: 'default', timeout: 90_000 });

/** This run's names: reruns and other specs never meet them. */
const RUN = Date.now().toString(36);
const saber = useSaberPage();

/** A grant dialog of Saber: the screen it is on, how it opens there, and the call its 确定 makes. */
type GrantDialog = {
  screen: string;
  /** Opens the dialog for the test's record on a freshly opened screen: the dialog and its menu tree. */
  open: () => Promise<{ dialog: Locator; tree: Locator }>;
  grant: string;
};

/** Ticks `menu` in the dialog's tree and saves; a fresh screen's dialog shows the tick again (read from the server). */
async function grantStaysTicked(grant: GrantDialog, menu: string) {
  const tick = (tree: Locator) => tree.locator('.el-tree-node').filter({ hasText: menu }).first().locator('.el-checkbox').first();
  await saber.open(grant.screen);
  let { dialog, tree } = await grant.open();
  await tick(tree).click();
  const granted = saberCall(saber.page, grant.grant);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect(await (await granted).json()).toMatchObject({ success: true });
  await expect(dialog).toBeHidden();

  await saber.open(grant.screen);
  ({ dialog, tree } = await grant.open());
  await expect(tick(tree)).toHaveClass(/is-checked/);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
}

test('角色管理 → 权限设置: a menu granted to a new role stays ticked when the dialog reopens', async () => {
  const alias = `saber_grant_${RUN}`;
  await saber.post('/blade-system/role/submit', { roleName: `Saber 授权 ${RUN}`, roleAlias: alias, sort: 9 });
  const row = tableRow(saber.page, alias);
  await grantStaysTicked(
    {
      screen: '/authority/role',
      grant: '/blade-system/role/grant',
      open: async () => {
        await saberSearch(saber.page, '角色别名', alias);
        await row.locator('.el-checkbox').first().click();
        const keys = saberCall(saber.page, '/blade-system/menu/role-tree-keys');
        await saber.page.getByRole('button', { name: '权限设置' }).click();
        expect(await (await keys).json()).toMatchObject({ success: true });
        const dialog = saber.page.locator('.el-dialog').filter({ hasText: '角色配置' });
        await expect(dialog).toBeVisible();
        // The menus are the first of its tabs (then data and API scopes).
        return { dialog, tree: dialog.locator('.el-tab-pane').first() };
      },
    },
    '工作台',
  );
  await removeRow(saber.page, row);
});

test('顶部菜单 → 配置: a menu given to a top menu stays ticked when the dialog reopens', async () => {
  const name = `saber-top-grant-${RUN}`;
  await saber.post('/blade-system/topmenu/submit', { name, code: `saber_top_grant_${RUN}`, source: '', sort: 99 });
  const row = tableRow(saber.page, name);
  await grantStaysTicked(
    {
      screen: '/system/topmenu',
      grant: '/blade-system/topmenu/grant',
      open: async () => {
        await saberSearch(saber.page, '菜单名', name);
        const keys = saberCall(saber.page, '/blade-system/menu/top-tree-keys');
        await row.getByRole('button', { name: '配置' }).click();
        expect(await (await keys).json()).toMatchObject({ success: true });
        const dialog = saber.page.locator('.el-dialog').filter({ hasText: '下级菜单配置' });
        await expect(dialog).toBeVisible();
        return { dialog, tree: dialog };
      },
    },
    '工作台',
  );
  await removeRow(saber.page, row);
});

test("行政区划: a city added below a province, edited and removed through Saber's tree and form", async () => {
  // The test database has no reference regions: a province is made first.
  const province = `Saber 省 ${RUN}`;
  await saber.post('/blade-system/region/submit', { parentCode: '00', code: '98', name: province, sort: 98 });
  await saber.open('/base/region');
  const { page } = saber;
  const tree = page.locator('.avue-tree .el-tree').first();
  const form = page.locator('.avue-form').first();
  const city = `Saber 市 ${RUN}`;
  const node = (label: string) => tree.locator('.el-tree-node__content').filter({ has: page.getByText(label, { exact: true }) });
  /** Opens the province in the tree (Saber redraws the tree closed after each save). */
  const expandProvince = async () => {
    const loaded = saberCall(page, '/blade-system/region/lazy-tree');
    await node(province).locator('.el-tree-node__expand-icon').click();
    await loaded;
  };
  /** Clicks a region in the tree: its detail fills the form. */
  const open = async (label: string) => {
    const detail = saberCall(page, '/blade-system/region/detail');
    await node(label).click();
    return ((await (await detail).json()) as { data: Record<string, unknown> }).data;
  };
  const submit = async () => {
    const saved = saberCall(page, '/blade-system/region/submit');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    expect(await (await saved).json()).toMatchObject({ success: true });
  };
  const level = form.getByRole('radio', { name: '地市' });

  await open(province);
  await page.getByRole('button', { name: '新增下级' }).click();
  // Saber sets the child's level from the province's `level`; it sends parent 0098 for 98 (decisions.md).
  await expect(level).toBeChecked();
  await form.getByPlaceholder('请输入 区划子编号').fill('01');
  await form.getByRole('textbox', { name: '* 区划名称:' }).fill(city);
  await form.getByRole('spinbutton', { name: '* 区划排序:' }).fill('1');
  await submit();

  await expandProvince();
  expect(await open(city)).toMatchObject({ code: '9801', parentCode: '98', level: 2 });
  await expect(level).toBeChecked();
  await form.getByRole('textbox', { name: '* 区划名称:' }).fill(`${city} 改过`);
  await submit();

  await expandProvince();
  await open(`${city} 改过`);
  const removed = saberCall(page, '/blade-system/region/remove');
  await page.getByRole('button', { name: '删除' }).click();
  await page
    .locator('.el-message-box')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  expect(await (await removed).json()).toMatchObject({ success: true });
  // The province has no child left: the server says so, and Saber draws it as a leaf.
  await saber.open('/base/region');
  await expect(node(province).locator('.el-tree-node__expand-icon')).toHaveClass(/is-leaf/);
});

test('数据字典 → 新增子项: an entry added below a dictionary, edited and removed', async () => {
  const { page } = saber;
  const code = `saber_entries_${RUN}`;
  await saber.post('/blade-system/dict/submit', { code, dictValue: `Saber 字典 ${RUN}`, dictKey: '-1', sort: 1, parentId: '' });
  await saber.open('/system/dict');
  await saberSearch(page, '字典编号', code);
  const parent = tableRow(page, `Saber 字典 ${RUN}`);

  // The row's 新增子项 opens the add form with the dictionary's code and itself as parent, both fixed.
  await parent.getByRole('button', { name: '新增子项' }).click();
  const adding = saberDialog(page, '字典键值');
  await expect(adding.getByRole('textbox', { name: '* 字典编号:' })).toHaveValue(code);
  await adding.getByRole('textbox', { name: '* 字典名称:' }).fill('Saber 条目');
  await adding.getByRole('spinbutton', { name: '* 字典键值:' }).fill('1');
  await adding.getByRole('spinbutton', { name: '* 字典排序:' }).fill('1');
  await saveDialog(page, adding, /保\s*存/, '/blade-system/dict/submit');
  await expect(adding).toBeHidden();

  await parent.locator('.el-table__expand-icon').click();
  const entry = tableRow(page, 'Saber 条目');
  await expect(entry).toHaveCount(1);
  const editing = await openEditDialog(page, entry, '字典键值');
  await editing.getByRole('textbox', { name: '* 字典名称:' }).fill('Saber 条目改过');
  await saveDialog(page, editing, /修\s*改/, '/blade-system/dict/submit');
  await expect(entry).toContainText('Saber 条目改过');
  await removeRow(page, entry);
  await removeRow(page, parent);
});

test("用户管理's toolbar: 角色配置, 密码重置, 账号解封 and 导出 on a user", async () => {
  const { page } = saber;
  const account = `saber_tools_${RUN}`;
  await saber.post('/blade-system/user/submit', {
    account,
    tenantId: '000000',
    password: 'saber-first',
    name: 'saber',
    realName: '萨伯',
    roleId: '1123598816738675203',
    deptId: '1123598813738675201',
  });
  await saber.open('/system/user');
  await saberSearch(page, '登录账号', account);
  const row = tableRow(page, account);
  /** Ticks the user's row (Saber clears the ticks after each action) and runs the toolbar's `action`. */
  const onUser = async (action: string, path: string, confirm = true) => {
    await row.locator('.el-checkbox').first().click();
    const done = saberCall(page, path);
    await page.getByRole('button', { name: action }).click();
    if (confirm)
      await page
        .locator('.el-message-box')
        .getByRole('button', { name: /确\s*定/ })
        .click();
    return done;
  };

  // 角色配置: the user's roles ticked, one more added.
  const granted = onUser('角色配置', '/blade-system/user/grant', false);
  const dialog = page.locator('.el-dialog').filter({ hasText: '用户角色配置' });
  await dialog
    .locator('.el-tree-node__content')
    .filter({ has: page.getByText('经理', { exact: true }) })
    .locator('.el-checkbox')
    .click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect(await (await granted).json()).toMatchObject({ success: true });
  await expect(row).toContainText('人事,经理');

  expect(await (await onUser('密码重置', '/blade-system/user/reset-password')).json()).toMatchObject({ success: true });
  expect(await (await onUser('账号解封', '/blade-system/user/unlock')).json()).toMatchObject({ success: true });

  // 导出 opens the file's address (the token in its query) in a new window: the workbook of the searched users.
  const exported = page.context().waitForEvent('response', (r) => new URL(r.url()).pathname === '/blade-system/user/export-user');
  await page.getByRole('button', { name: '导出' }).click();
  await page
    .locator('.el-message-box')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const file = await exported;
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('spreadsheetml');
  expect(file.headers()['content-disposition']).toContain('attachment');

  await removeRow(page, row);
});

test("代码生成 → 代码生成: Saber asks for a configuration's code and is answered with the zip", async () => {
  const { page } = saber;
  // A table of the test's own in the run's database, and a data source of that database.
  const table = `saber_gen_${RUN}`;
  await queryTestDatabase(`CREATE TABLE ${table} (id bigint PRIMARY KEY, title varchar(64) NOT NULL, remark text)`);
  const db = new URL(process.env.E2E_DATABASE_URL!);
  const datasource = `saber-gen-ds-${RUN}`;
  await saber.post('/blade-develop/datasource/submit', {
    name: datasource,
    driverClass: 'org.postgresql.Driver',
    url: `jdbc:postgresql://${db.host}${db.pathname}`,
    username: decodeURIComponent(db.username),
    password: decodeURIComponent(db.password),
    remark: '',
  });
  const [found] = await queryTestDatabase<{ id: string }>('SELECT id::text FROM blade_datasource WHERE name = $1', [datasource]);
  const codeName = `saber_gen_${RUN}`;
  await saber.post('/blade-develop/code/submit', {
    datasourceId: found!.id,
    codeName,
    serviceName: 'blade-saber',
    tableName: table,
    tablePrefix: 'saber_',
    pkName: 'id',
    packageName: 'org.springblade.saber',
    baseMode: '1',
    wrapMode: '1',
    apiPath: '/tmp/saber-api',
    webPath: '/tmp/saber-web',
  });

  await saber.open('/tool/code');
  await saberSearch(page, '模块名', codeName);
  const row = tableRow(page, codeName);
  await row.locator('.el-checkbox').first().click();
  const generated = saberCall(page, '/blade-develop/code/gen-code');
  await page.getByRole('button', { name: '代码生成' }).click();
  await page
    .locator('.el-message-box')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  // Saber sends system=saber3 and reads the answer as a success; it keeps no file (decisions.md).
  const answer = await generated;
  expect(new URL(answer.url()).searchParams.get('system')).toBe('saber3');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/zip');
  await expect(page.locator('.el-message--success')).toContainText('操作成功');
  await removeRow(page, row);
});

/**
 * On Saber's log screen of `kind`: a search by our service id, then the detail of the first row (holding `text`).
 * Saber's log list calls send the page alone (src/api/logs.js drops the search): the search reloads every row.
 */
async function openLogDetail(kind: 'usual' | 'api' | 'error', text?: string) {
  await saber.open(`/monitor/log/${kind}`);
  const listed = saberCall(saber.page, `/blade-log/${kind}/list`);
  await saberSearch(saber.page, '服务id', 'blade-api');
  expect(await (await listed).json()).toMatchObject({ success: true });
  const rows = saber.page.locator('.el-table__body-wrapper').getByRole('row');
  const row = (text ? rows.filter({ hasText: text }) : rows).first();
  const detail = saberCall(saber.page, `/blade-log/${kind}/detail`);
  await row.getByRole('button', { name: /查\s*看/ }).click();
  expect(await (await detail).json()).toMatchObject({ success: true });
  const dialog = saber.page.getByRole('dialog', { name: /查\s*看/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [kind, title] of [
  ['usual', '通用日志'],
  ['api', '接口日志'],
] as const) {
  test(`${title}: Saber's list and search load, and a log opens in its detail view`, async () => {
    await openLogDetail(kind);
  });
}

test("错误日志: an error our console uploaded is listed and opens in Saber's detail view", async () => {
  // A fresh database has no error: one is uploaded as our console uploads its local error log (Saber keeps its own
  // in the browser and uploads nothing).
  const where = `${saber.url}/saber/${RUN}`;
  const stack = `TypeError: Saber 错误 ${RUN}\n    at render (${saber.url}/assets/saber.js:1:2)`;
  await saber.post('/blade-log/error/upload', [
    { type: 'TypeError', message: `Saber 错误 ${RUN}`, stack, info: 'render function', url: where, time: '2026-01-01 00:00:00' },
  ]);
  const dialog = await openLogDetail('error', where);
  await expect(dialog.getByRole('textbox', { name: '请求接口:' })).toHaveValue(where);
  await expect(dialog.getByRole('textbox', { name: '日志数据:' })).toHaveValue(stack);
});

test('报表管理: Saber lists report files, finds one with its search and removes it', async () => {
  // Report files are written by UReport's designer, which saves them into blade_report_file beside Blade (this
  // product serves no designer): two are put there as it would, in the administrator's tenant.
  const names = [`saber-report-${RUN}-a.ureport.xml`, `saber-report-${RUN}-b.ureport.xml`];
  for (const [i, name] of names.entries()) {
    await queryTestDatabase('INSERT INTO blade_report_file (id, tenant_id, name, content) VALUES ($1, $2, $3, $4)', [
      `${Date.now()}${i}`,
      '000000',
      name,
      Buffer.from('<ureport/>'),
    ]);
  }
  await saber.open('/report/reportlist');
  await saberSearch(saber.page, '文件名', names[0]!);
  await expect(saber.page.locator('.el-table__body-wrapper').getByRole('row')).toHaveCount(1);
  const row = tableRow(saber.page, names[0]!);
  await expect(row).toHaveCount(1);

  const removed = saberCall(saber.page, '/blade-report/report/rest/remove');
  await removeRow(saber.page, row);
  expect(await (await removed).json()).toMatchObject({ success: true });
  // Removed as Blade removes (is_deleted), the other file kept.
  const left = await queryTestDatabase<{ name: string; is_deleted: number }>(
    'SELECT name, is_deleted FROM blade_report_file WHERE name = ANY($1) ORDER BY name',
    [names],
  );
  expect(left).toEqual([
    { name: names[0], is_deleted: 1 },
    { name: names[1], is_deleted: 0 },
  ]);
});

/** Saber's layout asks for the menus on every full load of a signed-in page, its profile screen for the profile too. */
const SABER_LAYOUT_CALLS = ['/blade-system/menu/routes', '/blade-system/menu/top-menu'];
const PROFILE_SCREEN_CALLS = [...SABER_LAYOUT_CALLS, '/blade-system/user/info'];
/** Each of these calls of Saber's, answered (the views of a route mount together, so a load makes all of them). */
const answered = (page: Page, paths: string[]) => Promise.all(paths.map((path) => saberCall(page, path)));

test('个人信息: a user an administrator made changes the password chosen for them, signs in again and edits their profile', async ({
  page: consolePage,
  browser,
}) => {
  // Made through our API as admin, with a role of no menus and a password the administrator chose, as Saber's user
  // form makes one.
  await signIn(consolePage, 'admin');
  const account = `saber_info_${RUN}`;
  const roleId = await createRole(consolePage, `Saber 个人 ${RUN}`, `saber_info_${RUN}`, []);
  await apiPost(consolePage, '/api/blade-system/user/submit', { account, password: account, name: account, realName: 'E2E', roleId });

  const page = await browser.newPage(SABER_PAGE);
  const failures = watchFailures(page);
  // Each phase below waits for the calls it makes by name before reading the failures: a wait for the network to
  // fall quiet ended, on a busy machine, while Saber's scripts still ran, and its calls were counted in the next phase.
  const menusAnswered = answered(page, SABER_LAYOUT_CALLS);
  await signInThroughSaber(page, saber.url, { account, password: account });
  await menusAnswered;
  // Until they choose their own password every other call answers 403 请先修改初始密码, which Saber shows.
  await expect(page.locator('.el-message--error').first()).toContainText('请先修改初始密码');
  expect((await failures.take()).filter((f) => !f.includes('HTTP 403 请先修改初始密码'))).toEqual([]);

  // Saber's 修改密码 sends the passwords as typed.
  const profileRefused = answered(page, PROFILE_SCREEN_CALLS);
  await openSaberScreen(page, `${saber.url}/info/index`);
  await profileRefused;
  await failures.take(); // the profile this screen asks for is refused too, as above
  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.getByPlaceholder('请输入原密码').fill(account);
  await page.getByPlaceholder('请输入新密码').fill(`${account}-own`);
  await page.getByPlaceholder('请确认新密码').fill(`${account}-own`);
  const changed = saberCall(page, '/blade-system/user/update-password');
  await page.getByRole('button', { name: '提交' }).last().click();
  expect(await (await changed).json()).toMatchObject({ success: true });
  await expect(page.locator('.el-message--success')).toContainText('修改密码成功');
  // The change ends the user's sessions: Saber's next call is refused and it goes back to its sign-in page.
  const endedSession = answered(page, PROFILE_SCREEN_CALLS);
  await page.reload();
  await endedSession;
  await expect(page).toHaveURL(/\/login/);
  expect((await failures.take()).filter((f) => !f.includes('HTTP 401'))).toEqual([]);

  await signInThroughSaber(page, saber.url, { account, password: `${account}-own` });
  const info = saberCall(page, '/blade-system/user/info');
  await openSaberScreen(page, `${saber.url}/info/index`);
  expect(await (await info).json()).toMatchObject({ success: true, data: { account } });
  const form = page.locator('.el-tab-pane').filter({ hasText: '姓名' }).first();
  await form.getByPlaceholder('请输入姓名').fill('Saber 改名');
  await form.getByPlaceholder('请输入手机号').fill('13912345678');
  const saved = saberCall(page, '/blade-system/user/update-info');
  await form.getByRole('button', { name: '提交' }).click();
  expect(await (await saved).json()).toMatchObject({ success: true });

  // A fresh screen reads the saved profile back.
  await openSaberScreen(page, `${saber.url}/info/index`);
  await expect(form.getByPlaceholder('请输入姓名')).toHaveValue('Saber 改名');
  await expect(form.getByPlaceholder('请输入手机号')).toHaveValue('13912345678');
  await expect(page.locator('.el-message--error')).toHaveCount(0);
  expect(await failures.take()).toEqual([]);
  await page.close();
});
