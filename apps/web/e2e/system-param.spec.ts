// The parameter screen on the generic CRUD mechanism: add, search by key, delete with the confirmation (and a
// cancelled delete), batch delete without a selection, required-field messages, and button permissions.
import { expect, test } from './support/test.ts';
import { createRole, createUser } from './support/fixtures.ts';
import { resumeSession, screenshot, signIn } from './support/session.ts';
import { fillDate } from './support/dates.ts';

test('admin creates a parameter, finds it by key and deletes it after confirming', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/param');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row', { name: /system\.name/ })).toBeVisible();
  await screenshot(page, 'system-param-list');

  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('param-form');
  await form.getByLabel('参数名称').fill('E2E 参数');
  await form.getByLabel('参数键名').fill('e2e.param.key');
  await form.getByLabel('参数键值').fill('42');
  await screenshot(page, 'system-param-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(form).toBeHidden();

  const search = page.getByTestId('crud-search');
  await search.getByLabel('参数键名').fill('e2e.param');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(grid.getByRole('row', { name: /e2e\.param\.key/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /system\.name/ })).toHaveCount(0);
  // The created-time range goes out as createTime_dategt / createTime_datelt.
  await fillDate(search, '创建开始日期', '2000-01-01');
  await fillDate(search, '创建结束日期', '2999-12-31');
  const listCall = page.waitForRequest((r) => r.url().includes('/api/blade-system/param/list?'));
  await search.getByRole('button', { name: '搜索' }).click();
  const url = new URL((await listCall).url());
  expect(url.searchParams.get('createTime_dategt')).toBe('2000-01-01 00:00:00');
  expect(url.searchParams.get('createTime_datelt')).toBe('2999-12-31 23:59:59');
  expect(url.searchParams.get('current')).toBe('1');
  expect(url.searchParams.get('size')).toBe('10');
  await expect(grid.getByRole('row', { name: /e2e\.param\.key/ })).toBeVisible();

  const row = grid.getByRole('row', { name: /e2e\.param\.key/ });
  await row.getByRole('button', { name: '删除' }).click();
  // One row's removal names the row it removes.
  await expect(page.getByRole('dialog')).toContainText('确定删除「E2E 参数」吗?');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已取消删除' })).toBeVisible();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(grid.getByRole('row', { name: /e2e\.param\.key/ })).toHaveCount(0);
});

test('batch delete without a selection warns; empty required fields show their messages', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/param');
  await expect(page.getByRole('grid').getByRole('row', { name: /system\.name/ })).toBeVisible();
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '请选择至少一条数据' })).toBeVisible();
  // Server paging offers the page sizes the grid can show (at most 100 rows a page).
  await page.getByRole('combobox', { name: /每页行数/ }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '30', '50', '100']);
  await page.keyboard.press('Escape');

  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('param-form');
  await form.getByLabel('参数名称').fill('only a name');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入参数键名')).toBeVisible();
  await expect(form.getByText('请输入参数键值')).toBeVisible();
  await expect(form.getByText('请输入参数名称')).toHaveCount(0);
  await screenshot(page, 'system-param-validation');
  await form.getByRole('button', { name: '取消' }).click();

  // The post form: "请输入<label>" for fields the spec names no text for.
  await page.goto('/system/post');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  await page.getByTestId('post-form').getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('post-form').getByText('请输入岗位编号')).toBeVisible();
  await expect(page.getByTestId('post-form').getByText('请选择岗位类型')).toBeVisible();
});

test('a user granted the menu without its buttons sees no add, delete or row buttons', async ({ browser }) => {
  // A role and user of this test's own: granting menus to a seeded role would end its users' sessions in other specs.
  const admin = await browser.newPage();
  await resumeSession(admin);
  const roleId = await createRole(admin, 'E2E 参数只读', 'e2e_param_reader', ['系统管理', '参数管理']);
  await createUser(admin, 'e2e_param_reader', roleId);
  await admin.close();

  const page = await browser.newPage();
  await signIn(page, 'e2e_param_reader');
  await page.goto('/system/param');
  await expect(page.getByRole('grid').getByRole('row', { name: /system\.name/ })).toBeVisible();
  const toolbar = page.getByTestId('crud-toolbar');
  await expect(toolbar.getByRole('button', { name: '新增' })).toHaveCount(0);
  await expect(toolbar.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(page.getByTestId('row-edit')).toHaveCount(0);
  await expect(page.getByTestId('row-delete')).toHaveCount(0);
  await screenshot(page, 'system-param-no-buttons');
  await page.close();
});

test('in English the list, the form and its messages are English', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/param');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Parameter key' })).toBeVisible();
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Please select at least one row' })).toBeVisible();
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Add' }).click();
  const form = page.getByTestId('param-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter the parameter key')).toBeVisible();
  await screenshot(page, 'system-param-form-en');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('columnheader', { name: '参数键名' })).toBeVisible();
});
