// The workflow runs no code: BPMN holding scripts is refused when read, and an engine asked to run a script (a
// definition stored without a deploy) fails the step instead. Each script here would write a file if it ran.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { EventEmitter } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { newEngine } from '../src/engine.ts';
import { checkBpmnXml, findScriptElements, parseBpmn, WorkflowError, WorkflowService } from '../src/index.ts';
import { MemoryStore } from './memory-store.ts';

const marker = join(mkdtempSync(join(tmpdir(), 'wf-script-')), 'pwned');
afterAll(() => rmSync(dirname(marker), { recursive: true, force: true }));
/** node:vm is no sandbox: the script reaches `process` through its context's constructor and writes a file. */
const write = `this.constructor.constructor('return process')().getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); next(null, true);`;

const wrap = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="P" isExecutable="true">${body}</process></definitions>`;
const linear = (middle: string, flows = '') =>
  wrap(`<startEvent id="s"/>${middle}<userTask id="u" camunda:assignee="x"/><endEvent id="e"/>${flows}`);

const SCRIPTED = {
  scriptTask: linear(
    `<scriptTask id="evil" scriptFormat="javascript"><script>${write}</script></scriptTask>`,
    '<sequenceFlow id="f1" sourceRef="s" targetRef="evil"/><sequenceFlow id="f2" sourceRef="evil" targetRef="u"/><sequenceFlow id="f3" sourceRef="u" targetRef="e"/>',
  ),
  condition: linear(
    '<exclusiveGateway id="g"/>',
    `<sequenceFlow id="f1" sourceRef="s" targetRef="g"/><sequenceFlow id="evilFlow" sourceRef="g" targetRef="u"><conditionExpression xsi:type="tFormalExpression" language="javascript">${write}</conditionExpression></sequenceFlow><sequenceFlow id="f3" sourceRef="u" targetRef="e"/>`,
  ),
  listener: linear(
    '<task id="t"><extensionElements><camunda:executionListener event="start"><camunda:script scriptFormat="javascript">' +
      write +
      '</camunda:script></camunda:executionListener></extensionElements></task>',
    '<sequenceFlow id="f1" sourceRef="s" targetRef="t"/><sequenceFlow id="f2" sourceRef="t" targetRef="u"/><sequenceFlow id="f3" sourceRef="u" targetRef="e"/>',
  ),
};

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(WorkflowError);
    return error as WorkflowError;
  }
  throw new Error('accepted');
}

describe('reading BPMN', () => {
  it('names every element that would run code, whatever the extension namespace', async () => {
    expect(await findScriptElements(SCRIPTED.scriptTask)).toEqual(['evil']);
    expect(await findScriptElements(SCRIPTED.condition)).toEqual(['evilFlow']);
    expect(await findScriptElements(SCRIPTED.listener)).toEqual(['t']);
    const flowable = wrap(
      '<startEvent id="s"/><userTask id="u2" flowable:assignee="x"><extensionElements><flowable:taskListener event="create" class="a.B"/></extensionElements></userTask>' +
        '<serviceTask id="io"><extensionElements><camunda:inputOutput><camunda:inputParameter name="v"><camunda:script scriptFormat="js">1</camunda:script></camunda:inputParameter></camunda:inputOutput></extensionElements></serviceTask>' +
        '<endEvent id="e"><extensionElements><flowable:executionListener event="end" expression="${a.b()}"/></extensionElements></endEvent>',
    );
    expect(await findScriptElements(flowable)).toEqual(['u2', 'io', 'e']);
    expect(await findScriptElements(readFileSync(new URL('./leave.bpmn', import.meta.url), 'utf8'))).toEqual([]);
  });

  it('refuses them when parsing for a deploy and when checking a model', async () => {
    for (const [xml, element] of [
      [SCRIPTED.scriptTask, 'evil'],
      [SCRIPTED.condition, 'evilFlow'],
      [SCRIPTED.listener, 't'],
    ] as const) {
      expect(await refusal(parseBpmn(xml))).toMatchObject({ code: 'scriptNotSupported', params: { element } });
      expect(await refusal(checkBpmnXml(xml))).toMatchObject({ code: 'scriptNotSupported', params: { element } });
    }
    expect(existsSync(marker)).toBe(false);
  });
});

describe('running BPMN', () => {
  it('an engine asked to run a script task or a scripted condition fails it, and runs nothing', async () => {
    for (const [xml, element] of [
      [SCRIPTED.scriptTask, 'evil'],
      [SCRIPTED.condition, 'evilFlow'],
    ] as const) {
      const engine = newEngine({ source: xml });
      const errors: unknown[] = [];
      engine.once('error', (e: unknown) => errors.push(e));
      const listener = new EventEmitter();
      const execution = await engine.execute({ listener });
      await new Promise((r) => setImmediate(r));
      expect(execution.getPostponed().map((a) => a.id)).not.toContain('u');
      expect(String((errors[0] as { inner?: Error }).inner?.message)).toBe(`Script tasks are not supported: ${element}`);
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('a stored definition holding a script cannot be started: refused with the element', async () => {
    const store = new MemoryStore();
    store.definitions.set('P:1:1', { id: 'P:1:1', xml: SCRIPTED.scriptTask, suspended: false });
    const flow = new WorkflowService(store);
    const error = await refusal(
      flow.start({ definitionId: 'P:1:1', tenantId: '000000', businessKey: null, startUser: 'taskUser_1', variables: {} }),
    );
    expect(error).toMatchObject({ code: 'scriptNotSupported', params: { element: 'evil' } });
    expect(store.instances.size).toBe(0);
    expect(existsSync(marker)).toBe(false);
  });
});
