// The task lists as Camunda Tasklist users expect, in the browser: a candidate task claimed, saved as a draft that
// comes back on reopening, unclaimed back to 待签; a task delegated to a colleague (marked 委托 in their 待办), resolved
// with their values, back in the owner's 待办 marked 已交回 and completed there, the timeline telling both steps; the
// assignee and due-date columns and the process filter. The people are users of this test's own, and the process
// is deployed for it: the seeded staff's lists belong to the specs running beside this one.
import { expect as baseExpect, test, type Browser, type Page } from './support/test.ts';
import { gridRows, searchList } from './support/grid.ts';
import { apiGet, apiHeaders, apiPost } from './support/api.ts';
import { closeOtherContexts } from './support/contexts.ts';
import { createRole, createUser, roleId } from './support/fixtures.ts';
import { resumeSession, screenshot, signIn } from './support/session.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.afterEach(closeOtherContexts);

const stamp = Date.now().toString(36);
const GROUP = `e2e_tl_${stamp}`;
const OWNER = `tl_own_${stamp}`;
const DELEGATE = `tl_dlg_${stamp}`;
const CANDIDATE = `tl_cand_${stamp}`;

/** Reviewed by a candidate of the test's group within two days, then approved by the owner (due long ago). */
const handoverXml = (ownerId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="e2e">
  <process id="E2eHandover" name="交办审批" isExecutable="true">
    <startEvent id="start" camunda:initiator="applicant">
      <extensionElements><camunda:formData><camunda:formField id="dept" label="部门" type="string" /></camunda:formData></extensionElements>
    </startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <userTask id="review" name="部门复核" camunda:candidateGroups="${GROUP}" camunda:dueDate="P2D" />
    <sequenceFlow id="f2" sourceRef="review" targetRef="approve" />
    <userTask id="approve" name="主管审批" camunda:assignee="taskUser_${ownerId}" camunda:dueDate="2020-01-01T00:00:00Z">
      <extensionElements><camunda:formData><camunda:formField id="amount" label="核定金额" type="long" /></camunda:formData></extensionElements>
    </userTask>
    <sequenceFlow id="f3" sourceRef="approve" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function person(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** Opens the only row of `list` with the task and its 办理 button. */
async function openTask(page: Page, taskName: string) {
  await page.goto('/work/todo');
  const row = gridRows(page).filter({ hasText: taskName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  await expect(page).toHaveURL(/\/work\/process\/handle\/\d+\/\d+$/);
  return page.getByTestId('task-handle');
}

test('a task is claimed, drafted, unclaimed, delegated, resolved and completed as Camunda Tasklist users do', async ({ page, browser }) => {
  await resumeSession(page);
  const hr = await roleId(page, 'hr');
  const group = await createRole(page, '交办测试组', GROUP, []);
  const ownerId = await createUser(page, OWNER, hr, { realName: '委托人' });
  await createUser(page, DELEGATE, hr, { realName: '受托人' });
  await createUser(page, CANDIDATE, `${hr},${group}`, { realName: '候选人' });
  const deployed = await page.request.post('/api/blade-flow/manager/deploy-upload', {
    headers: await apiHeaders(page),
    multipart: {
      category: 'flow_2',
      files: { name: 'E2eHandover.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(handoverXml(ownerId)) },
    },
  });
  expect(((await deployed.json()) as { success: boolean }).success).toBe(true);
  const definition = (
    await apiGet<{ records: { id: string; key: string }[] }>(page, '/api/blade-flow/work/start-list?category=flow_2&current=1&size=100')
  ).records.find((d) => d.key === 'E2eHandover')!;
  await apiPost(page, '/api/blade-flow/work/start-process', { processDefinitionId: definition.id, variables: { dept: '财务' } });

  // The candidate finds it in 待签 by the process filter, with its due date two days on; claims it.
  const candidate = await person(browser, CANDIDATE);
  await candidate.goto('/work/claim');
  const search = candidate.getByTestId('crud-search');
  await search.getByLabel('流程', { exact: true }).click();
  await candidate.getByRole('option', { name: '交办审批' }).click();
  await searchList(candidate, '/api/blade-flow/work/claim-list?', { processDefinitionKey: 'E2eHandover' });
  await expect(candidate).toHaveURL(/processDefinitionKey=E2eHandover/);
  const claimRow = gridRows(candidate).filter({ hasText: '部门复核' });
  await expect(claimRow).toHaveCount(1);
  await expect(candidate.getByRole('columnheader', { name: '到期' })).toBeVisible();
  await expect(candidate.getByRole('columnheader', { name: '办理人' })).toBeVisible();
  await expect(claimRow.getByTestId('task-due')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(claimRow.getByTestId('task-overdue')).toHaveCount(0);
  await claimRow.getByRole('button', { name: '签收' }).click();
  await expect(toast(candidate, '签收事务成功')).toBeVisible();

  // A draft survives closing and reopening the task.
  let handle = await openTask(candidate, '部门复核');
  await handle.getByLabel('批复意见').fill('材料还差一份');
  await handle.getByRole('button', { name: '保存草稿' }).click();
  await expect(toast(candidate, '草稿已保存')).toBeVisible();
  handle = await openTask(candidate, '部门复核');
  await expect(handle.getByTestId('task-draft-restored')).toBeVisible();
  await expect(handle.getByLabel('批复意见')).toHaveValue('材料还差一份');

  // Given back: it leaves 待办 and is in 待签 again; claimed again and completed.
  await handle.getByRole('button', { name: '取消签收' }).click();
  await candidate.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(candidate, '已取消签收')).toBeVisible();
  await expect(gridRows(candidate).filter({ hasText: '部门复核' })).toHaveCount(0);
  await candidate.goto('/work/claim');
  await expect(gridRows(candidate).filter({ hasText: '部门复核' })).toHaveCount(1);
  await gridRows(candidate).filter({ hasText: '部门复核' }).getByRole('button', { name: '签收' }).click();
  await expect(toast(candidate, '签收事务成功')).toBeVisible();
  handle = await openTask(candidate, '部门复核');
  // The draft was the holder's while they held it: given back, it went.
  await expect(handle.getByLabel('批复意见')).toHaveValue('');
  await handle.getByRole('button', { name: '提交' }).click();
  await expect(candidate).toHaveURL(/\/work\/todo$/);

  // The owner's task is long overdue; they delegate it to a colleague.
  const owner = await person(browser, OWNER);
  await owner.goto('/work/todo');
  const ownRow = gridRows(owner).filter({ hasText: '主管审批' });
  await expect(ownRow.getByTestId('task-overdue')).toContainText('已逾期');
  await expect(ownRow).toContainText(OWNER);
  handle = await openTask(owner, '主管审批');
  await handle.getByRole('button', { name: '委托' }).click();
  const dialog = owner.getByTestId('flow-delegate');
  await dialog.getByLabel('受托人').fill('受托人');
  await owner.getByRole('option', { name: '受托人' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(owner, '已委托')).toBeVisible();
  await expect(gridRows(owner).filter({ hasText: '主管审批' })).toHaveCount(0);

  // The delegate sees it marked as delegated, enters the amount and resolves it: it leaves their list.
  const delegate = await person(browser, DELEGATE);
  await delegate.goto('/work/todo');
  await expect(gridRows(delegate).filter({ hasText: '主管审批' }).getByTestId('task-delegated')).toHaveText(`${OWNER} 委托`);
  await screenshot(delegate, 'flow-task-delegated');
  handle = await openTask(delegate, '主管审批');
  await expect(handle.getByRole('button', { name: '同意' })).toHaveCount(0);
  await expect(handle.getByRole('button', { name: '提交' })).toHaveCount(0);
  await handle.getByLabel('核定金额').fill('1200');
  await handle.getByLabel('批复意见').fill('已核实');
  await handle.getByRole('button', { name: '办理完毕并交回' }).click();
  await expect(toast(delegate, '交回委托人')).toBeVisible();
  await expect(gridRows(delegate).filter({ hasText: '主管审批' })).toHaveCount(0);

  // Back with the owner, marked resolved, holding the delegate's values; the owner completes it.
  await owner.goto('/work/todo');
  await expect(gridRows(owner).filter({ hasText: '主管审批' }).getByTestId('task-resolved')).toHaveText('已交回');
  handle = await openTask(owner, '主管审批');
  await expect(handle.getByLabel('核定金额')).toHaveValue('1200');
  await expect(handle.getByLabel('批复意见')).toHaveValue('已核实');
  await handle.getByLabel('批复意见').fill('同意,按核定金额');
  await handle.getByRole('button', { name: '提交' }).click();
  await expect(owner).toHaveURL(/\/work\/todo$/);

  // The timeline tells both steps of the delegation.
  await owner.goto('/work/done');
  await gridRows(owner).filter({ hasText: '交办审批' }).getByRole('button', { name: '详情' }).click();
  const delegation = owner.getByTestId('flow-history-delegation');
  await expect(delegation).toContainText(`${OWNER} 在 [`);
  await expect(delegation).toContainText(`委托 ${DELEGATE} 办理`);
  await expect(delegation).toContainText(`办理完毕，交回 ${OWNER}`);
  await expect(delegation).toContainText('已核实');
  await expect(delegation).toContainText('核定金额：1200');
  await screenshot(owner, 'flow-task-delegation-history');
});
