// Any deployed process can be started from 发起事务, not only the leave request: a process without a business form
// opens a form generated from its start event's fields, its task shows what was filled in and asks the task's own
// field, and its detail shows the values and a timeline without the gateway. The process is deployed through the
// API (the upload page has its own spec) into the 报销流程 category, which has no route key of its own. The file has
// no diagram section, as files written by hand or by tools without a modeler: the console lays it out to show it.
import { expect as baseExpect, test, type Page } from './support/test.ts';
import { gridRows } from './support/grid.ts';
import { apiHeaders } from './support/api.ts';
import { screenshot, signIn } from './support/session.ts';
import { fillDate } from './support/dates.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const TRAVEL = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="e2e">
  <process id="E2eTravel" name="差旅报销" isExecutable="true">
    <startEvent id="start" name="开始" camunda:initiator="applicant">
      <extensionElements>
        <camunda:formData>
          <camunda:formField id="amount" label="金额" type="long"><camunda:validation><camunda:constraint name="required" /></camunda:validation></camunda:formField>
          <camunda:formField id="purpose" label="事由" type="string" />
          <camunda:formField id="tripDate" label="出差日期" type="date" />
          <camunda:formField id="kind" label="费用类型" type="enum"><camunda:value id="traffic" name="交通" /><camunda:value id="hotel" name="住宿" /></camunda:formField>
          <camunda:formField id="urgent" label="加急" type="boolean" />
        </camunda:formData>
      </extensionElements>
    </startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="check" />
    <userTask id="check" name="核定报销" camunda:assignee="\${applicant}">
      <extensionElements><camunda:formData><camunda:formField id="approvedAmount" label="核定金额" type="long"><camunda:validation><camunda:constraint name="required" /></camunda:validation></camunda:formField></camunda:formData></extensionElements>
    </userTask>
    <sequenceFlow id="f2" sourceRef="check" targetRef="gate" />
    <exclusiveGateway id="gate" name="是否通过" />
    <sequenceFlow id="yes" sourceRef="gate" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${pass}</conditionExpression></sequenceFlow>
    <sequenceFlow id="no" sourceRef="gate" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${!pass}</conditionExpression></sequenceFlow>
    <endEvent id="end" name="结束" />
  </process>
</definitions>`;

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('a process with a form of its own is started, handled with its task field and shown with its values', async ({ page }) => {
  await signIn(page, 'admin');
  const deployed = await page.request.post('/api/blade-flow/manager/deploy-upload', {
    headers: await apiHeaders(page),
    multipart: { category: 'flow_2', files: { name: 'E2eTravel.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(TRAVEL) } },
  });
  expect(((await deployed.json()) as { success: boolean }).success).toBe(true);

  await page.goto('/work/start');
  const definition = gridRows(page).filter({ hasText: 'E2eTravel' });
  await expect(definition).toHaveCount(1);
  await definition.getByRole('button', { name: '发起' }).click();
  await expect(page).toHaveURL(/\/work\/process\/form\/E2eTravel/);
  const form = page.getByTestId('start-form');
  await expect(form).toContainText('差旅报销');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '请输入金额')).toBeVisible();
  await form.getByLabel('金额').fill('5000');
  await form.getByLabel('事由').fill('上海客户拜访');
  await fillDate(form, '出差日期', '2026-12-03');
  await form.getByLabel('费用类型').click();
  await page.getByRole('option', { name: '住宿' }).click();
  await form.getByLabel('加急').check();
  await screenshot(page, 'flow-generic-start-form');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/work\/send$/);

  await page.goto('/work/todo');
  const task = gridRows(page).filter({ hasText: '核定报销' });
  await expect(task).toHaveCount(1);
  await task.getByRole('button', { name: '办理' }).click();
  await expect(page).toHaveURL(/\/work\/process\/handle\/\d+\/\d+$/);
  const handle = page.getByTestId('task-handle');
  const values = handle.getByTestId('start-values');
  await expect(values.getByTestId('start-value-amount')).toHaveText('5000');
  await expect(values.getByTestId('start-value-purpose')).toHaveText('上海客户拜访');
  await expect(values.getByTestId('start-value-tripDate')).toHaveText('2026-12-03');
  await expect(values.getByTestId('start-value-kind')).toHaveText('住宿');
  await expect(values.getByTestId('start-value-urgent')).toHaveText('是');
  await handle.getByRole('button', { name: '同意' }).click();
  await expect(toast(page, '请输入核定金额')).toBeVisible();
  // Its gateway reads the decision: it can be rejected.
  await expect(handle.getByRole('button', { name: '驳回' })).toBeVisible();
  await handle.getByLabel('核定金额').fill('4800');
  await handle.getByLabel('批复意见').fill('住宿标准内');
  await screenshot(page, 'flow-generic-task');
  await handle.getByRole('button', { name: '同意' }).click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(gridRows(page).filter({ hasText: '核定报销' })).toHaveCount(0);

  await page.goto('/work/done');
  const done = gridRows(page).filter({ hasText: '差旅报销' });
  await expect(done).toHaveCount(1);
  await done.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/work\/process\/detail\/\d+$/);
  const detail = page.getByTestId('process-detail');
  await expect(detail.getByTestId('start-value-amount')).toHaveText('5000');
  await expect(page.getByTestId('bpmn-view')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('.djs-element.flow-visited[data-element-id="gate"]')).toHaveCount(1);
  // The timeline lists the people's steps: start, the task with its comment, the end; the gateway stays on the diagram.
  const history = detail.getByTestId('flow-history-item');
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText('核定报销');
  await expect(history.nth(1)).toContainText('住宿标准内');
  // What the task was completed with, under it.
  await expect(history.nth(1).getByTestId('flow-history-value')).toHaveText('核定金额：4800');
  await expect(detail.getByTestId('flow-history')).not.toContainText('是否通过');
});

const NOTE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="e2e">
  <process id="E2eNote" name="阅知流程" isExecutable="true">
    <startEvent id="start" camunda:initiator="applicant" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="read" />
    <userTask id="read" name="阅知" camunda:assignee="\${applicant}" />
    <sequenceFlow id="f2" sourceRef="read" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

test('a task whose way out ignores the decision offers only 提交, not 驳回', async ({ page }) => {
  await signIn(page, 'admin');
  const deployed = await page.request.post('/api/blade-flow/manager/deploy-upload', {
    headers: await apiHeaders(page),
    multipart: { category: 'flow_2', files: { name: 'E2eNote.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(NOTE) } },
  });
  expect(((await deployed.json()) as { success: boolean }).success).toBe(true);
  await page.goto('/work/start');
  await gridRows(page).filter({ hasText: 'E2eNote' }).getByRole('button', { name: '发起' }).click();
  await page.getByTestId('start-form').getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/work\/send$/);

  await page.goto('/work/todo');
  await gridRows(page).filter({ hasText: '阅知' }).first().getByRole('button', { name: '办理' }).click();
  const handle = page.getByTestId('task-handle');
  await expect(handle.getByRole('button', { name: '提交' })).toBeVisible();
  await expect(handle.getByRole('button', { name: '驳回' })).toHaveCount(0);
  await handle.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/work\/todo$/);
});
