// Any deployed process can be started: one without a business form of its own through the fields its start event
// declares, its tasks completed with their own declared fields, the values typed and required ones asked.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient } from './flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;
let expense: string;

const EXPENSE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="t">
  <process id="Expense" name="报销" isExecutable="true">
    <startEvent id="start" flowable:initiator="applicant">
      <extensionElements>
        <flowable:formProperty id="amount" name="金额" type="long" required="true" />
        <flowable:formProperty id="reason" name="事由" type="string" />
      </extensionElements>
    </startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="managerApprove" />
    <userTask id="managerApprove" name="经理审批" flowable:candidateGroups="manager">
      <extensionElements><flowable:formProperty id="approvedAmount" name="核定金额" type="long" required="true" /></extensionElements>
    </userTask>
    <sequenceFlow id="f2" sourceRef="managerApprove" targetRef="decision" />
    <exclusiveGateway id="decision" />
    <sequenceFlow id="large" sourceRef="decision" targetRef="bossApprove"><conditionExpression xsi:type="tFormalExpression">\${approvedAmount &gt; 1000}</conditionExpression></sequenceFlow>
    <sequenceFlow id="small" sourceRef="decision" targetRef="end"><conditionExpression xsi:type="tFormalExpression">\${approvedAmount &lt;= 1000}</conditionExpression></sequenceFlow>
    <userTask id="bossApprove" name="老板审批" flowable:candidateGroups="boss" />
    <sequenceFlow id="f3" sourceRef="bossApprove" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
  const deployed = await request(t.server)
    .post('/api/blade-flow/manager/deploy-upload')
    .set('Blade-Auth', `bearer ${c.tokens.admin}`)
    .field('category', 'flow_2')
    .attach('files', Buffer.from(EXPENSE), 'Expense.bpmn20.xml');
  expect(deployed.body.success).toBe(true);
  const list = await c.get('hr', '/blade-flow/work/start-list', { category: 'flow_2' });
  expense = list.body.data.records.find((r: { key: string }) => r.key === 'Expense').id;
});

const startWith = (variables: Record<string, unknown>) =>
  c.post('hr', '/blade-flow/work/start-process', {}, { processDefinitionId: expense, variables });

describe('the generic start form', () => {
  it("lists the start event's fields, and the business form of a process that has one", async () => {
    const form = (await c.get('hr', '/blade-flow/work/start-form', { processDefinitionId: expense })).body.data;
    expect(form).toEqual({
      processDefinitionId: expense,
      processDefinitionKey: 'Expense',
      processDefinitionName: '报销',
      businessForm: '',
      fields: [
        { id: 'amount', label: '金额', type: 'long', required: true, values: [] },
        { id: 'reason', label: '事由', type: 'string', required: false, values: [] },
      ],
    });
    const leave = (await c.get('hr', '/blade-flow/work/start-form', { processDefinitionId: await c.leaveDefinition() })).body.data;
    expect(leave).toMatchObject({ processDefinitionKey: 'Leave', businessForm: 'leave', fields: [] });
  });

  it('starts with typed values, asks for required ones and refuses undeclared ones; nothing starts on a refusal', async () => {
    expect((await startWith({})).body).toMatchObject({ code: 400, msg: '请填写金额' });
    expect((await startWith({ amount: 'a lot' })).body).toMatchObject({ code: 400, msg: '金额 的值无效' });
    expect((await startWith({ amount: 5, createUser: 'boss' })).body).toMatchObject({
      code: 400,
      msg: '流程变量 createUser 不能在此步骤设置',
    });
    expect(await t.db.flowInstance.count({ where: { processDefinitionId: expense } })).toBe(0);
    const leave = await c.post(
      'hr',
      '/blade-flow/work/start-process',
      {},
      { processDefinitionId: await c.leaveDefinition(), variables: {} },
    );
    expect(leave.body).toMatchObject({ code: 400, msg: '该流程需通过其业务表单发起' });
    expect((await c.post('hr', '/blade-flow/work/start-process', {}, { processDefinitionId: 'Nope:1:1', variables: {} })).body.msg).toBe(
      '流程定义不存在',
    );

    const started = await startWith({ amount: '5000', reason: '出差' });
    expect(started.body.success).toBe(true);
    const pid = started.body.data.processInstanceId as string;
    expect((await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } })).variables).toMatchObject({
      amount: 5000,
      reason: '出差',
      createUser: 'hr',
      applicant: 'taskUser_1123598821738675202',
    });

    // The manager group's task: its form asks the approved amount and shows what the start gave.
    const task = (await c.claims('manager')).find((r) => r.processInstanceId === pid)!;
    expect((await c.post('manager', '/blade-flow/work/claim-task', { taskId: task.taskId })).body.success).toBe(true);
    const form = (await c.get('manager', '/blade-flow/work/task-form', { taskId: task.taskId })).body.data;
    expect(form).toEqual({
      taskId: task.taskId,
      taskName: '经理审批',
      taskDefinitionKey: 'managerApprove',
      fields: [{ id: 'approvedAmount', label: '核定金额', type: 'long', required: true, values: [] }],
      // The gateway after it reads the amount, not the decision: nothing to reject.
      decides: false,
      startValues: [
        { id: 'amount', label: '金额', value: 5000 },
        { id: 'reason', label: '事由', value: '出差' },
      ],
    });
    expect((await c.get('boss', '/blade-flow/work/task-form', { taskId: task.taskId })).status).toBe(403);
    // The detail page's values: the applicant and the task's holder read them, someone outside the process doesn't.
    const values = {
      processDefinitionName: '报销',
      values: [
        { id: 'amount', label: '金额', value: 5000 },
        { id: 'reason', label: '事由', value: '出差' },
      ],
    };
    expect((await c.get('hr', '/blade-flow/work/start-values', { processInstanceId: pid })).body.data).toEqual(values);
    expect((await c.get('manager', '/blade-flow/work/start-values', { processInstanceId: pid })).body.data).toEqual(values);
    expect((await c.get('boss', '/blade-flow/work/start-values', { processInstanceId: pid })).status).toBe(403);

    const complete = (variables: Record<string, unknown>) =>
      c.post(
        'manager',
        '/blade-flow/work/complete-task',
        {},
        { taskId: task.taskId, processInstanceId: pid, flag: 'ok', comment: '', variables },
      );
    expect((await complete({})).body.msg).toBe('请填写核定金额');
    expect((await complete({ approvedAmount: 2000, amount: 1 })).body.msg).toBe('流程变量 amount 不能在此步骤设置');
    expect((await complete({ approvedAmount: 2000 })).body.success).toBe(true);
    expect((await c.claims('boss')).some((r) => r.processInstanceId === pid)).toBe(true);
    // The timeline shows what the task was completed with, under the task.
    const timeline = (await c.get('hr', '/blade-flow/process/history-flow-list', { processInstanceId: pid })).body.data as Array<{
      historyActivityId: string;
      taskValues?: unknown;
    }>;
    expect(timeline.find((f) => f.historyActivityId === 'managerApprove')!.taskValues).toEqual([
      { id: 'approvedAmount', label: '核定金额', value: 2000 },
    ]);
    expect(timeline.find((f) => f.historyActivityId === 'start')!.taskValues).toBeUndefined();
  });
});
