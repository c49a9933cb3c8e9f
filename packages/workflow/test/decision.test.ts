// Which user tasks decide: their 同意/驳回 matters only where a condition on the way out reads `pass`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBpmn } from '../src/index.ts';

const decides = async (xml: string) => Object.fromEntries((await parseBpmn(xml)).userTasks.map((t) => [t.id, t.decides]));

const process = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="t">
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="s" sourceRef="start" targetRef="review" />
    ${body}
    <endEvent id="end" />
  </process>
</definitions>`;
const when = (expression: string) => `<conditionExpression xsi:type="tFormalExpression">\${${expression}}</conditionExpression>`;

describe('a task decides', () => {
  it('when a gateway after it reads pass, as the seeded leave process does', async () => {
    const leave = await decides(readFileSync(new URL('./leave.bpmn', import.meta.url), 'utf8'));
    expect(Object.values(leave).some(Boolean)).toBe(true);
    expect(
      await decides(
        process(`<userTask id="review" camunda:assignee="a" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" />
        <sequenceFlow id="f" sourceRef="review" targetRef="g" /><exclusiveGateway id="g" />
        <sequenceFlow id="yes" sourceRef="g" targetRef="end">${when('pass')}</sequenceFlow>
        <sequenceFlow id="no" sourceRef="g" targetRef="end">${when('!pass')}</sequenceFlow>`),
      ),
    ).toEqual({ review: true });
  });

  it('not when the way out ignores the decision: no condition, another variable, or a name that only contains pass', async () => {
    const plain = process(`<userTask id="review" camunda:assignee="a" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" />
      <sequenceFlow id="f" sourceRef="review" targetRef="end" />`);
    expect(await decides(plain)).toEqual({ review: false });
    const other = process(`<userTask id="review" camunda:assignee="a" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" />
      <sequenceFlow id="f" sourceRef="review" targetRef="g" /><exclusiveGateway id="g" />
      <sequenceFlow id="big" sourceRef="g" targetRef="end">${when('amount > 1000 || passed')}</sequenceFlow>
      <sequenceFlow id="small" sourceRef="g" targetRef="end">${when('form.pass')}</sequenceFlow>`);
    expect(await decides(other)).toEqual({ review: false });
  });
});
