import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSourceCache, WorkflowError, WorkflowService } from '../src/index.ts';
import { MemoryStore } from './memory-store.ts';

const xml = readFileSync(new URL('./leave.bpmn', import.meta.url), 'utf8');
const DEF = 'Leave:1:1';
const applicant = 'taskUser_1';
const hr = 'taskUser_2';
const boss = 'taskUser_3';
const manager = 'taskUser_4';

let store: MemoryStore;
let flow: WorkflowService;

beforeEach(() => {
  store = new MemoryStore();
  store.definitions.set(DEF, { id: DEF, xml, suspended: false });
  flow = new WorkflowService(store);
});

const start = (days: number) =>
  flow.start({
    definitionId: DEF,
    tenantId: '000000',
    businessKey: 'blade_process_leave:9',
    startUser: applicant,
    variables: { days, taskUser: hr },
  });
const only = (instanceId: string) => {
  const open = store.openTasks(instanceId);
  expect(open).toHaveLength(1);
  return open[0]!;
};
const approve = (taskId: string, user: string, pass = true) => flow.complete({ taskId, user, comment: pass ? '同意' : '不同意', pass });

async function codeOf(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof WorkflowError) return error.code;
    throw error;
  }
  return 'ok';
}

describe('the leave process on the workflow service', () => {
  it('starts with the hr task assigned through ${taskUser}, and the initiator variable set', async () => {
    const { instanceId, tasks } = await start(5);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ activityId: 'hrTask', name: '人事审批', assignee: hr, candidates: [] });
    expect(store.instances.get(instanceId)?.variables).toMatchObject({ applyUser: applicant, days: 5 });
    const history = store.activities.map((a) => [a.activityId, a.assignee, Boolean(a.endTime)]);
    expect(history).toEqual([
      ['start', applicant, true],
      ['f1', null, true],
      ['hrTask', hr, false],
    ]);
  });

  it('sends more than 3 days to the boss group, then ends', async () => {
    const { instanceId } = await start(5);
    await approve(only(instanceId).id, hr);
    const bossTask = only(instanceId);
    expect(bossTask).toMatchObject({ activityId: 'bossTask', assignee: null, candidates: ['boss'] });
    expect(await codeOf(flow.claim({ taskId: bossTask.id, user: manager, groups: ['manager'] }))).toBe('notCandidate');
    expect(await codeOf(approve(bossTask.id, boss))).toBe('notAssignee');
    await flow.claim({ taskId: bossTask.id, user: boss, groups: ['boss'] });
    expect(await codeOf(flow.claim({ taskId: bossTask.id, user: 'taskUser_9', groups: ['boss'] }))).toBe('taskClaimed');
    const done = await approve(bossTask.id, boss);
    expect(done.ended).toBe(true);
    expect(store.instances.get(instanceId)).toMatchObject({ state: null });
    expect(store.instances.get(instanceId)?.endTime).toBeInstanceOf(Date);
    const nodes = store.activities.filter((a) => a.type !== 'bpmn:SequenceFlow');
    expect(nodes.map((a) => a.activityId)).toEqual(['start', 'hrTask', 'judgeTask', 'bossTask', 'end']);
    expect(store.activities.every((a) => a.endTime)).toBe(true);
    expect(store.activities.find((a) => a.activityId === 'bossTask')?.assignee).toBe(boss);
    expect(store.tasks.get(bossTask.id)).toMatchObject({ open: false, comment: '同意' });
  });

  it('sends 3 days or less to the manager group', async () => {
    const { instanceId } = await start(3);
    await approve(only(instanceId).id, hr);
    expect(only(instanceId)).toMatchObject({ activityId: 'managerTak', candidates: ['manager'] });
  });

  it('loops a rejection back to the applicant, who resubmits or closes', async () => {
    const { instanceId } = await start(2);
    await approve(only(instanceId).id, hr, false);
    const adjust = only(instanceId);
    expect(adjust).toMatchObject({ activityId: 'userTask', assignee: applicant });
    await approve(adjust.id, applicant, true);
    const again = only(instanceId);
    expect(again).toMatchObject({ activityId: 'hrTask', assignee: hr });
    await approve(again.id, hr);
    const managerTask = only(instanceId);
    await flow.claim({ taskId: managerTask.id, user: manager, groups: ['manager'] });
    await approve(managerTask.id, manager, false);
    const closing = only(instanceId);
    expect(closing.activityId).toBe('userTask');
    const end = await approve(closing.id, applicant, false);
    expect(end.ended).toBe(true);
    expect(store.activities.filter((a) => a.activityId === 'hrTask')).toHaveLength(2);
  });

  it('records the sequence flows the engine took, each time it took them, loops included', async () => {
    // A 10-day leave: hr rejects, the applicant resubmits, hr and the boss approve.
    const { instanceId } = await start(10);
    await approve(only(instanceId).id, hr, false);
    await approve(only(instanceId).id, applicant, true);
    await approve(only(instanceId).id, hr);
    const bossTask = only(instanceId);
    await flow.claim({ taskId: bossTask.id, user: boss, groups: ['boss'] });
    await approve(bossTask.id, boss);
    const taken = store.activities.filter((a) => a.type === 'bpmn:SequenceFlow').map((a) => a.activityId);
    expect(taken).toEqual(['f1', 'f3', 'f10', 'f2', 'f5', 'f8']);
    // Both ends of 老板审批→调整申请 (f9) and 调整申请→结束 (f11) were visited, but those flows were never taken.
    expect(taken).not.toContain('f9');
    expect(taken).not.toContain('f11');
  });

  it('completes a task at most once when two completions race; the loser gets taskCompleted', async () => {
    const { instanceId } = await start(5);
    const task = only(instanceId);
    const results = await Promise.allSettled([approve(task.id, hr), approve(task.id, hr)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as WorkflowError).code).toBe('taskCompleted');
    expect(store.openTasks(instanceId).map((t) => t.activityId)).toEqual(['bossTask']);
    expect(store.instances.get(instanceId)?.version).toBe(2);
  });

  it('continues from stored state alone: a new service, no cached source, over a JSON copy of the store (a restart)', async () => {
    const { instanceId } = await start(5);
    const copy = new MemoryStore();
    copy.definitions = new Map(store.definitions);
    copy.instances = new Map(JSON.parse(JSON.stringify([...store.instances])));
    copy.tasks = new Map(JSON.parse(JSON.stringify([...store.tasks])));
    clearSourceCache();
    const restarted = new WorkflowService(copy);
    const hrTask = copy.openTasks(instanceId)[0]!;
    await restarted.complete({ taskId: hrTask.id, user: hr, comment: '同意', pass: true });
    expect(copy.openTasks(instanceId).map((t) => t.activityId)).toEqual(['bossTask']);
  });

  it('keeps nothing of a failed step: a step the engine cannot finish changes no row', async () => {
    const { instanceId } = await start(5);
    const task = only(instanceId);
    // days missing: neither gateway condition holds, the engine stops on an error.
    store.instances.get(instanceId)!.variables = { taskUser: hr, applyUser: applicant };
    expect(await codeOf(approve(task.id, hr))).toBe('engineFailed');
    expect(only(instanceId).id).toBe(task.id);
    expect(store.instances.get(instanceId)?.version).toBe(1);
  });

  it('refuses to start a suspended definition, and completes no task of it', async () => {
    const { instanceId } = await start(5);
    store.definitions.get(DEF)!.suspended = true;
    expect(await codeOf(start(1))).toBe('definitionSuspended');
    expect(await codeOf(approve(only(instanceId).id, hr))).toBe('definitionSuspended');
  });

  it('deletes a running instance with a reason: open tasks closed, state dropped', async () => {
    const { instanceId } = await start(5);
    const task = only(instanceId);
    await flow.cancel({ instanceId, reason: 'duplicate' });
    expect(store.tasks.get(task.id)).toMatchObject({ open: false, deleteReason: 'duplicate' });
    expect(store.instances.get(instanceId)).toMatchObject({ state: null, deleteReason: 'duplicate' });
    expect(await codeOf(approve(task.id, hr))).toBe('taskCompleted');
    expect(await codeOf(flow.cancel({ instanceId, reason: 'again' }))).toBe('instanceEnded');
  });
});
