// The tenant screen's 授权配置 (account quota and expiry of the selected tenants), 产品包配置 (a tenant's package,
// bound and unbound) and 数据源配置 (a tenant's datasource) dialogs. The tenant is removed afterwards, with its
// accounts, so the user lists other tests read show only the seeded accounts.
import { expect, test, type Page } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { menuId } from './support/fixtures.ts';
import { resumeSession, screenshot } from './support/session.ts';
import { fillDate } from './support/dates.ts';
import { searchList, selectRow } from './support/grid.ts';

async function findTenant(page: Page) {
  const search = page.getByTestId('crud-search');
  await search.getByLabel('租户名称').fill('E2E 授权租户');
  await searchList(page, '/api/blade-system/tenant/list?');
  const row = page.getByRole('grid').getByRole('row', { name: /E2E 授权租户/ });
  await expect(row).toBeVisible();
  return row;
}

test.afterEach(async ({ page }) => {
  const tenants = await apiGet<{ records: { id: string; tenantName: string }[] }>(page, '/api/blade-system/tenant/list?tenantName=E2E');
  const ids = tenants.records.filter((t) => t.tenantName === 'E2E 授权租户').map((t) => t.id);
  if (ids.length) await apiPost(page, `/api/blade-system/tenant/remove?ids=${ids.join(',')}`);
});

test('a tenant gets an account quota, an expiry, a package and a datasource through its dialogs', async ({ page }) => {
  test.setTimeout(120_000); // three dialogs, each saved and read back
  await resumeSession(page);
  await apiPost(page, '/api/blade-system/tenant/submit', { tenantName: 'E2E 授权租户', linkman: 'e2e' });
  await apiPost(page, '/api/blade-system/tenant-package/submit', { packageName: '对话框产品包', menuId: await menuId(page, '参数管理') });
  await apiPost(page, '/api/blade-develop/datasource/submit', {
    name: '租户对话框数据源',
    url: 'jdbc:postgresql://127.0.0.1:5432/e2e',
    username: 'e2e',
    password: 'e2e',
  });
  await page.goto('/system/tenant');
  let row = await findTenant(page);

  await selectRow(row);
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '授权配置' }).click();
  const setting = page.getByTestId('tenant-setting');
  await setting.getByLabel('账号额度').fill('');
  await setting.getByRole('button', { name: '确定' }).click();
  await expect(setting.getByText('请输入账号额度')).toBeVisible();
  await setting.getByLabel('账号额度').fill('12');
  await fillDate(setting, '过期时间', '2031-06-30 18:00:00');
  await screenshot(page, 'system-tenant-setting');
  await setting.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  row = await findTenant(page);
  await expect(row).toContainText('12');
  await expect(row).toContainText('2031-06-30 18:00:00');

  await row.getByRole('button', { name: '产品包配置' }).click();
  const pack = page.getByTestId('tenant-package');
  await pack.getByRole('combobox', { name: '产品包' }).click();
  await page.getByRole('option', { name: '对话框产品包' }).click();
  await pack.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  await row.getByRole('button', { name: '产品包配置' }).click();
  await expect(pack.getByRole('combobox', { name: '产品包' })).toHaveText('对话框产品包');
  await pack.getByRole('combobox', { name: '产品包' }).click();
  await page.getByRole('option', { name: '无' }).click();
  await pack.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  await row.getByRole('button', { name: '产品包配置' }).click();
  await expect(pack.getByRole('combobox', { name: '产品包' })).toHaveText('无');

  await pack.getByRole('button', { name: '取消' }).click();

  await row.getByRole('button', { name: '数据源配置' }).click();
  const source = page.getByTestId('tenant-datasource');
  await source.getByRole('combobox', { name: '数据源' }).click();
  await page.getByRole('option', { name: '租户对话框数据源' }).click();
  await source.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  await expect(source).toBeHidden();
  row = await findTenant(page);
  await row.getByRole('button', { name: '数据源配置' }).click();
  await expect(source.getByRole('combobox', { name: '数据源' })).toHaveText('租户对话框数据源');
});
