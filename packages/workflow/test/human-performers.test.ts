// What Flowable and Camunda accept besides their own attributes: the standard human performers (Flowable's
// documentation example of potentialOwner) and an executable process without an end event.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseBpmn, WorkflowService } from '../src/index.ts';
import { MemoryStore } from './memory-store.ts';

const POTENTIAL_OWNER = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="Examples">
  <process id="potentialOwnerExample" isExecutable="true">
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

const NO_END = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">
  <process id="noEnd" isExecutable="true">
    <startEvent id="s"/>
    <sequenceFlow id="f" sourceRef="s" targetRef="t"/>
    <userTask id="t" name="审核"><humanPerformer><resourceAssignmentExpression><formalExpression>\${owner}</formalExpression></resourceAssignmentExpression></humanPerformer></userTask>
  </process>
</definitions>`;

let store: MemoryStore;
let flow: WorkflowService;
beforeEach(() => {
  store = new MemoryStore();
  flow = new WorkflowService(store);
});

describe('standard human performers and processes without an end event', () => {
  it("reads Flowable's potentialOwner example as a candidate user and a candidate group, and runs its task", async () => {
    const spec = await parseBpmn(POTENTIAL_OWNER);
    expect(spec.userTasks[0]).toMatchObject({ id: 'theTask', candidateUsers: 'kermit', candidateGroups: 'management' });
    store.definitions.set('p:1:1', { id: 'p:1:1', xml: POTENTIAL_OWNER, suspended: false });
    const { instanceId, tasks } = await flow.start({
      definitionId: 'p:1:1',
      tenantId: '000000',
      businessKey: null,
      startUser: 'taskUser_1',
      variables: {},
    });
    expect(tasks[0]).toMatchObject({ assignee: null, candidates: ['management', 'kermit'] });
    await flow.claim({ taskId: tasks[0]!.id, user: 'taskUser_7', groups: ['management'] });
    const done = await flow.complete({ taskId: tasks[0]!.id, user: 'taskUser_7', comment: null });
    expect(done.ended).toBe(true);
    expect(store.instances.get(instanceId)?.state).toBeNull();
  });

  it('runs a process without an end event to its end once its last task is done; humanPerformer assigns it', async () => {
    store.definitions.set('n:1:1', { id: 'n:1:1', xml: NO_END, suspended: false });
    const { instanceId, tasks } = await flow.start({
      definitionId: 'n:1:1',
      tenantId: '000000',
      businessKey: null,
      startUser: 'taskUser_1',
      variables: { owner: 'taskUser_2' },
    });
    expect(tasks[0]).toMatchObject({ activityId: 't', assignee: 'taskUser_2' });
    const done = await flow.complete({ taskId: tasks[0]!.id, user: 'taskUser_2', comment: null });
    expect(done.ended).toBe(true);
    expect(store.instances.get(instanceId)?.endTime).toBeInstanceOf(Date);
  });
});
