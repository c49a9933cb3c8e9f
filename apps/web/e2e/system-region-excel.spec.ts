// The region screen's spreadsheet actions: the template downloaded, filled in and imported (the new regions show in
// the tree), the chosen region exported with the region below it, then both removed.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { screenshot, signIn } from './support/session.ts';

test('regions are imported from the filled-in template and the chosen one is exported with those below it', async ({ page }) => {
  test.setTimeout(90_000); // two downloads, an import and two deletes
  await signIn(page, 'admin');
  await page.goto('/base/region');
  const tree = page.getByTestId('region-tree');
  const form = page.getByTestId('region-form');
  await expect(tree.getByTestId('region-label-00')).toHaveText('中华人民共和国');

  await form.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByTestId('region-import');
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '模板下载' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('行政区划模板.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await template.path()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).text).toBe('区划编号');
  // Columns by the template's captions: 区划编号, 父区划编号, (祖区划编号), 区划名称.
  sheet.addRow(['96', '00', '', 'E2E 导入省']);
  sheet.addRow(['9601', '96', '', 'E2E 导入市']);
  const filled = Buffer.from(await book.xlsx.writeBuffer());

  await dialog
    .getByTestId('region-import-file')
    .setInputFiles({ name: 'regions.xlsx', mimeType: 'application/octet-stream', buffer: filled });
  await dialog.getByRole('button', { name: '导入' }).click();
  await expect(dialog.getByTestId('region-import-report')).toContainText('共 2 行, 新增 2, 更新 0, 失败 0');
  await screenshot(page, 'system-region-import');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(tree.getByTestId('region-label-96')).toHaveText('E2E 导入省');

  await tree.getByTestId('region-label-96').click();
  await expect(form.getByLabel('区划名称')).toHaveValue('E2E 导入省');
  const exportDownload = page.waitForEvent('download');
  await form.getByRole('button', { name: '导出' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const exported = await exportDownload;
  expect(exported.suggestedFilename()).toBe('行政区划数据96.xlsx');
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(readFileSync(await exported.path()) as unknown as ArrayBuffer);
  const rows = back.worksheets[0]!;
  expect([2, 3].map((r) => [1, 3, 4, 15].map((c) => rows.getRow(r).getCell(c).text))).toEqual([
    ['96', '00', 'E2E 导入省', '1'],
    ['9601', '00,96', 'E2E 导入市', '2'],
  ]);

  // Leave no regions behind: the city, then the province.
  await tree.getByTestId('region-toggle-96').click();
  for (const [code, name] of [
    ['9601', 'E2E 导入市'],
    ['96', 'E2E 导入省'],
  ] as const) {
    await tree.getByTestId(`region-label-${code}`).click();
    await expect(form.getByLabel('区划名称')).toHaveValue(name);
    await form.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(tree.getByTestId(`region-label-${code}`)).toHaveCount(0);
  }
});
