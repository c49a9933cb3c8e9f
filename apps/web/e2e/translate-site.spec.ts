// The manager's site settings and files: rename the site (更新成功！, reload), change the main image (confirmed
// first, then shown on the front page), and upload, download and delete a file.
import { expect, test } from './support/test.ts';
import { readFile } from 'node:fs/promises';
import { resumeSession, screenshot } from './support/session.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a manager renames the site and changes the main image, which the front page shows', async ({ page }) => {
  test.slow(); // many steps on a shared, loaded machine
  const stamp = Date.now().toString(36);
  await resumeSession(page);
  await page.goto('/translation/site');
  await page.getByTestId('open-site-names').click();
  const names = page.getByTestId('site-names-dialog');
  await names.getByTestId('site-webName').fill('');
  await names.getByTestId('site-backName').fill('');
  await names.getByTestId('site-save').click();
  await expect(names).toContainText('请输入网站名称');
  await expect(names).toContainText('请输入后台名称');
  await names.getByTestId('site-webName').fill(`e2e 翻译平台 ${stamp}`);
  await names.getByTestId('site-backName').fill(`e2e 后台 ${stamp}`);
  await names.getByTestId('site-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: '更新成功！' })).toBeVisible();
  // The page reloads by itself and reads the new names.
  await expect(page.getByTestId('site-names-dialog')).toBeHidden();
  await expect(page.getByTestId('site-back-name')).toHaveText(`e2e 后台 ${stamp}`);

  // The image-change dialog from the top bar.
  await page.getByTestId('top-images').click();
  const images = page.getByTestId('image-dialog');
  await images.getByTestId('image-file-3').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('dialog').filter({ hasText: '确定上传图片吗' })).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: '确定上传图片吗' }).getByRole('button', { name: '确定' }).click();
  await expect(images.getByTestId('image-slot-3').getByTestId('image-preview')).toBeVisible();
  await screenshot(page, 'translate-image-dialog');
  await images.getByRole('button', { name: '关闭' }).click();
  await page.getByTestId('top-messages').click();
  await expect(page.getByTestId('top-message-dialog').getByTestId('translate-message-page')).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('front-site-name')).toHaveText(`e2e 翻译平台 ${stamp}`);
  await expect(page.getByTestId('front-main-image')).toBeVisible();
});

test('files are uploaded, downloaded and deleted', async ({ page }) => {
  test.slow(); // many steps on a shared, loaded machine
  const name = `e2e-${Date.now().toString(36)}.txt`;
  await resumeSession(page);
  await page.goto('/translation/file');
  await page.getByTestId('file-upload').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('术语表 glossary') });
  const row = page.getByRole('grid').getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByTestId('row-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  expect(await readFile(await download.path(), 'utf8')).toBe('术语表 glossary');

  await row.getByTestId('row-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
