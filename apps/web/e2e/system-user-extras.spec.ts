// The user screen's import, export and platform actions: an export of the filtered list imported back (existing
// accounts overwritten), the .xlsx-only check, the template download, and the extension of a user's platform saved.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { createRole, createUser } from './support/fixtures.ts';
import { resumeSession, screenshot } from './support/session.ts';
import { searchList, selectRow } from './support/grid.ts';

test('users are exported with the list filters and imported back, overwriting existing accounts', async ({ page }) => {
  test.setTimeout(90_000); // two downloads and an import
  await resumeSession(page);
  await createUser(page, 'e2e_export', await createRole(page, 'E2E 导出', 'e2e_export'));
  await page.goto('/system/user');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('账号').fill('e2e_export');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('grid').getByRole('row', { name: /e2e_export/ })).toBeVisible();

  const toolbar = page.getByTestId('crud-toolbar');
  const exportCall = page.waitForRequest((r) => r.url().includes('/user/export-user'));
  const exported = page.waitForEvent('download');
  // The screen's own export (not a generic export button other screens may show).
  await toolbar.locator('button:not([data-testid="crud-export"])', { hasText: '导出' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  expect(new URL((await exportCall).url()).searchParams.get('account')).toBe('e2e_export');
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/^用户数据表.*\.xlsx$/);
  const xlsx = readFileSync(await file.path());

  await toolbar.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByTestId('user-import');
  await dialog.getByRole('button', { name: '导入' }).click();
  await expect(dialog.getByText('请选择 .xlsx 文件')).toBeVisible();
  await dialog.getByTestId('user-import-file').setInputFiles({ name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByText('只能上传 .xlsx 文件')).toBeVisible();
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '模板下载' }).click();
  expect((await template).suggestedFilename()).toBe('用户数据模板.xlsx');

  await dialog.getByTestId('user-import-file').setInputFiles({ name: 'users.xlsx', mimeType: 'application/octet-stream', buffer: xlsx });
  await dialog.getByRole('radio', { name: '允许覆盖', exact: true }).check();
  await dialog.getByRole('button', { name: '导入' }).click();
  await expect(dialog.getByTestId('user-import-report')).toContainText('共 1 行, 新增 0, 更新 1, 失败 0');
  await screenshot(page, 'system-user-import');
  await dialog.getByRole('button', { name: '关闭' }).click();
});

test("a user's platform and extension are saved in the platform dialog", async ({ page }) => {
  test.setTimeout(90_000); // the dialog saved and read back
  await resumeSession(page);
  await createUser(page, 'e2e_platform', await createRole(page, 'E2E 平台', 'e2e_platform'));
  await page.goto('/system/user');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('账号').fill('e2e_platform');
  await searchList(page, '/api/blade-system/user/page?');
  const row = page.getByRole('grid').getByRole('row', { name: /e2e_platform/ });
  await selectRow(row);
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '平台配置' }).click();
  const dialog = page.getByTestId('user-platform');
  await expect(dialog.getByLabel('账号')).toHaveValue('e2e_platform');
  await dialog.getByRole('combobox', { name: '用户平台' }).click();
  await page.getByRole('option', { name: 'WEB' }).click();
  await dialog.getByLabel('用户拓展').fill('{"deviceId":');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('用户拓展必须是 JSON')).toBeVisible();
  await dialog.getByLabel('用户拓展').fill('{"deviceId":"e2e-1"}');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await selectRow(row);
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '平台配置' }).click();
  await expect(dialog.getByRole('combobox', { name: '用户平台' })).toHaveText('WEB');
  await expect(dialog.getByLabel('用户拓展')).toHaveValue('{"deviceId":"e2e-1"}');
  await screenshot(page, 'system-user-platform');
});
