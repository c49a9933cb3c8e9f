// The notice desk in the browser: a notice written in the rich-text editor (600 px high) with a real .docx built
// here imported into it, a .doc refused with Saber's message, Word export, and the saved content sanitized.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { apiGet } from './support/api.ts';
import { screenshot, signIn } from './support/session.ts';

/** A minimal valid Word document: one heading-free paragraph with bold text and a plain one. */
async function docx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  const body = paragraphs.map((p, i) => `<w:p><w:r>${i === 0 ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t>${p}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
    + `<w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer' });
}

test('admin writes a notice from an imported Word document, exports it and finds it sanitized in the list', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/desk/notice');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('notice-form');
  await form.getByLabel('通知标题').fill('E2E 放假通知');
  const editor = form.getByTestId('rich-text');
  const box = await editor.locator('.ProseMirror').evaluate((el) => el.parentElement!.parentElement!.getBoundingClientRect().height);
  expect(box).toBe(600);

  let chooser = page.waitForEvent('filechooser');
  await form.getByTestId('word-import').click();
  await (await chooser).setFiles({ name: '旧文档.doc', mimeType: 'application/msword', buffer: Buffer.from('not a docx') });
  await expect(page.getByTestId('toast').filter({ hasText: '目前仅支持docx文件格式，若为doc111，请将扩展名改为docx' })).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await form.getByTestId('word-import').click();
  await (await chooser).setFiles({ name: '放假安排.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await docx(['国庆放假七天', '请提前安排工作']) });
  // mammoth is a lazy chunk: its first load may take a while on a busy machine.
  await expect(editor.locator('.ProseMirror strong')).toHaveText('国庆放假七天', { timeout: 30_000 });
  await expect(editor.locator('.ProseMirror')).toContainText('请提前安排工作');
  await editor.locator('.ProseMirror').click();
  await page.keyboard.press('End');
  await page.keyboard.type('。');
  await screenshot(page, 'resource-notice-editor');

  const download = page.waitForEvent('download');
  await form.getByTestId('word-export').click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe('通知公告.doc');
  expect(await readFile((await exported.path())!, 'utf8')).toContain('国庆放假七天');

  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: /E2E 放假通知/ })).toBeVisible();
  const list = await apiGet<{ records: Array<{ title: string; content: string; categoryName: string }> }>(page, `/api/blade-desk/notice/list?title=${encodeURIComponent('E2E 放假')}`);
  expect(list.records[0]).toMatchObject({ categoryName: '发布通知' });
  expect(list.records[0]!.content).toContain('<strong>国庆放假七天</strong>');
  expect(list.records[0]!.content).toContain('请提前安排工作');
});

test('the top bar notice popover shows the demo tabs and pages them with the fake load more', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  // Wait for a settled screen: a popover opened during the landing navigation would be closed by it.
  await page.goto('/desk/notice');
  await expect(page.getByTestId('crud-toolbar')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('notice-popover-button').click();
  const popover = page.getByTestId('notice-popover');
  await expect(popover.getByRole('tab')).toHaveText(['邮件', '消息', '通知']);
  await expect(popover.getByRole('listitem')).toHaveCount(2);
  await popover.getByRole('button', { name: '加载更多' }).click();
  await expect(popover.getByRole('button', { name: '加载中...' })).toBeVisible();
  await expect(popover.getByRole('listitem')).toHaveCount(4);
  await popover.getByRole('tab', { name: '通知' }).click();
  await expect(popover.getByRole('listitem')).toHaveCount(2);
  await expect(popover).toContainText('系统将于今晚升级维护');
});
