// The notice desk in the browser: a Word document made by python-docx (heading, bold and italic runs, a 3x3 table, a
// picture) imported into the rich-text editor keeps its table and its picture (stored through the object storage,
// not inlined), a .doc is refused, the export is a real .docx python-docx reads back, and the view shows what the
// editor showed.
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { closeOtherContexts } from './support/contexts.ts';
import { createUser, roleId } from './support/fixtures.ts';
import { readDocx } from './support/read-docx.ts';
import { resumeSession, screenshot, signIn } from './support/session.ts';

test.afterEach(closeOtherContexts);

const WORD_FILE = fileURLToPath(new URL('./fixtures/notice-with-table.docx', import.meta.url));
const TABLE = [
  ['部门', '材料', '截止日期'],
  ['研发部', '季度总结', '3月31日'],
  ['财务部', '预算表', '4月5日'],
];

test('admin writes a notice from a Word document with a table and a picture, exports it as .docx and views it', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `E2E 季度通知 ${Date.now().toString(36)}`;
  await resumeSession(page);
  await page.goto('/desk/notice');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('notice-form');
  await form.getByLabel('通知标题').fill(title);
  const editor = form.getByTestId('rich-text');
  const content = editor.locator('.ProseMirror');
  const box = await content.evaluate((el) => el.parentElement!.parentElement!.getBoundingClientRect().height);
  expect(box).toBe(600);

  let chooser = page.waitForEvent('filechooser');
  await form.getByTestId('word-import').click();
  await (await chooser).setFiles({ name: '旧文档.doc', mimeType: 'application/msword', buffer: Buffer.from('not a docx') });
  await expect(page.getByTestId('toast').filter({ hasText: '目前仅支持docx文件格式，若为doc文件，请将扩展名改为docx' })).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await form.getByTestId('word-import').click();
  await (await chooser).setFiles(WORD_FILE);
  // mammoth is a lazy chunk: its first load may take a while on a busy machine.
  await expect(content.locator('h1')).toHaveText('季度安排', { timeout: 30_000 });
  await expect(content.locator('strong')).toHaveText('按时提交');
  await expect(content.locator('em')).toHaveText('以下材料');
  await expectTable(content);
  // ProseMirror adds src-less separator images after an inline node: the picture is the one with a link.
  const picture = content.locator('img[src]');
  await expect(picture).toHaveCount(1);
  expect(await picture.getAttribute('src')).toMatch(/^(\/api\/blade-resource\/oss\/local\/|https?:\/\/)/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await screenshot(page, 'resource-notice-editor');

  const download = page.waitForEvent('download');
  await form.getByTestId('word-export').click();
  const exported = await download;
  // Named after the notice, not the screen.
  expect(exported.suggestedFilename()).toBe(`${title}.docx`);
  const word = readDocx(await exported.path());
  expect(word.paragraphs).toContainEqual({ style: 'Heading 1', text: '季度安排', bold: [] });
  expect(word.paragraphs).toContainEqual(expect.objectContaining({ text: '请各部门按时提交以下材料', bold: ['按时提交'] }));
  expect(word.tables).toEqual([TABLE]);
  expect(word.pictures).toBe(1);

  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  const list = await apiGet<{ records: Array<{ title: string; content: string; categoryName: string }> }>(
    page,
    `/api/blade-desk/notice/list?title=${encodeURIComponent(title)}`,
  );
  expect(list.records[0]).toMatchObject({ categoryName: '发布通知' });
  expect(list.records[0]!.content).toContain('<table>');
  expect(list.records[0]!.content).not.toContain('data:');

  // The view shows the table and the picture the editor showed, as a document: no editing toolbar.
  const row = page.getByRole('grid').getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByTestId('notice-form').getByTestId('rich-text').locator('.ProseMirror');
  await expectTable(view);
  await expect(page.getByTestId('notice-form').getByTestId('word-import')).toHaveCount(0);
  await expect(view).toHaveAttribute('contenteditable', 'false');
  await expect.poll(() => view.locator('img[src]').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
});

/** The signed-in administrator's name, as a notice's byline shows its writer. */
async function writerName(page: import('@playwright/test').Page): Promise<string> {
  const info = await apiGet<{ realName: string }>(page, '/api/blade-system/user/info');
  return info.realName;
}

async function expectTable(content: import('@playwright/test').Locator) {
  const rows = content.locator('table tr');
  await expect(rows).toHaveCount(3);
  for (const [i, cells] of TABLE.entries()) await expect(rows.nth(i).locator('td, th')).toHaveText(cells);
}

test('the bell counts open tasks and unread notices; a task opens its page, a notice opens and is read', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await resumeSession(page);
  // The bell is read by a staff user of this test's own (the seeded hr role's menus): admin's tasks change while
  // other specs run beside this one (their leave requests and reimbursements), this user's only by this test.
  const account = `e2e_bell_${Date.now().toString(36)}`;
  const userId = await createUser(page, account, await roleId(page, 'hr'));
  // A published notice (released an hour ago, in the console's zone) and a leave request waiting for the user.
  const hourAgo = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const title = `铃铛通知 ${Date.now()}`;
  await apiPost(page, '/api/blade-desk/notice/submit', { title, category: 1, releaseTime: hourAgo, content: '<p>请查看年会安排</p>' });
  const leave = (
    await apiGet<{ records: { id: string; key: string }[] }>(page, '/api/blade-flow/work/start-list?current=1&size=50')
  ).records.find((d) => d.key === 'Leave')!;
  await apiPost(page, '/api/blade-desk/process/leave/start-process', {
    processDefinitionId: leave.id,
    taskUser: userId,
    startTime: '2026-12-20 09:00:00',
    endTime: '2026-12-21 09:00:00',
    reason: '铃铛里的待办',
  });
  const me = await (await browser.newContext()).newPage();
  await signIn(me, account);
  type Inbox = { tasks: { total: number }; notices: { unread: number } };
  const before = await apiGet<Inbox>(me, '/api/blade-desk/notice/inbox');
  expect(before.tasks.total).toBe(1);
  expect(before.notices.unread).toBeGreaterThanOrEqual(1);

  // Wait for a settled screen: a popover opened during the landing navigation would be closed by it.
  // The badge shows what the bell's own read answered: notices other specs publish meanwhile count too. Only a read
  // this page sent counts: one the landing page sent may answer after the navigation began, its body gone with it.
  const navigated = Date.now();
  const bellRead = me.waitForResponse(
    (r) => r.url().includes('/api/blade-desk/notice/inbox') && r.request().timing().startTime >= navigated,
  );
  await me.goto('/desk/notice');
  const shown = ((await (await bellRead).json()) as { data: Inbox }).data;
  expect(shown.tasks.total).toBe(1);
  await expect(me.getByTestId('crud-toolbar')).toBeVisible({ timeout: 30_000 });
  const count = me.getByTestId('inbox-count').locator('.MuiBadge-badge');
  await expect(count).toHaveText(String(shown.tasks.total + shown.notices.unread));
  await me.getByTestId('inbox-button').click();
  const inbox = me.getByTestId('inbox');
  await inbox.getByRole('tab', { name: /通知/ }).click();
  const row = inbox.getByTestId('inbox-notices').getByRole('button', { name: new RegExp(title) });
  await expect(row).toHaveAttribute('data-read', 'false');
  await screenshot(me, 'inbox-notices');
  await row.click();
  const dialog = me.getByTestId('notice-reader');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toContainText('请查看年会安排');
  // A document with its byline (category, date, who wrote it), not an editor.
  await expect(dialog.getByTestId('notice-byline')).toContainText(await writerName(page));
  await expect(dialog.getByTestId('insert-picture')).toHaveCount(0);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(count).toHaveText(String(before.tasks.total + before.notices.unread - 1));

  await me.getByTestId('inbox-button').click();
  await inbox.getByRole('tab', { name: /通知/ }).click();
  await expect(inbox.getByTestId('inbox-notices').getByRole('button', { name: new RegExp(title) })).toHaveAttribute('data-read', 'true');
  await inbox.getByRole('tab', { name: /待办/ }).click();
  await inbox
    .getByTestId('inbox-tasks')
    .getByRole('button', { name: /请假流程 · 人事审批/ })
    .click();
  await expect(me).toHaveURL(/\/work\/process\/leave\/handle\//);
  await expect(me.getByTestId('leave-handle')).toBeVisible();
});
