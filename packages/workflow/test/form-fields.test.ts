// A task's declared form fields are the only variables its caller sets, each read as its type.
import { beforeEach, describe, expect, it } from 'vitest';
import { acceptFormValues, parseBpmn, WorkflowError, WorkflowService } from '../src/index.ts';
import { MemoryStore } from './memory-store.ts';

const xml = (taskForm: string, ns: 'camunda' | 'flowable') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:${ns}="${ns === 'camunda' ? 'http://camunda.org/schema/1.0/bpmn' : 'http://flowable.org/bpmn'}" targetNamespace="t">
  <process id="Purchase" name="采购" isExecutable="true">
    <startEvent id="start"><extensionElements>${
      ns === 'camunda'
        ? '<camunda:formData><camunda:formField id="item" label="物品" type="string"><camunda:validation><camunda:constraint name="required"/></camunda:validation></camunda:formField></camunda:formData>'
        : '<flowable:formProperty id="item" name="物品" type="string" required="true"/>'
    }</extensionElements></startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="review"/>
    <userTask id="review" name="审核" ${ns}:assignee="reviewer"><extensionElements>${taskForm}</extensionElements></userTask>
    <sequenceFlow id="f2" sourceRef="review" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const CAMUNDA_TASK = `<camunda:formData>
  <camunda:formField id="amount" label="金额" type="long"><camunda:validation><camunda:constraint name="required"/></camunda:validation></camunda:formField>
  <camunda:formField id="urgent" label="加急" type="boolean"/>
  <camunda:formField id="due" label="到期日" type="date"/>
  <camunda:formField id="kind" label="类别" type="enum"><camunda:value id="it" name="IT"/><camunda:value id="office" name="办公"/></camunda:formField>
</camunda:formData>`;
const FLOWABLE_TASK =
  '<flowable:formProperty id="amount" name="金额" type="long" required="true"/><flowable:formProperty id="note" name="备注" type="string"/>';

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof WorkflowError) return [error.code, error.params.name];
    throw error;
  }
  return 'ok';
};

describe('declared form fields', () => {
  it('are read from Camunda formData and Flowable formProperty, on the start event and on user tasks', async () => {
    const camunda = await parseBpmn(xml(CAMUNDA_TASK, 'camunda'));
    expect(camunda.startFormFields).toEqual([{ id: 'item', label: '物品', type: 'string', required: true, values: [] }]);
    expect(camunda.userTasks[0]!.formFields.map((f) => [f.id, f.type, f.required])).toEqual([
      ['amount', 'long', true],
      ['urgent', 'boolean', false],
      ['due', 'date', false],
      ['kind', 'enum', false],
    ]);
    expect(camunda.userTasks[0]!.formFields[3]!.values).toEqual([
      { id: 'it', name: 'IT' },
      { id: 'office', name: '办公' },
    ]);
    const flowable = await parseBpmn(xml(FLOWABLE_TASK, 'flowable'));
    expect(flowable.startFormFields).toMatchObject([{ id: 'item', label: '物品', required: true }]);
    expect(flowable.userTasks[0]!.formFields.map((f) => [f.id, f.label, f.type, f.required])).toEqual([
      ['amount', '金额', 'long', true],
      ['note', '备注', 'string', false],
    ]);
  });

  it('accept their values as their types and refuse anything else', async () => {
    const fields = (await parseBpmn(xml(CAMUNDA_TASK, 'camunda'))).userTasks[0]!.formFields;
    expect(acceptFormValues(fields, { amount: '120', urgent: 'true', due: '2026-12-01', kind: 'it' })).toEqual({
      amount: 120,
      urgent: true,
      due: '2026-12-01',
      kind: 'it',
    });
    expect(codeOf(() => acceptFormValues(fields, { amount: 1, days: 1 }))).toEqual(['variableNotAccepted', 'days']);
    expect(codeOf(() => acceptFormValues(fields, { amount: 1, pass: true }))).toEqual(['variableNotAccepted', 'pass']);
    expect(codeOf(() => acceptFormValues(fields, { amount: 'many' }))).toEqual(['variableInvalid', '金额']);
    expect(codeOf(() => acceptFormValues(fields, { amount: 1, kind: 'travel' }))).toEqual(['variableInvalid', '类别']);
    expect(codeOf(() => acceptFormValues(fields, { amount: 1, due: 'tomorrow' }))).toEqual(['variableInvalid', '到期日']);
    expect(codeOf(() => acceptFormValues(fields, { urgent: false }))).toEqual(['variableRequired', '金额']);
  });
});

describe('completing a task with a form', () => {
  let store: MemoryStore;
  let flow: WorkflowService;
  beforeEach(() => {
    store = new MemoryStore();
    store.definitions.set('Purchase:1:1', { id: 'Purchase:1:1', xml: xml(CAMUNDA_TASK, 'camunda'), suspended: false });
    flow = new WorkflowService(store);
  });

  it('stores the declared values and leaves the start variables as they were', async () => {
    const { instanceId } = await flow.start({
      definitionId: 'Purchase:1:1',
      tenantId: '000000',
      businessKey: null,
      startUser: 'taskUser_1',
      variables: { item: '笔记本' },
    });
    const task = store.openTasks(instanceId)[0]!;
    await expect(
      flow.complete({ taskId: task.id, user: 'reviewer', comment: null, variables: { amount: 5, item: '服务器' } }),
    ).rejects.toMatchObject({ code: 'variableNotAccepted' });
    expect(store.instances.get(instanceId)!.variables).toEqual({ item: '笔记本' });
    await flow.complete({ taskId: task.id, user: 'reviewer', comment: null, pass: true, variables: { amount: '5', kind: 'office' } });
    expect(store.instances.get(instanceId)!.variables).toEqual({ item: '笔记本', amount: 5, kind: 'office', pass: true });
  });
});
