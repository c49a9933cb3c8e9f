// The tree screens on the generic CRUD mechanism: roles (with the grant dialog), departments and menus.
import { expect, test, type Page } from './support/test.ts';
import { resumeSession, screenshot, signIn } from './support/session.ts';
import { searchList, selectRow } from './support/grid.ts';

async function save(page: Page, key: string, message: string) {
  await page.getByTestId(`${key}-form`).getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: message })).toBeVisible();
  await expect(page.getByTestId(`${key}-form`)).toBeHidden();
}

async function deleteRow(page: Page, text: RegExp) {
  await page.getByRole('grid').getByRole('row', { name: text }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: text })).toHaveCount(0);
}

test('a role is added under a parent, granted a menu through the grant dialog, and removed', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/authority/role');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row', { name: /超级管理员/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /人事/ })).toBeVisible();
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('role-form');
  await form.getByLabel('角色名称').fill('E2E 角色');
  await form.getByLabel('角色别名').fill('e2e_role');
  await form.getByLabel('上级角色').click();
  await page.getByRole('option', { name: '用户', exact: true }).click();
  await save(page, 'role', '新增成功');

  const row = grid.getByRole('row', { name: /e2e_role/ });
  await selectRow(row);
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '权限设置' }).click();
  const dialog = page.getByTestId('role-grant');
  await dialog.getByTestId('role-grant-tree').getByLabel('参数管理').check();
  await expect(dialog.getByTestId('role-grant-tree').getByLabel('系统管理')).toHaveAttribute('data-indeterminate', 'true');
  await screenshot(page, 'system-role-grant');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await selectRow(row);
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '权限设置' }).click();
  await expect(dialog.getByTestId('role-grant-tree').getByLabel('参数管理')).toBeChecked();
  await dialog.getByRole('button', { name: '取消' }).click();
  await deleteRow(page, /e2e_role/);
});

test('the department tree adds and removes a node', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/dept');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row', { name: /常州刀锋/ })).toBeVisible();
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('dept-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入部门名称')).toBeVisible();
  await form.getByLabel('部门名称').fill('E2E 部门');
  await form.getByLabel('上级部门').click();
  await page.getByRole('option', { name: '刀锋科技' }).click();
  await form.getByLabel('部门类型').click();
  await page.getByRole('option', { name: '部门', exact: true }).click();
  await save(page, 'dept', '新增成功');
  await deleteRow(page, /E2E 部门/);
});

test('the menu tree is searched, and a menu is added and removed', async ({ page }) => {
  await signIn(page, 'admin');
  const grid = page.getByRole('grid');
  await page.goto('/system/menu');
  await expect(grid.getByRole('row', { name: /翻译首页/ })).toBeVisible();
  const search = page.getByTestId('crud-search');
  await search.getByLabel('菜单名称').fill('参数管理');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(grid.getByRole('row', { name: /参数管理/ }).first()).toBeVisible();
  await expect(grid.getByRole('row', { name: /翻译首页/ })).toHaveCount(0);
  await screenshot(page, 'system-menu-list');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('menu-form');
  await form.getByLabel('菜单名称').fill('E2E 菜单');
  await form.getByLabel('菜单编号').fill('e2e_menu');
  await form.getByLabel('路由地址').fill('/e2e/menu');
  await save(page, 'menu', '新增成功');
  await search.getByLabel('菜单名称').fill('');
  await search.getByLabel('菜单编号').fill('e2e_menu');
  await searchList(page, '/api/blade-system/menu/list?', { code: 'e2e_menu' });
  await deleteRow(page, /e2e_menu/);
});
