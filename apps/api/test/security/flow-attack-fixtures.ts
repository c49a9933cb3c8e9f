// Helpers of the workflow attack tests: a new tenant (its admin holds the flow menus, as every new tenant's does)
// and its users, signed in; BPMN that would write a file if any of its code ran.
import { join } from 'node:path';
import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, tenantAdminAfterFirstChange } from '../test-app.ts';
import { tempDir } from '../support/temp-dir.ts';

/** Creates a tenant through the API as the platform administrator; answers its id and its admin's token. */
export async function newTenant(t: TestApp, tenantName: string) {
  const admin = await accessToken(t);
  const res = await request(t.server)
    .post('/api/blade-system/tenant/submit')
    .set('Blade-Auth', `bearer ${admin}`)
    .send({ tenantName, linkman: '联系人' });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
  const { tenantId } = await t.db.tenant.findFirstOrThrow({ where: { tenantName } });
  // The initial password must be changed first (first-password-change.test.ts).
  return { tenantId, token: await tenantAdminAfterFirstChange(t, tenantId) };
}

/** A file path no test writes: it exists afterwards only if BPMN code ran. */
export const markerPath = () => join(tempDir('flow-attack-'), 'pwned');

/** node:vm is no sandbox: the script reaches `process` through its context's constructor and writes the file. */
const writing = (path: string) =>
  `this.constructor.constructor('return process')().getBuiltinModule('fs').writeFileSync(${JSON.stringify(path)}, 'x'); next(null, true);`;

const definitions = (key: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="t">
  <process id="${key}" name="${key}" isExecutable="true">
    <startEvent id="start" camunda:initiator="applyUser"/>${body}
    <userTask id="hrTask" name="人事审批" camunda:assignee="\${taskUser}"/><endEvent id="end"/>
    <sequenceFlow id="toEnd" sourceRef="hrTask" targetRef="end"/>
  </process>
</definitions>`;

/** The three ways to smuggle code into BPMN, each under process key `key`, each naming its element. */
export function scriptedProcesses(key: string, path: string) {
  return {
    scriptTask: {
      element: 'evilScript',
      xml: definitions(
        key,
        `<scriptTask id="evilScript" scriptFormat="javascript"><script>${writing(path)}</script></scriptTask>
    <sequenceFlow id="f1" sourceRef="start" targetRef="evilScript"/><sequenceFlow id="f2" sourceRef="evilScript" targetRef="hrTask"/>`,
      ),
    },
    condition: {
      element: 'evilFlow',
      xml: definitions(
        key,
        `<exclusiveGateway id="gate"/><sequenceFlow id="f1" sourceRef="start" targetRef="gate"/>
    <sequenceFlow id="evilFlow" sourceRef="gate" targetRef="hrTask"><conditionExpression xsi:type="tFormalExpression" language="javascript">${writing(path)}</conditionExpression></sequenceFlow>`,
      ),
    },
    listener: {
      element: 'evilListener',
      xml: definitions(
        key,
        `<task id="evilListener"><extensionElements><camunda:executionListener event="start"><camunda:script scriptFormat="javascript">${writing(path)}</camunda:script></camunda:executionListener></extensionElements></task>
    <sequenceFlow id="f1" sourceRef="start" targetRef="evilListener"/><sequenceFlow id="f2" sourceRef="evilListener" targetRef="hrTask"/>`,
      ),
    },
  };
}

/**
 * A process whose gateway condition is built to burn CPU: `${1||1||...}` of 450 kB, a hundred times what an
 * expression may hold, yet within the size a BPMN file may have (the file would be refused before it is read).
 */
export function pathologicalProcess(key: string) {
  const body = `${'1||'.repeat(150_000)}1`;
  return definitions(
    key,
    `<exclusiveGateway id="gate"/><sequenceFlow id="f1" sourceRef="start" targetRef="gate"/>
    <sequenceFlow id="slowFlow" sourceRef="gate" targetRef="hrTask"><conditionExpression xsi:type="tFormalExpression">\${${body}}</conditionExpression></sequenceFlow>`,
  );
}
