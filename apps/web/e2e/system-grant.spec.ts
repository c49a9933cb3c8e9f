// The role grant dialog: menus and data scopes granted in its tabs are saved together, and what a second user
// sees follows the grant after they sign in again.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { createRole, createUser, menuId } from './support/fixtures.ts';
import { resumeSession, screenshot, signIn } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';
import { selectRow } from './support/grid.ts';

test.afterEach(closeOtherContexts);

async function openGrant(page: Page) {
  await page.goto('/authority/role');
  const row = page.getByRole('grid').getByRole('row', { name: /e2e_grant/ });
  await selectRow(row);
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '权限设置' }).click();
  return page.getByTestId('role-grant');
}

async function confirmGrant(page: Page) {
  await page.getByTestId('role-grant').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
}

/** Signs the second user in from a fresh browser and opens the 系统管理 branch of the sidebar. */
async function sidebarOfSecondUser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'e2e_grant');
  const sidebar = page.getByTestId('sidebar-menu');
  await sidebar.getByText('系统管理').click();
  return { sidebar, page, close: () => context.close() };
}

test('a role grant of menus and data scopes changes what a second user sees after signing in again', async ({ page, browser }) => {
  test.setTimeout(120_000); // two users, four sign-ins
  await resumeSession(page);
  const roleId = await createRole(page, 'E2E 授权角色', 'e2e_grant', []);
  await createUser(page, 'e2e_grant', roleId);
  await apiPost(page, '/api/blade-system/data-scope/submit', {
    menuId: await menuId(page, '岗位管理'),
    resourceCode: 'post',
    scopeName: 'E2E 授权数据',
    scopeColumn: 'create_user',
    scopeType: 2,
  });

  // Grant 参数管理 and the data scope, in two tabs of one dialog.
  let dialog = await openGrant(page);
  await dialog.getByTestId('role-grant-tree').getByLabel('参数管理').check();
  await dialog.getByTestId('role-grant-data-scope-tab').click();
  await dialog.getByTestId('role-grant-data-scope').getByLabel('E2E 授权数据').check();
  await screenshot(page, 'system-role-grant-data-scope');
  await confirmGrant(page);
  const keys = await apiGet<{ menu: string[]; dataScope: string[] }>(page, `/api/blade-system/menu/role-tree-keys?roleIds=${roleId}`);
  expect(keys.menu).toContain(await menuId(page, '参数管理'));
  expect(keys.dataScope).toHaveLength(1);

  let second = await sidebarOfSecondUser(browser);
  await expect(second.sidebar.getByText('参数管理')).toBeVisible();
  await expect(second.sidebar.getByText('岗位管理')).toHaveCount(0);
  await second.close();

  // Swap 参数管理 for 岗位管理; the data scope stays granted.
  dialog = await openGrant(page);
  await expect(dialog.getByTestId('role-grant-tree').getByLabel('参数管理')).toBeChecked();
  await dialog.getByTestId('role-grant-tree').getByLabel('参数管理').uncheck();
  await dialog.getByTestId('role-grant-tree').getByLabel('岗位管理').check();
  await dialog.getByTestId('role-grant-data-scope-tab').click();
  await expect(dialog.getByTestId('role-grant-data-scope').getByLabel('E2E 授权数据')).toBeChecked();
  await confirmGrant(page);

  second = await sidebarOfSecondUser(browser);
  await expect(second.sidebar.getByText('岗位管理')).toBeVisible();
  await expect(second.sidebar.getByText('参数管理')).toHaveCount(0);
  await second.close();
  const after = await apiGet<{ dataScope: string[] }>(page, `/api/blade-system/menu/role-tree-keys?roleIds=${roleId}`);
  expect(after.dataScope).toEqual(keys.dataScope);
});
