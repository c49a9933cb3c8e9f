// The other screens on the generic CRUD mechanism: each registered system screen lists its rows, and the ones
// with their own behaviour (tenant package menu tree, business dictionary entries) add and remove records.
import { expect, test, type Page } from './support/test.ts';
import { gridRows } from './support/grid.ts';
import { resumeSession, screenshot } from './support/session.ts';

async function addRecord(page: Page, key: string, fill: (form: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId(`${key}-form`);
  await fill(form);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(form).toBeHidden();
}

async function deleteRow(page: Page, text: RegExp) {
  await page.getByRole('grid').getByRole('row', { name: text }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: text })).toHaveCount(0);
}

test('client and tenant screens list their rows; a post is added and removed', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/client');
  await expect(page.getByRole('grid').getByRole('row', { name: /saber saber_secret/ })).toBeVisible();
  await page.goto('/system/tenant');
  await expect(page.getByRole('grid').getByRole('row', { name: /000000/ })).toBeVisible();
  await screenshot(page, 'system-tenant-list');

  await page.goto('/system/post');
  await addRecord(page, 'post', async (form) => {
    await form.getByLabel('岗位类型').click();
    await page.getByRole('option', { name: '基层' }).click();
    await form.getByLabel('岗位编号').fill('e2epost');
    await form.getByLabel('岗位名称').fill('E2E 岗位');
  });
  await deleteRow(page, /e2epost/);

  // The search matches part of a name (the post list alone would match it whole: 经理 would find nothing).
  const search = page.getByTestId('crud-search');
  await search.getByLabel('岗位名称').fill('经理');
  const listCall = page.waitForRequest((r) => r.url().includes('/blade-system/post/list') && r.url().includes('postName_like'));
  await search.getByRole('button', { name: '搜索' }).click();
  await listCall;
  const rows = gridRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '技术经理' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '人力经理' })).toHaveCount(1);
});

test('a top menu is added, given its menus through the menu setting dialog, and removed', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/topmenu');
  await addRecord(page, 'topmenu', async (form) => {
    await form.getByLabel('菜单名称').fill('E2E 顶部');
    await form.getByLabel('菜单编号').fill('e2etop');
  });
  // The menu setting dialog gives the top menu its menus.
  const topRow = page.getByRole('grid').getByRole('row', { name: /e2etop/ });
  await topRow.getByRole('button', { name: '菜单配置' }).click();
  const setting = page.getByTestId('topmenu-setting');
  await setting.getByTestId('topmenu-setting-tree').getByLabel('参数管理').check();
  await setting.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  await expect(setting).toBeHidden();
  await topRow.getByRole('button', { name: '菜单配置' }).click();
  await expect(setting.getByTestId('topmenu-setting-tree').getByLabel('参数管理')).toBeChecked();
  await expect(setting.getByTestId('topmenu-setting-tree').getByLabel('系统管理')).toHaveAttribute('data-indeterminate', 'true');
  await setting.getByRole('button', { name: '取消' }).click();
  await deleteRow(page, /e2etop/);
});

test('a tenant package is saved with menus from the menu tree and has no view button', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/tenantpackage');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('tenantpackage-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入产品包名称')).toBeVisible();
  await expect(form.getByText('请选择菜单')).toBeVisible();
  await form.getByLabel('产品包名称').fill('E2E 产品包');
  await form.getByTestId('field-menuId').getByLabel('参数管理').check();
  await screenshot(page, 'system-tenantpackage-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  const row = page.getByRole('grid').getByRole('row', { name: /E2E 产品包/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: '查看' })).toHaveCount(0);
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(form.getByTestId('field-menuId').getByLabel('参数管理')).toBeChecked();
  await form.getByRole('button', { name: '取消' }).click();
  await deleteRow(page, /E2E 产品包/);
});

test('a business dictionary gets a parent and a child entry', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/dictbiz');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('dictbiz-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入字典编号')).toBeVisible();
  await expect(form.getByText('请输入字典名称')).toBeVisible();
  await form.getByLabel('字典编号').fill('e2e_dict');
  await form.getByLabel('字典名称').fill('E2E 字典');
  await form.getByLabel('字典排序').fill('1');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();

  await page
    .getByRole('grid')
    .getByRole('row', { name: /e2e_dict/ })
    .getByRole('button', { name: '字典配置' })
    .click();
  const children = page.getByTestId('dictbiz-children');
  await children.getByRole('button', { name: '新增' }).click();
  const child = page.getByTestId('dictbiz-child-form');
  await expect(child.getByLabel('字典编号')).toHaveValue('e2e_dict');
  await child.getByRole('button', { name: '保存' }).click();
  await expect(child.getByText('请输入字典键值')).toBeVisible();
  await child.getByLabel('字典键值').fill('k1');
  await child.getByLabel('字典名称').fill('子项一');
  await child.getByLabel('字典排序').fill('1');
  await child.getByRole('button', { name: '保存' }).click();
  await expect(children.getByRole('row', { name: /子项一/ })).toBeVisible();
  await screenshot(page, 'system-dictbiz-children');
  // A parent with entries cannot be removed: the entry goes first.
  await children
    .getByRole('row', { name: /子项一/ })
    .getByRole('button', { name: '删除' })
    .click();
  await page.getByRole('dialog').filter({ hasText: '确定将选择数据删除?' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(children.getByRole('row', { name: /子项一/ })).toHaveCount(0);
  await children.getByRole('button', { name: '关闭' }).click();
  // The list refreshes after the entry's removal: only the parent row is left.
  await expect(page.getByRole('grid').getByRole('row', { name: /e2e_dict/ })).toHaveCount(1);
  await deleteRow(page, /e2e_dict/);
});
