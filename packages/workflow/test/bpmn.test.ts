import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBpmnXml, parseBpmn, WorkflowError } from '../src/index.ts';

const leave = readFileSync(new URL('./leave.bpmn', import.meta.url), 'utf8');
const wrap = (body: string) =>
  `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="t">${body}</definitions>`;

async function refusal(xml: string) {
  try {
    await parseBpmn(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(WorkflowError);
    return error as WorkflowError;
  }
  throw new Error('accepted');
}

describe('parseBpmn', () => {
  it('reads a Flowable file: key, name, initiator, user tasks with assignee and candidate groups', async () => {
    const spec = await parseBpmn(leave);
    expect(spec.key).toBe('Leave');
    expect(spec.name).toBe('请假流程');
    expect(spec.initiator).toBe('applyUser');
    expect(spec.userTasks.find((t) => t.id === 'hrTask')?.assignee).toBe('${taskUser}');
    expect(spec.userTasks.find((t) => t.id === 'bossTask')?.candidateGroups).toBe('boss');
  });

  it('refuses what is not BPMN', async () => {
    expect((await refusal('not xml')).code).toBe('invalidBpmn');
    expect((await refusal('<x/>')).code).toBe('invalidBpmn');
  });

  it('refuses a file without a process (Blade: 部署失败,未找到流程)', async () => {
    expect((await refusal(wrap(''))).code).toBe('noProcess');
  });

  it('refuses flows to unknown nodes, processes without a start event, user tasks nobody can take', async () => {
    const dangling = await refusal(
      wrap('<process id="p"><startEvent id="s"/><endEvent id="e"/><sequenceFlow id="f" sourceRef="s" targetRef="zz"/></process>'),
    );
    expect(dangling).toMatchObject({ code: 'unknownFlowNode', params: { flow: 'f' } });
    expect(await refusal(wrap('<process id="p"><endEvent id="e"/></process>'))).toMatchObject({ code: 'noStartEvent' });
    const orphan = await refusal(wrap('<process id="p"><startEvent id="s"/><userTask id="u"/><endEvent id="e"/></process>'));
    expect(orphan).toMatchObject({ code: 'taskWithoutActor', params: { task: 'u' } });
    const two = wrap(
      '<process id="p"><startEvent id="s"/><endEvent id="e"/></process><process id="q"><startEvent id="s2"/><endEvent id="e2"/></process>',
    );
    expect(await refusal(two)).toMatchObject({ code: 'severalProcesses', params: { count: '2' } });
  });
});

describe('checkBpmnXml', () => {
  it('accepts an unfinished draft but not what is not BPMN', async () => {
    const { checkBpmnXml } = await import('../src/index.ts');
    await expect(checkBpmnXml(wrap('<process id="p"><startEvent id="s"/></process>'))).resolves.toBeUndefined();
    await expect(checkBpmnXml('<x/>')).rejects.toMatchObject({ code: 'invalidBpmn' });
  });

  it('refuses a condition the evaluator cannot read, or one without ${}, naming its sequence flow', async () => {
    const withCondition = (condition: string) =>
      `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="t">` +
      `<process id="p"><startEvent id="s"/><exclusiveGateway id="g"/><endEvent id="e"/><sequenceFlow id="f0" sourceRef="s" targetRef="g"/>` +
      `<sequenceFlow id="ok" sourceRef="g" targetRef="e"><conditionExpression xsi:type="tFormalExpression">\${days &gt; 3}</conditionExpression></sequenceFlow>` +
      `<sequenceFlow id="bad" sourceRef="g" targetRef="e"><conditionExpression xsi:type="tFormalExpression">${condition}</conditionExpression></sequenceFlow>` +
      `</process></definitions>`;
    expect(await refusal(withCondition('${days &lt;= }'))).toMatchObject({ code: 'invalidCondition', params: { flow: 'bad' } });
    expect(await refusal(withCondition('days &lt;= 3'))).toMatchObject({ code: 'invalidCondition', params: { flow: 'bad' } });
    await expect(parseBpmn(withCondition('${days &lt;= 3}'))).resolves.toMatchObject({ key: 'p' });
    await expect(checkBpmnXml(withCondition('${(days'))).rejects.toMatchObject({ code: 'invalidCondition', params: { flow: 'bad' } });
  });
});
