// The data-scope and API-scope screens: the menu list, a menu's 权限配置 drawer, and a scope added, edited and
// deleted there through the generic CRUD page.
import { expect, test, type Page } from './support/test.ts';
import { screenshot, signIn } from './support/session.ts';
import { searchList } from './support/grid.ts';

async function openMenuScopes(page: Page, path: string, key: string, menuName: string) {
  await page.goto(path);
  const menuPage = page.getByTestId(`${key}-menu-page`);
  const grid = menuPage.getByRole('grid');
  await expect(grid.getByRole('row', { name: /translate_home/ })).toBeVisible();
  await menuPage.getByTestId('crud-search').getByLabel('菜单名称').fill(menuName);
  await searchList(menuPage, '/api/blade-system/menu/menu-list?', { name: menuName });
  await grid
    .getByRole('row', { name: new RegExp(menuName) })
    .getByRole('button', { name: '权限配置' })
    .click();
  const drawer = page.getByTestId(`${key}-drawer`);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`[${menuName}]`)).toBeVisible();
  return drawer;
}

async function saveForm(page: Page, key: string, message: string) {
  await page.getByTestId(`${key}-form`).getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: message })).toBeVisible();
  await expect(page.getByTestId(`${key}-form`)).toBeHidden();
}

async function deleteScope(page: Page, drawer: ReturnType<Page['getByTestId']>, name: RegExp) {
  await drawer.getByRole('grid').getByRole('row', { name }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(drawer.getByRole('grid').getByRole('row', { name })).toHaveCount(0);
}

test('a data scope of a menu is added, edited and deleted in the menu drawer', async ({ page }) => {
  test.setTimeout(90_000); // add, edit and delete, each read back
  await signIn(page, 'admin');
  const drawer = await openMenuScopes(page, '/authority/datascope', 'data-scope', '岗位管理');
  await drawer.getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('data-scope-form');
  // A new scope starts with the menu's name and code.
  await expect(form.getByLabel('权限名称')).toHaveValue('岗位管理');
  await expect(form.getByLabel('权限编号')).toHaveValue('post');
  await form.getByLabel('权限名称').fill('E2E 岗位本人');
  await form.getByLabel('权限字段').fill('create_user');
  await form.getByLabel('规则类型').click();
  await page.getByRole('option', { name: '本人可见' }).click();
  await screenshot(page, 'system-data-scope-form');
  await saveForm(page, 'data-scope', '新增成功');
  const row = drawer.getByRole('grid').getByRole('row', { name: /E2E 岗位本人/ });
  await expect(row).toContainText('本人可见');
  await screenshot(page, 'system-data-scope-drawer');

  await row.getByRole('button', { name: '编辑' }).click();
  await expect(form.getByLabel('权限字段')).toHaveValue('create_user');
  await form.getByLabel('权限名称').fill('E2E 岗位机构');
  await form.getByLabel('规则类型').click();
  await page.getByRole('option', { name: '所在机构可见' }).click();
  await saveForm(page, 'data-scope', '更新成功');
  await expect(drawer.getByRole('grid').getByRole('row', { name: /E2E 岗位机构/ })).toContainText('所在机构可见');

  await deleteScope(page, drawer, /E2E 岗位机构/);
});

test('an API scope of a menu is added, edited and deleted, and a missing path is refused', async ({ page }) => {
  test.setTimeout(90_000); // add, edit and delete, each read back
  await signIn(page, 'admin');
  const drawer = await openMenuScopes(page, '/authority/apiscope', 'api-scope', '参数管理');
  // The menu has no API scope yet: the empty list offers to add the first one.
  await expect(drawer.getByTestId('crud-empty')).toContainText('还没有数据');
  await drawer.getByRole('button', { name: '添加第一条' }).click();
  const form = page.getByTestId('api-scope-form');
  await expect(form.getByLabel('接口名称')).toHaveValue('参数管理');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入接口路径')).toBeVisible();
  await form.getByLabel('接口名称').fill('E2E 参数列表');
  await form.getByLabel('接口路径').fill('/blade-system/param/e2e-list');
  await saveForm(page, 'api-scope', '新增成功');
  const row = drawer.getByRole('grid').getByRole('row', { name: /E2E 参数列表/ });
  await expect(row).toContainText('/blade-system/param/e2e-list');

  await row.getByRole('button', { name: '编辑' }).click();
  await form.getByLabel('接口路径').fill('/blade-system/param/e2e-detail');
  await saveForm(page, 'api-scope', '更新成功');
  await expect(drawer.getByRole('grid').getByRole('row', { name: /E2E 参数列表/ })).toContainText('/blade-system/param/e2e-detail');
  await screenshot(page, 'system-api-scope-drawer');

  await deleteScope(page, drawer, /E2E 参数列表/);
});
