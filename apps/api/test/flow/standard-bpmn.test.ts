// BPMN as Flowable and Camunda accept it, through the real routes: the standard potentialOwner human performer
// (Flowable's own documentation example), a process without an end event, conditions checked when a model is
// saved, and the diagram's record of the sequence flows taken, loops included.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient, USER_IDS } from './flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
});

const FLOWABLE_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="Examples">
  <process id="potentialOwnerExample">
    <startEvent id="theStart"/>
    <sequenceFlow id="flow1" sourceRef="theStart" targetRef="theTask"/>
    <userTask id="theTask" name="important task">
      <potentialOwner>
        <resourceAssignmentExpression>
          <formalExpression>user(kermit), group(management)</formalExpression>
        </resourceAssignmentExpression>
      </potentialOwner>
    </userTask>
    <sequenceFlow id="flow2" sourceRef="theTask" targetRef="theEnd"/>
    <endEvent id="theEnd"/>
  </process>
</definitions>`;

/** Our own people in the standard form, and no end event: the process ends when its last task is done. */
const OWNERS_NO_END = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">
  <process id="OwnersNoEnd" name="标准候选人" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="review"/>
    <userTask id="review" name="经理复核">
      <potentialOwner><resourceAssignmentExpression><formalExpression>user(taskUser_${USER_IDS.boss}), group(manager)</formalExpression></resourceAssignmentExpression></potentialOwner>
    </userTask>
  </process>
</definitions>`;

describe('BPMN as Flowable and Camunda accept it', () => {
  it("deploys Flowable's potentialOwner documentation example", async () => {
    expect((await c.deployUpload('potentialOwner.bpmn20.xml', FLOWABLE_EXAMPLE)).body).toMatchObject({ success: true });
  });

  it('runs a potentialOwner task without an end event: a candidate claims and completes it, and the process ends', async () => {
    expect((await c.deployUpload('OwnersNoEnd.bpmn20.xml', OWNERS_NO_END)).body).toMatchObject({ success: true });
    const started = await c.post(
      'hr',
      '/blade-flow/work/start-process',
      {},
      { processDefinitionId: await c.definitionOf('OwnersNoEnd', 'hr'), variables: {} },
    );
    expect(started.body).toMatchObject({ success: true });
    const claim = (await c.claims('manager')).find((r) => r.taskName === '经理复核');
    expect(claim).toBeTruthy();
    expect((await c.claims('boss')).some((r) => r.taskId === claim!.taskId)).toBe(true);
    expect((await c.post('manager', '/blade-flow/work/claim-task', { taskId: claim!.taskId })).body.success).toBe(true);
    expect((await c.complete('manager', claim!, true, '可以')).body.success).toBe(true);
    const sent = (await c.get('hr', '/blade-flow/work/send-list')).body.data.records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === claim!.processInstanceId,
    );
    expect(sent.processIsFinished).toBe('finished');
  });

  it('refuses to save a model whose condition the engine cannot read, naming the sequence flow', async () => {
    const xml = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="t">
  <process id="Cond" isExecutable="true"><startEvent id="s"/><exclusiveGateway id="g"/><endEvent id="e"/>
    <sequenceFlow id="f0" sourceRef="s" targetRef="g"/>
    <sequenceFlow id="longLeave" sourceRef="g" targetRef="e"><conditionExpression xsi:type="tFormalExpression">\${days &gt;}</conditionExpression></sequenceFlow>
  </process></definitions>`;
    const saved = await c.post('admin', '/blade-flow/model/submit', {}, { name: '条件', modelKey: 'Cond', modelEditorXml: xml });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ success: false });
    expect(saved.body.msg).toMatch(/^连线 \[longLeave\] 的条件无效/);
  });

  it('marks exactly the flows the engine took after a loop: hr 驳回 → 调整申请 → hr 同意 → boss 同意 (10 days)', async () => {
    const { processInstanceId: pid } = await c.applyLeave(10);
    await c.complete('hr', (await c.taskOf('hr', pid!))!, false, '再想想');
    await c.complete('admin', (await c.taskOf('admin', pid!))!, true, '想好了');
    await c.complete('hr', (await c.taskOf('hr', pid!))!, true, '');
    const claim = (await c.claims('boss')).find((r) => r.processInstanceId === pid)!;
    await c.post('boss', '/blade-flow/work/claim-task', { taskId: claim.taskId });
    await c.complete('boss', (await c.taskOf('boss', pid!))!, true, '准了');
    const view = (await c.get('admin', '/blade-flow/process/model-view', { processInstanceId: pid })).body.data;
    const flows = (view.flow as { historyActivityId: string; historyActivityType: string }[])
      .filter((f) => f.historyActivityType === 'sequenceFlow')
      .map((f) => f.historyActivityId);
    expect(flows).toEqual(['flowStart', 'flowHrReject', 'flowResubmit', 'flowHrPass', 'flowLong', 'flowBossPass']);
    // 老板审批 and 调整申请 were both visited, and so were 调整申请 and 结束: neither flow between them was taken.
    expect(flows).not.toContain('flowBossReject');
    expect(flows).not.toContain('flowClose');
  });
});
