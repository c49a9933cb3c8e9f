// A BPMN file without a diagram section (written by hand or by a tool without a modeler, with no <incoming>/<outgoing>
// either) is laid out to be shown: every sequence flow is drawn as an edge, in the definition's 流程图 and in a
// running instance's detail, where the flow taken and the open task are marked. Uploaded through the upload page
// into the 报销流程 category (no route key of its own: the generic form pages start and show it).
import { expect as baseExpect, test } from './support/test.ts';
import { gridRows } from './support/grid.ts';
import { apiHeaders } from './support/api.ts';
import { resumeSession } from './support/session.ts';
import type { Locator } from '@playwright/test';

// The viewer and layout chunks load on this slow shared machine: longer than the default test time.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const FLOWS = ['toCheck', 'toGate', 'pass', 'again'];

/** Start → 复核 (the applicant's own task) → a gateway that ends or loops back to 复核. */
const LAID_OUT = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="e2e">
  <process id="E2eLaidOut" name="自动排列流程" isExecutable="true">
    <startEvent id="start" camunda:initiator="applicant" />
    <sequenceFlow id="toCheck" sourceRef="start" targetRef="check" />
    <userTask id="check" name="复核" camunda:assignee="\${applicant}" />
    <sequenceFlow id="toGate" sourceRef="check" targetRef="gate" />
    <exclusiveGateway id="gate" />
    <sequenceFlow id="pass" sourceRef="gate" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${pass}</conditionExpression></sequenceFlow>
    <sequenceFlow id="again" sourceRef="gate" targetRef="check"><conditionExpression xsi:type="tFormalExpression">\${!pass}</conditionExpression></sequenceFlow>
    <endEvent id="end" />
  </process>
</definitions>`;

/** One drawn edge per sequence flow, each a line of some length. */
async function expectEdges(diagram: Locator, flows = FLOWS) {
  await expect(diagram.getByTestId('bpmn-view')).toHaveAttribute('data-state', 'ready');
  await expect(diagram.locator('.djs-connection')).toHaveCount(flows.length);
  for (const id of flows) {
    const line = diagram.locator(`.djs-connection[data-element-id="${id}"] .djs-visual > path`);
    await expect(line).toHaveCount(1);
    expect(await line.evaluate((path: SVGPathElement) => path.getTotalLength()), `${id} is drawn`).toBeGreaterThan(0);
  }
}

test('a file without a diagram shows its edges in 流程图 and its taken flow in the instance detail', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/flow/deploy');
  const form = page.getByTestId('flow-deploy-page');
  await form.getByLabel('流程分类').click();
  await page.getByRole('option', { name: '报销流程' }).click();
  await page
    .getByTestId('flow-deploy-files')
    .setInputFiles({ name: 'E2eLaidOut.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(LAID_OUT) });
  await form.getByRole('button', { name: '部署' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功' })).toBeVisible();

  await page.goto('/flow/manager');
  const definition = gridRows(page).filter({ hasText: 'E2eLaidOut' });
  await definition.getByRole('button', { name: '流程图' }).click();
  await expectEdges(page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  await page.goto('/work/start');
  await gridRows(page).filter({ hasText: 'E2eLaidOut' }).getByRole('button', { name: '发起' }).click();
  await page.getByTestId('start-form').getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/work\/send$/);
  await gridRows(page).filter({ hasText: '自动排列流程' }).getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/work\/process\/detail\/\d+$/);
  const detail = page.getByTestId('process-detail');
  await expectEdges(detail);
  // The flow the engine took into the open task, and that task; nothing past it.
  await expect(detail.locator('.djs-connection.flow-visited[data-element-id="toCheck"]')).toHaveCount(1);
  await expect(detail.locator('.djs-element.flow-active[data-element-id="check"]')).toHaveCount(1);
  for (const id of ['toGate', 'pass', 'again'])
    await expect(detail.locator(`.djs-connection[data-element-id="${id}"]`).and(detail.locator('.flow-visited'))).toHaveCount(0);
});

/** A gateway with a branch straight to the merge beside branches with tasks: bpmn-auto-layout 1.3.0 throws on the
 *  whole graph, which is drawn without the first flow whose absence lets it lay out (toA). */
const SKIP = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="e2e">
  <process id="E2eSkip" name="跳过流程" isExecutable="true">
    <startEvent id="start" camunda:initiator="applicant" />
    <exclusiveGateway id="split" />
    <userTask id="a" name="甲" camunda:assignee="\${applicant}" />
    <userTask id="b" name="乙" camunda:assignee="\${applicant}" />
    <exclusiveGateway id="merge" />
    <endEvent id="endA" />
    <endEvent id="end" />
    <sequenceFlow id="toSplit" sourceRef="start" targetRef="split" />
    <sequenceFlow id="toA" sourceRef="split" targetRef="a"><conditionExpression xsi:type="tFormalExpression">\${way == 'a'}</conditionExpression></sequenceFlow>
    <sequenceFlow id="skip" sourceRef="split" targetRef="merge"><conditionExpression xsi:type="tFormalExpression">\${way == 'skip'}</conditionExpression></sequenceFlow>
    <sequenceFlow id="toB" sourceRef="split" targetRef="b"><conditionExpression xsi:type="tFormalExpression">\${way == 'b'}</conditionExpression></sequenceFlow>
    <sequenceFlow id="bMerge" sourceRef="b" targetRef="merge" />
    <sequenceFlow id="aEnd" sourceRef="a" targetRef="endA" />
    <sequenceFlow id="toEnd" sourceRef="merge" targetRef="end" />
  </process>
</definitions>`;

test('a file the layout cannot route whole shows every shape, the edges it could route and says what is missing', async ({ page }) => {
  await resumeSession(page);
  const deployed = await page.request.post('/api/blade-flow/manager/deploy-upload', {
    headers: await apiHeaders(page),
    multipart: { category: 'flow_2', files: { name: 'E2eSkip.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(SKIP) } },
  });
  expect(((await deployed.json()) as { success: boolean }).success).toBe(true);

  await page.goto('/flow/manager');
  await gridRows(page).filter({ hasText: 'E2eSkip' }).getByRole('button', { name: '流程图' }).click();
  const dialog = page.getByRole('dialog');
  await expectEdges(dialog, ['toSplit', 'skip', 'toB', 'bMerge', 'aEnd', 'toEnd']);
  for (const id of ['start', 'split', 'a', 'b', 'merge', 'endA', 'end'])
    await expect(dialog.locator(`.djs-shape[data-element-id="${id}"]`)).toHaveCount(1);
  await expect(dialog.getByTestId('bpmn-notice')).toHaveText('此流程文件没有图形数据，已自动排列；有 1 条连线无法自动画出，图中未显示');
});
