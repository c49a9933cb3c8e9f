// A staff home puts the person's own work first, whatever else their menus hold: someone who runs the translation
// backstage sees their open tasks and unread notices above its tabs, and a notice opens there as a document.
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { closeOtherContexts } from './support/contexts.ts';
import { createUser, roleId } from './support/fixtures.ts';
import { resumeSession, signIn } from './support/session.ts';

test.afterEach(closeOtherContexts);

test("a translation manager's home shows their task and unread notice above the backstage; the notice opens as a document", async ({
  page,
  browser,
}) => {
  test.slow(); // a leave request, a notice and a new user's first sign-in
  await resumeSession(page);
  // A user of this test's own with the seeded manager's role (the translation menus): the seeded manager's tasks
  // change while other specs run beside this one.
  const stamp = Date.now().toString(36);
  const account = `e2e_home_${stamp}`;
  const userId = await createUser(page, account, await roleId(page, 'manager'));
  const title = `首页通知 ${stamp}`;
  await apiPost(page, '/api/blade-desk/notice/submit', { title, category: 1, content: '<p>首页上读到的通知</p>' });
  const leave = (
    await apiGet<{ records: { id: string; key: string }[] }>(page, '/api/blade-flow/work/start-list?current=1&size=50')
  ).records.find((d) => d.key === 'Leave')!;
  await apiPost(page, '/api/blade-desk/process/leave/start-process', {
    processDefinitionId: leave.id,
    taskUser: userId,
    startTime: '2026-12-20 09:00:00',
    endTime: '2026-12-21 09:00:00',
    reason: '首页上的待办',
  });

  const me = await (await browser.newContext()).newPage();
  await signIn(me, account);
  const home = me.getByTestId('translate-home');
  const work = home.getByTestId('work-at-hand');
  await expect(work.getByTestId('home-tasks')).toContainText('请假流程 · 人事审批');
  await expect(work.getByTestId('home-notices')).toContainText(title);
  // First: above the backstage's tabs.
  const tabs = home.getByTestId('translate-tabs');
  await expect(tabs).toBeVisible();
  expect((await work.boundingBox())!.y).toBeLessThan((await tabs.boundingBox())!.y);

  // The notice opens as a document named after it, and counts as read: it leaves the unread card.
  await work
    .getByTestId('home-notices')
    .getByRole('button', { name: new RegExp(title) })
    .click();
  const reader = me.getByTestId('notice-reader');
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await expect(reader.getByTestId('notice-document')).toContainText('首页上读到的通知');
  await expect(reader.getByTestId('notice-byline')).toContainText('发布通知');
  const download = me.waitForEvent('download');
  await reader.getByTestId('word-export').click();
  expect((await download).suggestedFilename()).toBe(`${title}.docx`);
  await reader.getByRole('button', { name: '关闭' }).click();
  await expect(work.getByTestId('home-notices').getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

  // The task opens its handle page.
  await work
    .getByTestId('home-tasks')
    .getByRole('button', { name: /请假流程 · 人事审批/ })
    .click();
  await expect(me).toHaveURL(/\/work\/process\/leave\/handle\//);
});
