// Attachments in the browser: upload through the file chooser (put-file-attach), the row in the list, download by
// id under the original name with the same bytes, delete; and an OSS configuration enabled from its row.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { apiGet, apiHeaders } from './support/api.ts';
import { resumeSession, screenshot } from './support/session.ts';

// Each test walks a whole screen: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('admin uploads an attachment, downloads it under its original name and deletes it', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/resource/attach');
  const content = Buffer.from('季度报告 e2e\n'.repeat(20));
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '上传' }).click();
  await (await chooser).setFiles({ name: '季度报告.txt', mimeType: 'text/plain', buffer: content });
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功' })).toBeVisible();
  const row = page.getByRole('grid').getByRole('row', { name: /季度报告\.txt/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('txt');
  await screenshot(page, 'resource-attach-list');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('季度报告.txt');
  expect(Buffer.compare(await readFile(await file.path()), content)).toBe(0);

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: /季度报告\.txt/ })).toHaveCount(0);
});

test('admin adds two storage configurations and enables one of them', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/resource/oss');
  for (const code of ['e2e-a', 'e2e-b']) {
    await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
    const form = page.getByTestId('oss-form');
    await form.getByLabel('资源编号').fill(code);
    await form.getByLabel('资源地址').fill('http://127.0.0.1:9000');
    await form.getByLabel('accessKey').fill('minio');
    await form.getByLabel('secretKey').fill('minio-secret-key');
    await form.getByLabel('空间名').fill('files');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '新增成功' }).first()).toBeVisible();
    await expect(form).toBeHidden();
  }
  const rowB = page.getByRole('grid').getByRole('row', { name: /e2e-b/ });
  await rowB.getByRole('button', { name: '启用' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '启用成功' })).toBeVisible();
  await expect(rowB).toContainText('是');
  await screenshot(page, 'resource-oss-list');
  const list = await apiGet<{ records: Array<{ id: string; ossCode: string; status: number; secretKey: string }> }>(
    page,
    '/api/blade-resource/oss/list?size=50',
  );
  expect(list.records.filter((r) => r.status === 2).map((r) => r.ossCode)).toEqual(['e2e-b']);
  expect(list.records.every((r) => !r.secretKey.includes('minio-secret-key'))).toBe(true);
  // Back to the local disk for the other tests of this run.
  const ids = list.records
    .filter((r) => r.ossCode.startsWith('e2e-'))
    .map((r) => r.id)
    .join(',');
  await page.request.post('/api/blade-resource/oss/remove', { params: { ids }, headers: await apiHeaders(page) });
});
