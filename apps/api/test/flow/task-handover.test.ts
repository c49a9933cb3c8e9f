// Camunda-Tasklist parity on one's tasks, through the real routes and database: unclaim (only a task claimed from
// candidates), delegate to a colleague who resolves it back to its owner (Flowable's DelegationState, recorded in the
// history), the holder's draft of a task's form, and the lists' assignee, due date and process/variable filters.
// Every refusal is a Blade envelope with HTTP 400.
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient, USER_IDS } from './flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
});

const HR = `taskUser_${USER_IDS.hr}`;
type Rec = Record<string, unknown>;

const refused = (res: request.Response, msg: RegExp) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 400 });
  expect(res.body.msg).toMatch(msg);
};

/** A leave of one day by admin: hr's 人事审批, assigned by the process (not claimed). */
async function hrTask() {
  const sent = await c.applyLeave(1);
  const task = await c.taskOf('hr', sent.processInstanceId!);
  expect(task).toBeTruthy();
  return task!;
}

/** The same leave once hr approved it: the 经理审批 group task, claimed by manager. */
async function claimedManagerTask() {
  const task = await hrTask();
  expect((await c.complete('hr', task, true)).body).toMatchObject({ success: true });
  const open = (await c.claims('manager')).find((r) => r.processInstanceId === task.processInstanceId)!;
  expect((await c.post('manager', '/blade-flow/work/claim-task', { taskId: open.taskId })).body).toMatchObject({ success: true });
  return (await c.taskOf('manager', task.processInstanceId!))!;
}

const delegate = (who: Parameters<typeof c.post>[0], taskId: string, userId: string) =>
  c.post(who, '/blade-flow/work/delegate-task', {}, { taskId, userId });
const resolve = (who: Parameters<typeof c.post>[0], taskId: string, comment = '', variables: Rec = {}) =>
  c.post(who, '/blade-flow/work/resolve-task', {}, { taskId, comment, variables });
const state = (who: Parameters<typeof c.get>[0], taskId: string) => c.get(who, '/blade-flow/work/task-state', { taskId });

describe('unclaim', () => {
  it('gives a claimed candidate task back: it leaves the todo list and is in the claim list again', async () => {
    const task = await claimedManagerTask();
    expect((await state('manager', task.taskId!)).body.data).toMatchObject({ canUnclaim: true, delegationState: '' });
    const res = await c.post('manager', '/blade-flow/work/unclaim-task', { taskId: task.taskId });
    expect(res.body).toMatchObject({ success: true, msg: '已取消签收,任务已退回候选人' });
    expect(await c.taskOf('manager', task.processInstanceId!)).toBeUndefined();
    const again = (await c.claims('manager')).find((r) => r.taskId === task.taskId);
    expect(again).toMatchObject({ assignee: '', status: 'claim' });
    // The history no longer names manager as the step's handler.
    const history = await t.db.flowActivity.findFirstOrThrow({ where: { taskId: BigInt(task.taskId!) } });
    expect(history.assignee).toBeNull();
  });

  it('refuses a task the process assigned directly, and a task someone else holds', async () => {
    const task = await hrTask();
    expect((await state('hr', task.taskId!)).body.data).toMatchObject({ canUnclaim: false });
    refused(await c.post('hr', '/blade-flow/work/unclaim-task', { taskId: task.taskId }), /不是签收来的,不能取消签收/);
    refused(await c.post('boss', '/blade-flow/work/unclaim-task', { taskId: task.taskId }), /不是该任务的办理人/);
    expect(await c.taskOf('hr', task.processInstanceId!)).toBeTruthy();
  });
});

describe('delegate and resolve', () => {
  it('goes to the delegate marked as delegated, comes back resolved with their values, and the owner completes it', async () => {
    const task = await hrTask();
    const res = await delegate('hr', task.taskId!, USER_IDS.manager);
    expect(res.body).toMatchObject({ success: true, msg: '已委托' });
    expect(await c.taskOf('hr', task.processInstanceId!)).toBeUndefined();
    const held = await c.taskOf('manager', task.processInstanceId!);
    expect(held).toMatchObject({ taskId: task.taskId, delegationState: 'pending', owner: HR, ownerName: '人事' });
    expect((await state('manager', task.taskId!)).body.data).toMatchObject({
      delegationState: 'pending',
      ownerName: '人事',
      canUnclaim: false,
    });

    expect((await resolve('manager', task.taskId!, '已核实,可以批准')).body).toMatchObject({ success: true });
    expect(await c.taskOf('manager', task.processInstanceId!)).toBeUndefined();
    // Having taken part, the delegate still reads the process's history once it went back.
    const read = await c.get('manager', '/blade-flow/process/history-flow-list', { processInstanceId: task.processInstanceId });
    expect(read.body).toMatchObject({ success: true });
    expect(await c.taskOf('hr', task.processInstanceId!)).toMatchObject({ taskId: task.taskId, delegationState: 'resolved' });
    // What the delegate entered is the owner's draft.
    expect((await state('hr', task.taskId!)).body.data).toMatchObject({
      delegationState: 'resolved',
      draft: { comment: '已核实,可以批准' },
    });

    expect((await c.complete('hr', task, true, '同意')).body).toMatchObject({ success: true });
    const history = (await c.get('hr', '/blade-flow/process/history-flow-list', { processInstanceId: task.processInstanceId })).body
      .data as Rec[];
    const step = history.find((h) => h.taskId === task.taskId)!;
    expect(step).toMatchObject({ assignee: HR, comment: '同意' });
    expect(step.delegations).toEqual([
      expect.objectContaining({
        ownerName: '人事',
        delegateName: '经理',
        comment: '已核实,可以批准',
        resolveTime: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    expect(await t.db.flowTaskDraft.count({ where: { taskId: BigInt(task.taskId!) } })).toBe(0);
  });

  it("keeps the delegate's declared form values on the delegation and in the owner's draft", async () => {
    const xml = FORM_TASK.replace('OWNER', HR);
    const up = await c.deployUpload('form-task.bpmn', xml);
    expect(up.body).toMatchObject({ success: true });
    const started = await c.post(
      'admin',
      '/blade-flow/work/start-process',
      {},
      { processDefinitionId: await c.definitionOf('FormTask'), variables: {} },
    );
    expect(started.body).toMatchObject({ success: true });
    const task = (await c.taskOf('hr', started.body.data.processInstanceId))!;
    await delegate('hr', task.taskId!, USER_IDS.boss);
    refused(await resolve('boss', task.taskId!, '', { amount: 'many' }), /金额/);
    refused(await resolve('boss', task.taskId!, '', { other: 1 }), /other/);
    expect((await resolve('boss', task.taskId!, '核过', { amount: 120 })).body).toMatchObject({ success: true });
    expect((await state('hr', task.taskId!)).body.data.draft).toMatchObject({ comment: '核过', variables: { amount: 120 } });
    const row = await t.db.flowTaskDelegation.findFirstOrThrow({ where: { taskId: BigInt(task.taskId!) } });
    expect(row.formValues).toEqual([{ id: 'amount', label: '金额', value: 120 }]);
  });

  it('refuses a delegate completing the task past its owner, and resolving or delegating by anyone else', async () => {
    const task = await hrTask();
    refused(await delegate('boss', task.taskId!, USER_IDS.manager), /不是该任务的办理人/);
    refused(await resolve('hr', task.taskId!), /没有委托给您/);
    expect((await delegate('hr', task.taskId!, USER_IDS.manager)).body).toMatchObject({ success: true });
    refused(await c.complete('manager', task, true), /委托他人办理/);
    refused(await resolve('boss', task.taskId!), /没有委托给您/);
    refused(await resolve('hr', task.taskId!), /没有委托给您/);
    refused(await c.complete('hr', task, true), /不是该任务的办理人/);
    refused(await delegate('manager', task.taskId!, USER_IDS.boss), /委托他人办理/);
    refused(await c.post('manager', '/blade-flow/work/unclaim-task', { taskId: task.taskId }), /委托他人办理/);
    expect(await c.taskOf('manager', task.processInstanceId!)).toMatchObject({ delegationState: 'pending' });
  });

  it('refuses a delegate of another tenant, an unknown user and oneself', async () => {
    const stranger = nextId();
    await t.db.user.create({
      data: { id: stranger, tenantId: '111111', account: 'stranger', name: 'stranger', realName: '外人', password: 'x' },
    });
    const task = await hrTask();
    refused(await delegate('hr', task.taskId!, String(stranger)), /不属于本租户/);
    refused(await delegate('hr', task.taskId!, '123'), /不属于本租户/);
    refused(await delegate('hr', task.taskId!, USER_IDS.hr), /不能把任务委托给自己/);
    expect(await c.taskOf('hr', task.processInstanceId!)).toMatchObject({ delegationState: '' });
  });
});

describe('drafts', () => {
  it("keep the holder's values without completing, for the holder only, until completion clears them", async () => {
    const task = await claimedManagerTask();
    const save = await c.post('manager', '/blade-flow/work/save-draft', {}, { taskId: task.taskId, comment: '还要看看', variables: {} });
    expect(save.body).toMatchObject({ success: true, msg: '草稿已保存' });
    expect((await state('manager', task.taskId!)).body.data.draft).toMatchObject({ comment: '还要看看', variables: {} });
    refused(await state('boss', task.taskId!), /不是该任务的办理人/);
    refused(await c.post('boss', '/blade-flow/work/save-draft', {}, { taskId: task.taskId, comment: 'x' }), /不是该任务的办理人/);
    refused(
      await c.post(
        'manager',
        '/blade-flow/work/save-draft',
        {},
        { taskId: task.taskId, comment: '', variables: { big: 'x'.repeat(20_001) } },
      ),
      /草稿过大/,
    );
    expect((await c.complete('manager', task, true)).body).toMatchObject({ success: true });
    expect(await t.db.flowTaskDraft.count({ where: { taskId: BigInt(task.taskId!) } })).toBe(0);
  });

  it('do not follow a task given back to its candidates', async () => {
    const task = await claimedManagerTask();
    await c.post('manager', '/blade-flow/work/save-draft', {}, { taskId: task.taskId, comment: '我的草稿', variables: {} });
    await c.post('manager', '/blade-flow/work/unclaim-task', { taskId: task.taskId });
    expect(await t.db.flowTaskDraft.count({ where: { taskId: BigInt(task.taskId!) } })).toBe(0);
  });
});

describe('the lists', () => {
  it("show the task's due date, past ones as overdue, and filter by process and by a variable's value", async () => {
    expect((await c.deployUpload('late.bpmn', dueFile('DueLate', '到期已过', '2020-01-01T00:00:00Z'))).body).toMatchObject({
      success: true,
    });
    expect((await c.deployUpload('soon.bpmn', dueFile('DueSoon', '两天内', 'P2D'))).body).toMatchObject({ success: true });
    const start = async (key: string, dept: string) =>
      (await c.post('admin', '/blade-flow/work/start-process', {}, { processDefinitionId: await c.definitionOf(key), variables: { dept } }))
        .body.data.processInstanceId as string;
    const late = await start('DueLate', '财务');
    const soon = await start('DueSoon', '人事');
    const todo = (await c.get('hr', '/blade-flow/work/todo-list')).body.data.records as Rec[];
    expect(todo.find((r) => r.processInstanceId === late)).toMatchObject({
      dueDate: expect.stringMatching(/^20(19-12-31|20-01-01) /),
      overdue: true,
      assigneeName: '人事',
    });
    const soonRow = todo.find((r) => r.processInstanceId === soon)!;
    expect(soonRow.overdue).toBe(false);
    const created = new Date(`${String(soonRow.createTime).replace(' ', 'T')}Z`).getTime();
    expect(new Date(`${String(soonRow.dueDate).replace(' ', 'T')}Z`).getTime() - created).toBe(2 * 86_400_000);

    const ids = async (query: Rec) =>
      ((await c.get('hr', '/blade-flow/work/todo-list', query)).body.data.records as Rec[]).map((r) => r.processInstanceId);
    expect(await ids({ processDefinitionKey: 'DueLate' })).toEqual([late]);
    expect(await ids({ variableName: 'dept', variableValue: '人事' })).toEqual([soon]);
    expect(await ids({ processDefinitionKey: 'DueLate', variableName: 'dept', variableValue: '人事' })).toEqual([]);
    const leaves = await ids({ processDefinitionKey: 'Leave' });
    expect(leaves).not.toContain(late);
    expect(leaves).not.toContain(soon);
    const options = (await c.get('hr', '/blade-flow/work/process-options')).body.data as Rec[];
    expect(options).toEqual(
      expect.arrayContaining([
        { key: 'DueLate', name: '到期已过' },
        { key: 'Leave', name: expect.any(String) },
      ]),
    );
    // The processes the caller started, and the tasks they completed, filter the same way.
    const sent = async (query: Rec) =>
      ((await c.get('admin', '/blade-flow/work/send-list', query)).body.data.records as Rec[]).map((r) => r.processInstanceId);
    expect(await sent({ variableName: 'dept', variableValue: '人事' })).toEqual([soon]);
    expect(await sent({ processDefinitionKey: 'DueLate' })).toEqual([late]);
    const lateTask = (await c.taskOf('hr', late))!;
    expect((await c.complete('hr', lateTask, true)).body).toMatchObject({ success: true });
    const done = async (query: Rec) =>
      ((await c.get('hr', '/blade-flow/work/done-list', query)).body.data.records as Rec[]).map((r) => r.processInstanceId);
    expect(await done({ variableName: 'dept', variableValue: '财务' })).toEqual([late]);
    expect(await done({ variableName: 'dept', variableValue: '人事' })).toEqual([]);
    const bad = await c.get('hr', '/blade-flow/work/todo-list', { variableName: 'a b' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
  });
});

const FORM_TASK = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="FormTask" name="带表单的任务" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="check"/>
    <userTask id="check" name="核定" flowable:assignee="OWNER">
      <extensionElements><flowable:formProperty id="amount" name="金额" type="long"/></extensionElements>
    </userTask>
    <sequenceFlow id="f2" sourceRef="check" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const dueProcess = (key: string, name: string, due: string) => `
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="start"><extensionElements><flowable:formProperty id="dept" name="部门" type="string"/></extensionElements></startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="work"/>
    <userTask id="work" name="办理" flowable:assignee="OWNER" flowable:dueDate="${due}"/>
    <sequenceFlow id="f2" sourceRef="work" targetRef="end"/>
    <endEvent id="end"/>
  </process>`;
const dueFile = (key: string, name: string, due: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
${dueProcess(key, name, due).replaceAll('OWNER', HR)}
</definitions>`;
