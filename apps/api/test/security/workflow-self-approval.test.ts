// Finding: an applicant approved their own leave, then changed it after approval. leave/start-process took the
// applicant as taskUser (the approver picked at the start); the applicant claimed the group step of their own
// request; later the same route with `id` turned an approved 1-day leave into 45 days with another approver.
// Now the workflow service refuses the initiator of an instance every approval of it (given at the start or by a
// step, claimed, completed), in any process; the initiator's own step (调整申请) stays theirs. A leave whose
// process started is read-only except through that step, which sends it through approval again.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import type { Who } from '../flow/flow-fixtures.ts';
import { flowClient, USER_IDS } from '../flow/flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
});

const SELF = /^不能审批本人发起的流程:「.+」须由发起人以外的人办理$/;
const day = (d: number) => `2030-03-${String(d).padStart(2, '0')} 09:00:00`;
/** Whole days a stored leave row asks for. */
const daysAsked = (leave: { startTime: Date | null; endTime: Date | null } | null) =>
  (leave!.endTime!.getTime() - leave!.startTime!.getTime()) / 86_400_000;

/** `who` asks for `days` days from 1 March 2030 with `approver` first; answers the raw reply. */
async function askLeave(who: Who, approver: Who, days: number, extra: Record<string, unknown> = {}, language = 'zh-CN') {
  const endTime = days > 30 ? '2030-04-15 09:00:00' : day(1 + days);
  return c
    .post(
      who,
      '/blade-desk/process/leave/start-process',
      {},
      {
        processDefinitionId: await c.leaveDefinition(),
        taskUser: USER_IDS[approver],
        startTime: day(1),
        endTime,
        reason: '家事',
        ...extra,
      },
    )
    .set('Accept-Language', language);
}

/** Starts a leave of `who` with `approver` first: its instance and business id. */
async function leaveOf(who: Who, approver: Who, days: number) {
  expect((await askLeave(who, approver, days)).body).toMatchObject({ success: true });
  const sent = (await c.get(who, '/blade-flow/work/send-list', { current: 1, size: 1 })).body.data.records[0] as Record<string, string>;
  return { pid: sent.processInstanceId!, businessId: sent.businessId! };
}

/** Everything a refused step could have changed: the instance, its tasks, the leave row. */
async function snapshot(pid: string) {
  const instance = await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } });
  const tasks = await t.db.flowTask.findMany({ where: { processInstanceId: BigInt(pid) }, orderBy: { id: 'asc' } });
  const leave = await t.db.processLeave.findFirst({ where: { processInstanceId: pid } });
  const activities = await t.db.flowActivity.count({ where: { processInstanceId: BigInt(pid) } });
  return { instance, tasks, leave, activities };
}

/** The open group task of the instance after hr approved it. */
async function groupTaskAfterHr(pid: string) {
  expect((await c.complete('hr', (await c.taskOf('hr', pid))!, true)).body.success).toBe(true);
  return t.db.flowTask.findFirstOrThrow({ where: { processInstanceId: BigInt(pid), open: true } });
}

describe('the applicant of a leave', () => {
  it('cannot pick themselves as the approver at the start: 400, no leave and no process', async () => {
    const before = [await t.db.processLeave.count(), await t.db.flowInstance.count(), await t.db.flowTask.count()];
    const res = await askLeave('manager', 'manager', 1);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '不能审批本人发起的流程:「人事审批」须由发起人以外的人办理' });
    const english = await askLeave('manager', 'manager', 1, {}, 'en');
    expect(english.body.msg).toBe('Nobody approves a process they started: 人事审批 must be handled by someone else');
    expect([await t.db.processLeave.count(), await t.db.flowInstance.count(), await t.db.flowTask.count()]).toEqual(before);
  });

  it('does not see the group step of their own request to claim, and cannot claim it: 400, the task stays unclaimed', async () => {
    const { pid } = await leaveOf('manager', 'hr', 1);
    const task = await groupTaskAfterHr(pid);
    expect(task).toMatchObject({ taskDefinitionKey: 'managerTak', assignee: null });
    expect((await c.claims('manager')).some((r) => r.processInstanceId === pid)).toBe(false);
    const before = await snapshot(pid);
    const res = await c.post('manager', '/blade-flow/work/claim-task', { taskId: String(task.id) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: '不能审批本人发起的流程:「经理审批」须由发起人以外的人办理' });
    expect(await snapshot(pid)).toEqual(before);
  });

  it('cannot complete an approval of their own request they hold (claimed before this rule): 400, the process does not move', async () => {
    const { pid } = await leaveOf('manager', 'hr', 1);
    const task = await groupTaskAfterHr(pid);
    await t.db.flowTask.update({ where: { id: task.id }, data: { assignee: `taskUser_${USER_IDS.manager}`, claimTime: new Date() } });
    const before = await snapshot(pid);
    const res = await c.complete('manager', { taskId: String(task.id), processInstanceId: pid }, true, '同意');
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(SELF);
    expect(await snapshot(pid)).toEqual(before);
  });

  it('cannot change an approved 1-day leave into 45 days with another approver: 400, nothing changed', async () => {
    const { pid, businessId } = await leaveOf('admin', 'hr', 1);
    const task = await groupTaskAfterHr(pid);
    expect((await c.post('manager', '/blade-flow/work/claim-task', { taskId: String(task.id) })).body.success).toBe(true);
    expect((await c.complete('manager', (await c.taskOf('manager', pid))!, true)).body.success).toBe(true);
    const before = await snapshot(pid);
    expect(before.instance.endTime).not.toBeNull();

    const res = await askLeave('admin', 'boss', 45, { id: businessId, reason: '四十五天' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      success: false,
      msg: '请假申请已进入审批流程,不能再修改;被驳回后请在「调整申请」中修改并重新提交',
    });
    expect(await snapshot(pid)).toEqual(before);
    expect(before.leave).toMatchObject({ taskUser: USER_IDS.hr, reason: '家事' });
    expect(daysAsked(before.leave)).toBe(1);
  });

  it('changes a running request only at the adjust step, which sends it through approval again', async () => {
    const { pid, businessId } = await leaveOf('admin', 'hr', 1);
    // Still waiting for hr: read-only as well.
    const before = await snapshot(pid);
    expect((await askLeave('admin', 'boss', 45, { id: businessId })).body.msg).toMatch(/^请假申请已进入审批流程/);
    expect(await snapshot(pid)).toEqual(before);

    expect((await c.complete('hr', (await c.taskOf('hr', pid))!, false, '日期不对')).body.success).toBe(true);
    const rejected = await snapshot(pid);
    expect((await askLeave('admin', 'boss', 45, { id: businessId })).status).toBe(400);
    expect(await snapshot(pid)).toEqual(rejected);

    const adjust = (await c.taskOf('admin', pid))!;
    expect(adjust.taskName).toBe('调整申请');
    const resubmit = { action: 'resubmit', taskId: adjust.taskId, startTime: day(1), endTime: day(6), reason: '改为五天' };
    expect((await c.post('admin', '/blade-desk/process/leave/adjust', {}, resubmit)).body.success).toBe(true);
    const after = await snapshot(pid);
    expect(after.leave).toMatchObject({ reason: '改为五天', taskUser: USER_IDS.hr });
    expect(daysAsked(after.leave)).toBe(5);
    expect(after.tasks.filter((x) => x.open).map((x) => [x.taskDefinitionKey, x.assignee])).toEqual([
      ['hrTask', `taskUser_${USER_IDS.hr}`],
    ]);
  });
});

/** A process of any kind: one candidate-group review (manager or hr), no initiator attribute, no business form. */
const REVIEW = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="SelfReview" name="合同评审" isExecutable="true">
    <startEvent id="start"/>
    <userTask id="review" name="合同审批" flowable:candidateGroups="manager,hr"/>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="review"/><sequenceFlow id="f2" sourceRef="review" targetRef="end"/>
  </process>
</definitions>`;

describe('the initiator of any process', () => {
  it('cannot claim nor complete its group task; another member of the group can', async () => {
    const deployed = await request(t.server)
      .post('/api/blade-flow/manager/deploy-upload')
      .set('Blade-Auth', `bearer ${c.tokens.admin}`)
      .field('category', 'flow_2')
      .attach('files', Buffer.from(REVIEW), 'SelfReview.bpmn20.xml');
    expect(deployed.body.success).toBe(true);
    const definition = await t.db.flowDefinition.findFirstOrThrow({ where: { key: 'SelfReview' } });
    const started = await c.post('manager', '/blade-flow/work/start-process', {}, { processDefinitionId: definition.id, variables: {} });
    expect(started.body.success).toBe(true);
    const pid = started.body.data.processInstanceId as string;
    const task = await t.db.flowTask.findFirstOrThrow({ where: { processInstanceId: BigInt(pid), open: true } });

    expect((await c.claims('manager')).some((r) => r.processInstanceId === pid)).toBe(false);
    const before = await snapshot(pid);
    const claim = await c.post('manager', '/blade-flow/work/claim-task', { taskId: String(task.id) });
    expect(claim.status).toBe(400);
    expect(claim.body.msg).toBe('不能审批本人发起的流程:「合同审批」须由发起人以外的人办理');
    expect(await snapshot(pid)).toEqual(before);

    await t.db.flowTask.update({ where: { id: task.id }, data: { assignee: `taskUser_${USER_IDS.manager}`, claimTime: new Date() } });
    const held = await snapshot(pid);
    const complete = await c.complete('manager', { taskId: String(task.id), processInstanceId: pid }, true, '同意');
    expect(complete.status).toBe(400);
    expect(complete.body.msg).toMatch(SELF);
    expect(await snapshot(pid)).toEqual(held);

    await t.db.flowTask.update({ where: { id: task.id }, data: { assignee: null, claimTime: null } });
    expect((await c.claims('hr')).some((r) => r.processInstanceId === pid)).toBe(true);
    expect((await c.post('hr', '/blade-flow/work/claim-task', { taskId: String(task.id) })).body.success).toBe(true);
    expect((await c.complete('hr', { taskId: String(task.id), processInstanceId: pid }, true)).body.success).toBe(true);
    expect((await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } })).endTime).not.toBeNull();
  });
});
