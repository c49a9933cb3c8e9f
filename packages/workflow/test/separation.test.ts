// Separation of duties on the workflow service: the initiator of an instance is never given, never claims and never
// completes one of its approvals; their own step (assigned by the definition through the initiator variable) stays theirs.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseBpmn, taskKind, WorkflowError, WorkflowService } from '../src/index.ts';
import { MemoryStore } from './memory-store.ts';

const leaveXml = readFileSync(new URL('./leave.bpmn', import.meta.url), 'utf8');
const LEAVE = 'Leave:1:1';
const GROUP = 'Group:1:1';
const applicant = 'taskUser_1';
const hr = 'taskUser_2';
const manager = 'taskUser_4';

/** No initiator attribute: every user task is an approval; one task for a candidate group, one for candidate users. */
const groupXml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="t">
  <process id="Group" isExecutable="true">
    <startEvent id="start"/>
    <userTask id="review" name="评审" camunda:candidateGroups="manager" camunda:candidateUsers="\${reviewers}"/>
    <endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="review"/><sequenceFlow id="f2" sourceRef="review" targetRef="end"/>
  </process>
</definitions>`;

let store: MemoryStore;
let flow: WorkflowService;

beforeEach(() => {
  store = new MemoryStore();
  store.definitions.set(LEAVE, { id: LEAVE, xml: leaveXml, suspended: false });
  store.definitions.set(GROUP, { id: GROUP, xml: groupXml, suspended: false });
  flow = new WorkflowService(store);
});

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    if (error instanceof WorkflowError) return { code: error.code, ...error.params };
    throw error;
  }
  return 'ok';
}
const startLeave = (taskUser: string, days = 1) =>
  flow.start({
    definitionId: LEAVE,
    tenantId: '000000',
    businessKey: null,
    startUser: applicant,
    variables: { days, taskUser },
  });
const only = (instanceId: string) => store.openTasks(instanceId)[0]!;

describe('the kind of a task', () => {
  it("is own only for a task assigned through the start event's initiator variable", async () => {
    const leave = await parseBpmn(leaveXml);
    expect(['hrTask', 'managerTak', 'bossTask', 'userTask'].map((id) => taskKind(leave, id))).toEqual([
      'approval',
      'approval',
      'approval',
      'own',
    ]);
    const tasks = (assignee: string) => ({
      initiator: 'applyUser',
      userTasks: [{ id: 't', name: 't', assignee, formFields: [], decides: true }],
    });
    expect(taskKind(tasks('#{ applyUser }'), 't')).toBe('own');
    for (const other of ['${applyUser2}', '${applyUser == x}', 'applyUser', '${taskUser}', 'taskUser_1'])
      expect(taskKind(tasks(other), 't'), other).toBe('approval');
    expect(taskKind({ userTasks: tasks('${applyUser}').userTasks }, 't')).toBe('approval');
  });
});

describe('the initiator of an instance', () => {
  it('cannot be given an approval at the start (the approver picked is the applicant): nothing is stored', async () => {
    expect(await refusal(startLeave(applicant))).toEqual({ code: 'selfApproval', task: '人事审批' });
    expect(store.instances.size).toBe(0);
    expect(store.tasks.size).toBe(0);
    expect(store.activities).toHaveLength(0);
  });

  it('cannot claim an approval of their instance from a candidate group or as a candidate user', async () => {
    const { instanceId } = await startLeave(hr);
    await flow.complete({ taskId: only(instanceId).id, user: hr, comment: '同意', pass: true });
    const managerTask = only(instanceId);
    expect(await refusal(flow.claim({ taskId: managerTask.id, user: applicant, groups: ['manager'] }))).toEqual({
      code: 'selfApproval',
      task: '经理审批',
    });
    expect(store.tasks.get(managerTask.id)).toMatchObject({ assignee: null, open: true });

    const group = await flow.start({
      definitionId: GROUP,
      tenantId: '000000',
      businessKey: null,
      startUser: applicant,
      variables: { reviewers: `${applicant},${hr}` },
    });
    const review = only(group.instanceId);
    expect(await refusal(flow.claim({ taskId: review.id, user: applicant, groups: [] }))).toMatchObject({ code: 'selfApproval' });
    expect(await refusal(flow.claim({ taskId: review.id, user: applicant, groups: ['manager'] }))).toMatchObject({ code: 'selfApproval' });
    expect(store.tasks.get(review.id)?.assignee).toBeNull();
    await flow.claim({ taskId: review.id, user: hr, groups: [] });
    expect(store.tasks.get(review.id)?.assignee).toBe(hr);
  });

  it('cannot complete an approval they hold (one assigned before the rule): the instance does not move', async () => {
    const { instanceId } = await startLeave(hr);
    await flow.complete({ taskId: only(instanceId).id, user: hr, comment: '同意', pass: true });
    const managerTask = only(instanceId);
    store.tasks.get(managerTask.id)!.assignee = applicant;
    const before = structuredClone(store.instances.get(instanceId));
    expect(await refusal(flow.complete({ taskId: managerTask.id, user: applicant, comment: '同意', pass: true }))).toEqual({
      code: 'selfApproval',
      task: '经理审批',
    });
    expect(store.instances.get(instanceId)).toEqual(before);
    expect(store.tasks.get(managerTask.id)).toMatchObject({ open: true, assignee: applicant });
  });

  it('cannot be the only candidate of a new task, nor be made its own approver at the adjust step', async () => {
    const solo = groupXml.replace('Group', 'Solo').replace(' camunda:candidateGroups="manager"', '');
    store.definitions.set('Solo:1:1', { id: 'Solo:1:1', xml: solo, suspended: false });
    const startWith = (definitionId: string, reviewers: string) =>
      flow.start({ definitionId, tenantId: '000000', businessKey: null, startUser: applicant, variables: { reviewers } });
    expect(await refusal(startWith('Solo:1:1', applicant))).toEqual({ code: 'selfApproval', task: '评审' });
    expect(store.instances.size).toBe(0);
    // With the manager group beside them others can take it: the task is created, the initiator just cannot claim it.
    expect(await refusal(startWith(GROUP, applicant))).toBe('ok');
    const { instanceId } = await startLeave(hr);
    await flow.complete({ taskId: only(instanceId).id, user: hr, comment: '驳回', pass: false });
    const adjust = only(instanceId);
    expect(adjust).toMatchObject({ activityId: 'userTask', assignee: applicant });
    // Resubmitting with the applicant as hr's approver would give the applicant the approval: refused, step kept.
    store.instances.get(instanceId)!.variables.taskUser = applicant;
    expect(await refusal(flow.complete({ taskId: adjust.id, user: applicant, comment: '重新申请', pass: true }))).toMatchObject({
      code: 'selfApproval',
    });
    expect(only(instanceId).id).toBe(adjust.id);
  });

  it('keeps their own step: the adjust step is completed by the applicant; another person completes the approvals', async () => {
    const { instanceId } = await startLeave(hr);
    await flow.complete({ taskId: only(instanceId).id, user: hr, comment: '驳回', pass: false });
    await flow.complete({ taskId: only(instanceId).id, user: applicant, comment: '重新申请', pass: true });
    await flow.complete({ taskId: only(instanceId).id, user: hr, comment: '同意', pass: true });
    await flow.claim({ taskId: only(instanceId).id, user: manager, groups: ['manager'] });
    expect((await flow.complete({ taskId: only(instanceId).id, user: manager, comment: '同意', pass: true })).ended).toBe(true);
  });
});
