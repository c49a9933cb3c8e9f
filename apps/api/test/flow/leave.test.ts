// The leave process end to end through the HTTP API as the seeded users: admin applies choosing hr, hr approves,
// manager (≤ 3 days) or boss (> 3 days) claims and approves; a rejection loops back to admin; a restart in the
// middle loses nothing; two completions of one task: one wins.
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

describe('the leave process', () => {
  it('5 days: hr approves, boss claims and approves, the history shows the path', async () => {
    const sent = await c.applyLeave(5);
    expect(sent).toMatchObject({
      businessTable: 'blade_process_leave',
      processIsFinished: 'unfinished',
      taskDefinitionKey: 'hrTask',
      category: 'flow_1',
      categoryName: '请假流程',
    });
    const pid = sent.processInstanceId!;

    const detail = await c.get('hr', '/blade-desk/process/leave/detail', { businessId: sent.businessId });
    expect(detail.body.data).toMatchObject({
      reason: '回家',
      taskUser: USER_IDS.hr,
      processInstanceId: pid,
      flow: { assigneeName: '管理员' },
    });
    expect(detail.body.data.startTime).toBe('2030-01-01 09:00:00');

    const hrTask = await c.taskOf('hr', pid);
    expect(hrTask).toMatchObject({ taskName: '人事审批', status: 'todo', processDefinitionName: '请假流程', businessId: sent.businessId });
    expect(await c.taskOf('admin', pid)).toBeUndefined();
    expect((await c.complete('hr', hrTask!, true, '')).body).toMatchObject({ success: true, msg: '操作成功' });

    expect((await c.claims('manager')).some((r) => r.processInstanceId === pid)).toBe(false);
    const bossClaim = (await c.claims('boss')).find((r) => r.processInstanceId === pid);
    expect(bossClaim).toMatchObject({ taskName: '老板审批', status: 'claim' });
    const managerClaims = await c.post('manager', '/blade-flow/work/claim-task', { taskId: bossClaim!.taskId });
    expect(managerClaims.status).toBe(400);
    expect(managerClaims.body.msg).toBe('您不在该任务的候选组中,无法签收');
    expect((await c.post('boss', '/blade-flow/work/claim-task', { taskId: bossClaim!.taskId })).body).toMatchObject({
      success: true,
      msg: '签收事务成功',
    });
    expect((await c.claims('boss')).some((r) => r.processInstanceId === pid)).toBe(false);
    const bossTask = await c.taskOf('boss', pid);
    expect((await c.complete('boss', bossTask!, true, '准了')).body.success).toBe(true);

    const history = (await c.get('admin', '/blade-flow/process/history-flow-list', { processInstanceId: pid })).body.data;
    expect(history.map((h: { historyActivityId: string }) => h.historyActivityId)).toEqual(['start', 'hrTask', 'bossTask', 'end']);
    expect(history[0]).toMatchObject({ assignee: `taskUser_${USER_IDS.admin}`, assigneeName: '管理员', comment: '' });
    expect(history[1]).toMatchObject({ historyActivityName: '人事审批', assigneeName: '人事', comment: '同意' });
    expect(history[2]).toMatchObject({ assigneeName: '老板', comment: '准了' });
    expect(history[1].endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(history[1].historyActivityDurationTime).toMatch(/秒$/);

    const view = (await c.get('admin', '/blade-flow/process/model-view', { processInstanceId: pid })).body.data;
    expect(view.xml).toContain('bpmndi:BPMNDiagram');
    // The activities and, between them, the sequence flows the engine took (the diagram marks exactly these).
    expect(view.flow.map((f: { historyActivityId: string }) => f.historyActivityId)).toEqual([
      'start',
      'flowStart',
      'hrTask',
      'flowHrPass',
      'judgeTask',
      'flowLong',
      'bossTask',
      'flowBossPass',
      'end',
    ]);

    const done = (await c.get('boss', '/blade-flow/work/done-list')).body.data.records;
    expect(done.find((r: { processInstanceId: string }) => r.processInstanceId === pid)).toMatchObject({
      processIsFinished: 'finished',
      taskName: '老板审批',
    });
    const mine = (await c.get('admin', '/blade-flow/work/send-list')).body.data.records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    expect(mine.processIsFinished).toBe('finished');
    expect(mine.endTime).not.toBe('');
  });

  it('2 days goes to the manager group', async () => {
    const { processInstanceId: pid } = await c.applyLeave(2);
    await c.complete('hr', (await c.taskOf('hr', pid!))!, true);
    expect((await c.claims('boss')).some((r) => r.processInstanceId === pid)).toBe(false);
    const claim = (await c.claims('manager')).find((r) => r.processInstanceId === pid);
    expect(claim?.taskName).toBe('经理审批');
    await c.post('manager', '/blade-flow/work/claim-task', { taskId: claim!.taskId });
    expect((await c.complete('manager', (await c.taskOf('manager', pid!))!, true)).body.success).toBe(true);
  });

  it('a rejection returns to the applicant, who resubmits; a second rejection and the applicant closes', async () => {
    const { processInstanceId: pid } = await c.applyLeave(1);
    expect((await c.complete('hr', (await c.taskOf('hr', pid!))!, false, '理由不充分')).body.success).toBe(true);
    const adjust = await c.taskOf('admin', pid!);
    expect(adjust?.taskName).toBe('调整申请');
    await c.complete('admin', adjust!, true, '补充了理由');
    const again = await c.taskOf('hr', pid!);
    expect(again?.taskName).toBe('人事审批');
    await c.complete('hr', again!, false, '还是不行');
    await c.complete('admin', (await c.taskOf('admin', pid!))!, false, '不请了');
    const history = (await c.get('admin', '/blade-flow/process/history-flow-list', { processInstanceId: pid })).body.data;
    expect(history.map((h: { historyActivityId: string }) => h.historyActivityId)).toEqual([
      'start',
      'hrTask',
      'userTask',
      'hrTask',
      'userTask',
      'end',
    ]);
    expect(history.map((h: { comment: string }) => h.comment)).toEqual(['', '理由不充分', '补充了理由', '还是不行', '不请了', '']);
  });

  it('completes a task once when two requests race; the loser gets a clear error', async () => {
    const { processInstanceId: pid } = await c.applyLeave(4);
    const task = (await c.taskOf('hr', pid!))!;
    const other = await t.restart();
    const second = await flowClient(other);
    const [a, b] = await Promise.all([c.complete('hr', task, true), second.complete('hr', task, true)]);
    const bodies = [a.body, b.body];
    expect(bodies.filter((x) => x.success)).toHaveLength(1);
    expect(bodies.find((x) => !x.success)).toMatchObject({ code: 400, msg: '该任务已被办理,请刷新后重试' });
    const open = await t.db.flowTask.findMany({ where: { processInstanceId: BigInt(pid!), open: true } });
    expect(open.map((x) => x.taskDefinitionKey)).toEqual(['bossTask']);
  });

  it('continues after a restart: a new app on the same database finishes the process', async () => {
    const { processInstanceId: pid } = await c.applyLeave(6);
    await c.complete('hr', (await c.taskOf('hr', pid!))!, true);
    const { clearSourceCache } = await import('@blade/workflow');
    clearSourceCache();
    const restarted = await flowClient(await t.restart());
    const claim = (await restarted.claims('boss')).find((r) => r.processInstanceId === pid);
    await restarted.post('boss', '/blade-flow/work/claim-task', { taskId: claim!.taskId });
    expect((await restarted.complete('boss', (await restarted.taskOf('boss', pid!))!, true)).body.success).toBe(true);
    const instance = await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid!) } });
    expect(instance.endTime).not.toBeNull();
  });
});

describe('the task lists', () => {
  it('answer every BladeFlow field as Blade writes it: ids and dates as text, missing ones empty', async () => {
    const sent = await c.applyLeave(2, '字段');
    const pid = sent.processInstanceId!;
    const hrTask = await c.taskOf('hr', pid);
    const row = await t.db.flowTask.findUniqueOrThrow({ where: { id: BigInt(hrTask!.taskId!) } });
    const definition = await t.db.flowDefinition.findUniqueOrThrow({ where: { id: row.processDefinitionId } });
    const format = (at: Date) => t.app.services.dates.format(at);
    const common = {
      taskName: '人事审批',
      taskDefinitionKey: 'hrTask',
      endTime: '',
      historyTaskEndTime: '',
      executionId: pid,
      processInstanceId: pid,
      historyProcessInstanceId: pid,
      processDefinitionId: definition.id,
      processDefinitionKey: 'Leave',
      processDefinitionName: '请假流程',
      processDefinitionVersion: definition.version,
      processDefinitionDesc: definition.description ?? '',
      processDefinitionResName: definition.resourceName,
      processDefinitionDiagramResName: '',
      category: 'flow_1',
      categoryName: '请假流程',
      businessTable: 'blade_process_leave',
      businessId: sent.businessId,
      processIsFinished: 'unfinished',
      comment: '',
      // No due date in the Leave process, no delegation.
      dueDate: '',
      overdue: false,
      owner: '',
      ownerName: '',
      delegationState: '',
    };
    expect(hrTask).toEqual({
      ...common,
      taskId: String(row.id),
      assignee: `taskUser_${USER_IDS.hr}`,
      assigneeName: '人事',
      createTime: format(row.createTime),
      claimTime: '',
      status: 'todo',
    });

    expect((await c.complete('hr', hrTask!, true)).body.success).toBe(true);
    const claim = (await c.claims('manager')).find((r) => r.processInstanceId === pid);
    const managerRow = await t.db.flowTask.findUniqueOrThrow({ where: { id: BigInt(claim!.taskId!) } });
    const managerTask = {
      ...common,
      taskId: String(managerRow.id),
      taskName: '经理审批',
      taskDefinitionKey: 'managerTak',
      createTime: format(managerRow.createTime),
    };
    expect(claim).toEqual({ ...managerTask, assignee: '', assigneeName: '', claimTime: '', status: 'claim' });
    expect((await c.post('manager', '/blade-flow/work/claim-task', { taskId: claim!.taskId })).body.success).toBe(true);
    const claimed = await t.db.flowTask.findUniqueOrThrow({ where: { id: managerRow.id } });
    expect(await c.taskOf('manager', pid)).toEqual({
      ...managerTask,
      assignee: `taskUser_${USER_IDS.manager}`,
      assigneeName: '经理',
      claimTime: format(claimed.claimTime!),
      status: 'todo',
    });
  });
});

describe('task actions', () => {
  it('rejects on an empty comment without flag and records no 同意 for it (Blade defect); refuses unknown and foreign tasks', async () => {
    const { processInstanceId: pid } = await c.applyLeave(2, '空批复');
    const hrTask = (await c.taskOf('hr', pid!))!;
    expect((await c.complete('admin', hrTask, true)).body.msg).toBe('您不是该任务的办理人,请先签收');
    expect((await c.complete('hr', hrTask, false, '')).body.success).toBe(true);
    expect((await c.taskOf('admin', pid!))?.taskName).toBe('调整申请');
    const history = (await c.get('admin', '/blade-flow/process/history-flow-list', { processInstanceId: pid })).body.data;
    expect(history[1]).toMatchObject({ historyActivityId: 'hrTask', comment: '' });
    const unknown = await c.post('hr', '/blade-flow/work/complete-task', {}, { taskId: '123', flag: 'ok' });
    expect(unknown.body).toMatchObject({ code: 400, msg: '任务不存在' });
    const badId = await c.post('hr', '/blade-flow/work/complete-task', {}, { taskId: 'abc' });
    expect(badId.status).toBe(400);
    expect((await c.post('hr', '/blade-flow/work/claim-task', {})).status).toBe(400);
    const english = await c.post('hr', '/blade-flow/work/complete-task', {}, { taskId: '123' }).set('Accept-Language', 'en');
    expect(english.body.msg).toBe('No such task');
  });
});

describe('leave requests', () => {
  it('refuses an end before the start, a missing approver, another process; in English with the header', async () => {
    const processDefinitionId = await c.leaveDefinition();
    const base = {
      processDefinitionId,
      taskUser: USER_IDS.hr,
      startTime: '2030-01-05 09:00:00',
      endTime: '2030-01-03 09:00:00',
      reason: 'x',
    };
    const early = await c.post('admin', '/blade-desk/process/leave/start-process', {}, base);
    expect(early.status).toBe(400);
    expect(early.body.msg).toContain('结束时间必须晚于开始时间');
    const english = await c.post('admin', '/blade-desk/process/leave/start-process', {}, base).set('Accept-Language', 'en');
    expect(english.body.msg).toContain('the end must be after the start');
    const nobody = await c.post(
      'admin',
      '/blade-desk/process/leave/start-process',
      {},
      { ...base, endTime: '2030-01-09 09:00:00', taskUser: '42' },
    );
    expect(nobody.body.msg).toBe('审批人不存在');
    const bad = await c.post(
      'admin',
      '/blade-desk/process/leave/start-process',
      {},
      { ...base, endTime: '2030-01-09 09:00:00', processDefinitionId: 'Nope:1:1' },
    );
    expect(bad.body.msg).toBe('流程定义不存在');
  });

  it('counts calendar days as a person does, both ends included, and routes on that count', async () => {
    const processDefinitionId = await c.leaveDefinition();
    const start = async (startTime: string, endTime: string) => {
      await c.post(
        'admin',
        '/blade-desk/process/leave/start-process',
        {},
        { processDefinitionId, taskUser: USER_IDS.hr, startTime, endTime, reason: 'd' },
      );
      const sent = (await c.get('admin', '/blade-flow/work/send-list', { size: 1 })).body.data.records[0];
      const pid = sent.processInstanceId as string;
      return {
        pid,
        days: ((await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } })).variables as { days: number }).days,
      };
    };
    // 1 to 4 December, from midnight to the last second: four days, so the boss decides (Blade counted 3).
    const boundary = await start('2030-12-01 00:00:00', '2030-12-04 23:59:59');
    expect(boundary.days).toBe(4);
    expect((await c.complete('hr', (await c.taskOf('hr', boundary.pid))!, true)).body.success).toBe(true);
    expect((await c.claims('boss')).some((r) => r.processInstanceId === boundary.pid)).toBe(true);
    expect((await c.claims('manager')).some((r) => r.processInstanceId === boundary.pid)).toBe(false);
    // The hours don't count days: an afternoon to the third morning is three days; one day is one.
    expect((await start('2030-02-01 18:00:00', '2030-02-03 08:00:00')).days).toBe(3);
    expect((await start('2030-02-01 09:00:00', '2030-02-01 18:00:00')).days).toBe(1);
  });

  it('needs a token', async () => {
    const { default: request } = await import('supertest');
    const res = await request(t.server).get('/api/blade-flow/work/todo-list');
    expect(res.status).toBe(401);
  });
});
