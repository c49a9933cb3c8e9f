// Real-world-shaped BPMN files (test/bpmn-files, written here after what Camunda and Flowable modelers export):
// declarations that run nothing are accepted and the process runs; a file with nothing executable, or with an
// element the engine cannot run, is refused at deploy with the element named.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBpmn, WorkflowError, WorkflowService } from '../src/index.ts';
import { MemoryStore } from './memory-store.ts';

const file = (name: string) => readFileSync(new URL(`./bpmn-files/${name}`, import.meta.url), 'utf8');

async function refusal(name: string) {
  try {
    await parseBpmn(file(name));
  } catch (error) {
    if (error instanceof WorkflowError) return { code: error.code, ...error.params };
    throw error;
  }
  return 'accepted';
}

function serviceWith(name: string, definitionId: string) {
  const store = new MemoryStore();
  store.definitions.set(definitionId, { id: definitionId, xml: file(name), suspended: false });
  return { store, flow: new WorkflowService(store) };
}

describe('real-world BPMN files', () => {
  it('accepts item definitions, messages, data objects, lanes, annotations and groups, and runs the process', async () => {
    const spec = await parseBpmn(file('purchase-request.bpmn'));
    expect(spec).toMatchObject({
      key: 'PurchaseRequest',
      name: '采购申请',
      description: '员工提交采购申请,部门审批后由财务确认。',
      initiator: 'applicant',
    });
    expect(spec.startFormFields.map((f) => f.id)).toEqual(['item', 'amount', 'neededBy']);
    const { store, flow } = serviceWith('purchase-request.bpmn', 'PurchaseRequest:1:1');
    const { instanceId } = await flow.start({
      definitionId: 'PurchaseRequest:1:1',
      tenantId: '000000',
      businessKey: null,
      startUser: 'taskUser_1',
      variables: { item: '显示器', amount: 1500 },
    });
    const task = store.openTasks(instanceId)[0]!;
    expect(task).toMatchObject({ activityId: 'approve', candidates: ['finance'] });
    await flow.claim({ taskId: task.id, user: 'taskUser_2', groups: ['finance'] });
    const done = await flow.complete({ taskId: task.id, user: 'taskUser_2', comment: null, variables: { budgetCode: 'it' } });
    expect(done.ended).toBe(true);
  });

  it('runs a Flowable export whose gateway decides on a task form value', async () => {
    const { store, flow } = serviceWith('expense-flowable.bpmn', 'Expense:1:1');
    const run = async (approvedAmount: number) => {
      const { instanceId } = await flow.start({
        definitionId: 'Expense:1:1',
        tenantId: '000000',
        businessKey: null,
        startUser: 'taskUser_1',
        variables: { amount: approvedAmount },
      });
      const task = store.openTasks(instanceId)[0]!;
      await flow.claim({ taskId: task.id, user: 'taskUser_4', groups: ['manager'] });
      await flow.complete({ taskId: task.id, user: 'taskUser_4', comment: null, variables: { approvedAmount } });
      return store.openTasks(instanceId).map((t) => t.activityId);
    };
    expect(await run(5000)).toEqual(['cfoApprove']);
    expect(await run(300)).toEqual([]);
  });

  it("deploys the executable process of a collaboration, not the other party's pool", async () => {
    expect(await parseBpmn(file('supplier-collaboration.bpmn'))).toMatchObject({ key: 'Ordering', name: '下单' });
  });

  it('takes a process that omits isExecutable for executable, as Flowable does', async () => {
    const xml = file('expense-flowable.bpmn').replace(' isExecutable="true"', '');
    expect(xml).not.toContain('isExecutable');
    const store = new MemoryStore();
    store.definitions.set('Expense:1:1', { id: 'Expense:1:1', xml, suspended: false });
    const { instanceId } = await new WorkflowService(store).start({
      definitionId: 'Expense:1:1',
      tenantId: '000000',
      businessKey: null,
      startUser: 'taskUser_1',
      variables: { amount: 1 },
    });
    expect(store.openTasks(instanceId).map((t) => t.activityId)).toEqual(['managerApprove']);
  });

  it('refuses a file with no executable process, naming it', async () => {
    expect(await refusal('not-executable.bpmn')).toEqual({ code: 'processNotExecutable', process: 'Onboarding' });
  });

  it('refuses an element the engine cannot run, naming it', async () => {
    expect(await refusal('complex-gateway.bpmn')).toEqual({ code: 'unsupportedElement', element: 'bpmn:ComplexGateway' });
  });
});
