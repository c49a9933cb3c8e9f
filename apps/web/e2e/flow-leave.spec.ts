// The leave process in the browser, as the seeded users (issue 6 "Done when"): admin asks for 5 days choosing hr,
// hr approves, boss claims and approves, and the diagram shows the path taken; 2 days go to the manager instead;
// a rejection returns the request to the applicant, who changes and resubmits it to hr, and later closes it. Nobody
// is offered their own request to approve: not as the approver picked, not in the claim list. The
// tests share one process definition and run one after the other, so each user's lists hold only the task of the current story.
import { expect as baseExpect, test, type Browser, type Page } from './support/test.ts';
import { gridRows } from './support/grid.ts';
import { apiGet, apiPost } from './support/api.ts';
import { resumeSession, screenshot, type SeededAccount } from './support/session.ts';
import { fillDate } from './support/dates.ts';

// Several users sign in and the diagram chunks load: longer than the default test time.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The stories' people, each with a signed-in page of their own, kept for the file's stories: the same four come back
 * in each, and a new browser context's first console load costs about a CPU-second and a half. Every step opens its
 * page anew (page.goto), so a story starts from nothing the one before left on the screen.
 */
const people = new Map<SeededAccount, Page>();
test.afterAll(async () => {
  await Promise.all([...people.values()].map((page) => page.context().close()));
  people.clear();
});

/** The account's page; the first page it opens is the console's first load. */
async function as(browser: Browser, account: SeededAccount): Promise<Page> {
  let page = people.get(account);
  if (!page) {
    page = await (await browser.newContext()).newPage();
    await resumeSession(page, account);
    people.set(account, page);
  }
  return page;
}

// Rows of records: not the row an empty grid shows its message in.

/**
 * The applicant (admin unless told, named `self` in the picker) starts a leave request of `days` days (from 1
 * December, both ends counted) with hr first.
 */
async function applyForLeave(admin: Page, days: number, reason: string, self = '管理员') {
  await admin.goto('/work/start');
  const row = gridRows(admin).filter({ hasText: '请假流程' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '发起' }).click();
  await expect(admin).toHaveURL(/\/work\/process\/leave\/form\/Leave/);
  const form = admin.getByTestId('leave-form');
  await form.getByLabel('审批人').click();
  await expect(admin.getByRole('option', { name: '老板' })).toBeVisible();
  // The applicant cannot approve their own request: they are not offered as its approver.
  await expect(admin.getByRole('option', { name: self, exact: true })).toHaveCount(0);
  await admin.getByRole('option', { name: '人事' }).click();
  await fillDate(form, '开始日期', '2026-12-01');
  await fillDate(form, '结束日期', `2026-12-${String(days).padStart(2, '0')}`);
  // The days as a person counts them, shown before sending.
  await expect(form.getByTestId('leave-days-count')).toHaveText(`共 ${days} 天`);
  await form.getByLabel('请假理由').fill(reason);
  await screenshot(admin, `flow-leave-form-${days}`);
  await form.getByRole('button', { name: '提交' }).click();
  await expect(admin).toHaveURL(/\/work\/send$/);
  await expect(gridRows(admin).filter({ hasText: '未完成' }).first()).toBeVisible();
}

/** Opens the only task of the todo list (a request of `applicant`) and answers it. */
async function handleOnlyTask(page: Page, taskName: string, answer: '同意' | '驳回', comment: string, applicant = '管理员') {
  await page.goto('/work/todo');
  const row = gridRows(page).filter({ hasText: taskName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  const handle = page.getByTestId('leave-handle');
  await expect(handle.getByTestId('leave-info')).toContainText(applicant);
  await expect(page.getByTestId('bpmn-view')).toHaveAttribute('data-state', 'ready');
  await handle.getByLabel('批复意见').fill(comment);
  await handle.getByRole('button', { name: answer, exact: true }).click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(gridRows(page).filter({ hasText: taskName })).toHaveCount(0);
}

/** Claims the only task of the claim list; it moves to the todo list. */
async function claimOnlyTask(page: Page, taskName: string) {
  await page.goto('/work/claim');
  const row = gridRows(page).filter({ hasText: taskName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '签收' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '签收事务成功' })).toBeVisible();
  await expect(row).toHaveCount(0);
}

/** Opens the detail of the only done task and checks the highlighted path. */
async function expectPath(page: Page, taken: string[], notTaken: string[]) {
  await page.goto('/work/done');
  // The leave process's row: flow-modeler.spec.ts, running beside, has the manager finish a task of its own process.
  const row = gridRows(page).filter({ hasText: '请假流程' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('leave-detail')).toBeVisible();
  await expect(page.getByTestId('bpmn-view')).toHaveAttribute('data-state', 'ready');
  for (const id of taken) await expect(page.locator(`.djs-element.flow-visited[data-element-id="${id}"]`)).toHaveCount(1);
  for (const id of notTaken)
    await expect(page.locator(`.djs-element[data-element-id="${id}"]`).and(page.locator('.flow-visited'))).toHaveCount(0);
}

test('4 days, 1 to 4 December: hr approves, boss claims and approves, the diagram shows the path through the boss', async ({ browser }) => {
  const admin = await as(browser, 'admin');
  // Whole days from the first to the last: four, more than the manager's three (whole 24-hour periods counted 3).
  await applyForLeave(admin, 4, '年假四天');

  const hr = await as(browser, 'hr');
  await handleOnlyTask(hr, '人事审批', '同意', '人事同意');

  // The manager group does not see a request of more than 3 days.
  const manager = await as(browser, 'manager');
  await manager.goto('/work/claim');
  await expect(manager.getByRole('grid')).toBeVisible();
  await expect(gridRows(manager)).toHaveCount(0);

  const boss = await as(browser, 'boss');
  await claimOnlyTask(boss, '老板审批');
  await handleOnlyTask(boss, '老板审批', '同意', '老板同意');

  await expectPath(boss, ['start', 'hrTask', 'bossTask', 'end'], ['managerTak', 'userTask']);
  await expect(boss.getByTestId('leave-days')).toHaveText('共 4 天');
  const history = boss.getByTestId('flow-history-item');
  // Start, hr, boss, end: the gateway that weighed the days is on the diagram, not in the timeline.
  await expect(history).toHaveCount(4);
  await expect(history.first()).toContainText('管理员');
  await expect(history.filter({ hasText: '人事审批' })).toContainText('人事同意');
  await expect(history.filter({ hasText: '老板审批' })).toContainText('老板同意');
  await expect(history.filter({ hasText: '经理审批' })).toHaveCount(0);
  await screenshot(boss, 'flow-leave-detail-boss');

  // The applicant's sent list shows the process as finished at the boss's task (other specs running at the same
  // time may have finished other processes of admin's, at other tasks).
  await admin.goto('/work/send');
  await expect(gridRows(admin).filter({ hasText: '老板审批' }).filter({ hasText: '已完成' })).toHaveCount(1);
});

test('2 days: after hr the request goes to the manager group, not the boss', async ({ browser }) => {
  const admin = await as(browser, 'admin');
  await applyForLeave(admin, 2, '事假两天');
  const hr = await as(browser, 'hr');
  await handleOnlyTask(hr, '人事审批', '同意', '同意');

  const boss = await as(browser, 'boss');
  await boss.goto('/work/claim');
  await expect(boss.getByRole('grid')).toBeVisible();
  await expect(gridRows(boss)).toHaveCount(0);

  const manager = await as(browser, 'manager');
  await claimOnlyTask(manager, '经理审批');
  await handleOnlyTask(manager, '经理审批', '同意', '经理同意');
  await expectPath(manager, ['start', 'hrTask', 'managerTak', 'end'], ['bossTask', 'userTask']);
  await screenshot(manager, 'flow-leave-detail-manager');
});

test('a rejection returns the request to the applicant, who changes and resubmits it, then closes it after another', async ({
  browser,
}) => {
  const admin = await as(browser, 'admin');
  await applyForLeave(admin, 1, '病假一天');
  const hr = await as(browser, 'hr');

  // Rejecting needs a comment (an empty one would count as 同意).
  await hr.goto('/work/todo');
  await gridRows(hr).filter({ hasText: '人事审批' }).getByRole('button', { name: '办理' }).click();
  await hr.getByTestId('leave-handle').getByRole('button', { name: '驳回' }).click();
  await expect(hr.getByTestId('toast').filter({ hasText: '驳回时请填写批复意见' })).toBeVisible();
  await handleOnlyTask(hr, '人事审批', '驳回', '请补充病假证明');

  // The applicant's 调整申请 step: the request itself is changed (two days now) and resubmitted, not approved.
  await admin.goto('/work/todo');
  await gridRows(admin).filter({ hasText: '调整申请' }).getByRole('button', { name: '办理' }).click();
  const adjust = admin.getByTestId('leave-adjust');
  await expect(adjust.getByLabel('请假理由')).toHaveValue('病假一天');
  await expect(admin.getByTestId('leave-handle').getByRole('button', { name: '同意', exact: true })).toHaveCount(0);
  await fillDate(adjust, '结束日期', '2026-12-02');
  await expect(adjust.getByTestId('leave-days-count')).toHaveText('共 2 天');
  await adjust.getByLabel('请假理由').fill('病假两天，附证明');
  await adjust.getByLabel('批复意见').fill('已补充证明');
  await screenshot(admin, 'flow-leave-adjust');
  await adjust.getByRole('button', { name: '重新提交' }).click();
  await expect(admin).toHaveURL(/\/work\/todo$/);
  await expect(gridRows(admin).filter({ hasText: '调整申请' })).toHaveCount(0);

  // Back at hr: the detail shows the loop in the history and the open task in the diagram.
  await hr.goto('/work/todo');
  const row = gridRows(hr).filter({ hasText: '人事审批' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '详情' }).click();
  await expect(hr.getByTestId('bpmn-view')).toHaveAttribute('data-state', 'ready');
  await expect(hr.locator('.djs-element.flow-visited[data-element-id="userTask"]')).toHaveCount(1);
  await expect(hr.locator('.djs-element.flow-active[data-element-id="hrTask"]')).toHaveCount(1);
  const history = hr.getByTestId('flow-history');
  await expect(history).toContainText('请补充病假证明');
  await expect(history).toContainText('调整申请');
  await expect(history).toContainText('已补充证明');
  await expect(hr.getByTestId('leave-reason')).toHaveText('病假两天，附证明');
  await expect(hr.getByTestId('leave-endTime')).toContainText('2026-12-02');
  await expect(hr.getByTestId('leave-days')).toHaveText('共 2 天');
  await screenshot(hr, 'flow-leave-detail-loop');

  // Rejected again, the applicant closes the request instead: the process ends.
  await handleOnlyTask(hr, '人事审批', '驳回', '不予批准');
  await admin.goto('/work/todo');
  await gridRows(admin).filter({ hasText: '调整申请' }).getByRole('button', { name: '办理' }).click();
  await admin.getByTestId('leave-adjust').getByRole('button', { name: '结束申请' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(admin).toHaveURL(/\/work\/todo$/);
  await expect(gridRows(admin).filter({ hasText: '调整申请' })).toHaveCount(0);
});

test('10 days through a loop: the diagram marks exactly the flows taken, not every flow between visited steps', async ({ browser }) => {
  const admin = await as(browser, 'admin');
  await applyForLeave(admin, 10, '十天年假,驳回后重交');
  const hr = await as(browser, 'hr');
  await handleOnlyTask(hr, '人事审批', '驳回', '请写明交接人');
  await admin.goto('/work/todo');
  await gridRows(admin).filter({ hasText: '调整申请' }).getByRole('button', { name: '办理' }).click();
  const adjust = admin.getByTestId('leave-adjust');
  await adjust.getByLabel('批复意见').fill('交接给人事');
  await adjust.getByRole('button', { name: '重新提交' }).click();
  await expect(admin).toHaveURL(/\/work\/todo$/);
  await handleOnlyTask(hr, '人事审批', '同意', '可以');
  const boss = await as(browser, 'boss');
  await claimOnlyTask(boss, '老板审批');
  await handleOnlyTask(boss, '老板审批', '同意', '准假');

  // The boss's done task of this request (the boss finished others in this file's stories and in other specs).
  const done = await apiGet<{ records: { processInstanceId: string; businessId: string }[] }>(
    boss,
    '/api/blade-flow/work/done-list?current=1&size=50',
  );
  let path = '';
  // Rows without business data are other processes (a drawn one's, say, in a spec running alongside).
  for (const row of done.records.filter((r) => r.businessId)) {
    const leave = await apiGet<{ reason: string }>(boss, `/api/blade-desk/process/leave/detail?businessId=${row.businessId}`);
    if (leave.reason === '十天年假,驳回后重交') path = `/work/process/leave/detail/${row.processInstanceId}/${row.businessId}`;
  }
  expect(path).not.toBe('');
  await boss.goto(path);
  await expect(boss.getByTestId('bpmn-view')).toHaveAttribute('data-state', 'ready');
  const visited = (id: string) => boss.locator(`.djs-element.flow-visited[data-element-id="${id}"]`);
  for (const id of ['flowStart', 'flowHrReject', 'flowResubmit', 'flowHrPass', 'flowLong', 'flowBossPass'])
    await expect(visited(id)).toHaveCount(1);
  // Both ends of 老板审批→调整申请 and 调整申请→结束 were visited; neither flow was taken.
  for (const id of ['flowBossReject', 'flowClose', 'flowShort', 'flowManagerPass', 'flowManagerReject'])
    await expect(boss.locator(`.djs-element[data-element-id="${id}"]`).and(boss.locator('.flow-visited'))).toHaveCount(0);
  await screenshot(boss, 'flow-leave-detail-after-loop');
});

test('the task lists filter by date, the end of the range at the end of its day', async ({ browser }) => {
  const admin = await as(browser, 'admin');
  await admin.goto('/work/send');
  await expect(gridRows(admin).filter({ hasText: '请假流程' }).first()).toBeVisible();
  const search = admin.getByTestId('crud-search');
  await fillDate(search, '开始日期', '2999-01-01');
  await fillDate(search, '结束日期', '2999-01-31');
  const listCall = admin.waitForRequest((r) => r.url().includes('/work/send-list'));
  await search.getByRole('button', { name: '搜索' }).click();
  const url = new URL((await listCall).url());
  expect(url.searchParams.get('beginDate')).toBe('2999-01-01 00:00:00');
  expect(url.searchParams.get('endDate')).toBe('2999-01-31 23:59:59');
  await expect(gridRows(admin)).toHaveCount(0);
});

test("the manager's own request: not offered as its approver, and its manager step not offered to claim", async ({ browser }) => {
  const manager = await as(browser, 'manager');
  await applyForLeave(manager, 1, '经理请假一天', '经理');
  const hr = await as(browser, 'hr');
  await handleOnlyTask(hr, '人事审批', '同意', '同意', '经理');

  // The request waits at the manager group, which the applicant is in: their claim list does not offer it.
  await manager.goto('/work/claim');
  await expect(manager.getByRole('grid')).toBeVisible();
  await expect(gridRows(manager)).toHaveCount(0);
  await manager.goto('/work/send');
  const mine = gridRows(manager).filter({ hasText: '经理审批' }).filter({ hasText: '未完成' });
  await expect(mine).toHaveCount(1);
  await screenshot(manager, 'flow-leave-own-request');

  // Nobody else holds the manager role here: the administrator ends the request, so no story after this one sees it.
  const sent = await apiGet<{ records: { processInstanceId: string }[] }>(manager, '/api/blade-flow/work/send-list?current=1&size=1');
  const admin = await as(browser, 'admin');
  await apiPost(
    admin,
    `/api/blade-flow/follow/delete-process-instance?processInstanceId=${sent.records[0]!.processInstanceId}&deleteReason=${encodeURIComponent('测试结束')}`,
  );
});
