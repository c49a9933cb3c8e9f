// Finding: a tenant admin deployed BPMN with a JavaScript script task (or a scripted condition, or a script
// listener) under key Leave and started it through leave/start-process; bpmn-engine's default runner (node:vm, no
// sandbox) reached `process` and wrote a file as the API's user. Now every way in refuses it, naming the element,
// and even a definition put straight into the database cannot run code. A condition built to burn CPU is refused
// at once.
import { existsSync } from 'node:fs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { markerPath, newTenant, pathologicalProcess, scriptedProcesses } from './flow-attack-fixtures.ts';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof newTenant>>;
let adminUserId: string;
const marker = markerPath();
const scripted = scriptedProcesses('Leave', marker);
const cases = Object.entries(scripted);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await newTenant(t, '脚本攻击租户');
  adminUserId = String((await t.db.user.findFirstOrThrow({ where: { tenantId: tenant.tenantId, account: 'admin' } })).id);
});

const auth = () => ({ 'Blade-Auth': `bearer ${tenant.token}` });
const upload = (xml: string) =>
  request(t.server)
    .post('/api/blade-flow/manager/deploy-upload')
    .set(auth())
    .field('category', 'flow_1')
    .field('tenantIds', '')
    .attach('files', Buffer.from(xml), 'Leave.bpmn20.xml');
const startLeave = (processDefinitionId: string) =>
  request(t.server)
    .post('/api/blade-desk/process/leave/start-process')
    .set(auth())
    .send({ processDefinitionId, taskUser: adminUserId, startTime: '2030-01-01 09:00:00', endTime: '2030-01-06 09:00:00', reason: '攻击' });
const tenantDefinitions = () => t.db.flowDefinition.count({ where: { flowTenant: tenant.tenantId } });

/** Stores a deployment and its definition the way deploy.ts does, without any of its checks (the next version). */
async function storeDirectly(xml: string): Promise<string> {
  const deploymentId = nextId();
  const latest = await t.db.flowDefinition.findFirst({ where: { key: 'Leave' }, orderBy: { version: 'desc' } });
  const version = (latest?.version ?? 0) + 1;
  const id = `Leave:${version}:${deploymentId}`;
  await t.db.flowDeployment.create({
    data: { id: deploymentId, name: 'Leave', category: 'flow_1', flowTenant: tenant.tenantId, resourceName: 'Leave.bpmn20.xml', xml },
  });
  await t.db.flowDefinition.create({
    data: {
      id,
      key: 'Leave',
      name: 'Leave',
      version,
      category: 'flow_1',
      deploymentId,
      resourceName: 'Leave.bpmn20.xml',
      flowTenant: tenant.tenantId,
    },
  });
  return id;
}

describe('deploying BPMN that holds code', () => {
  it.each(cases)('refuses an uploaded %s, naming the element; nothing is stored or run', async (_name, { element, xml }) => {
    const res = await upload(xml);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: `不支持脚本任务: ${element}` });
    expect(await tenantDefinitions()).toBe(0);
    expect(existsSync(marker)).toBe(false);
  });

  it('says it in English when asked', async () => {
    const res = await upload(scripted.scriptTask.xml).set('Accept-Language', 'en');
    expect(res.body.msg).toBe('Script tasks are not supported: evilScript');
  });

  it.each(cases)('refuses to save a model holding a %s; nothing is stored', async (_name, { element, xml }) => {
    const before = await t.db.flowModel.count();
    const res = await request(t.server)
      .post('/api/blade-flow/model/submit')
      .set(auth())
      .send({ name: '请假', modelKey: 'Leave', modelEditorXml: xml });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: `不支持脚本任务: ${element}` });
    expect(await t.db.flowModel.count()).toBe(before);
  });

  it.each(cases)('refuses to deploy a stored model holding a %s', async (_name, { element, xml }) => {
    const model = await t.db.flowModel.create({
      data: {
        id: crypto.randomUUID(),
        name: '请假',
        modelKey: 'Leave',
        modelEditorXml: xml,
        version: 1,
        modelType: 0,
        flowTenant: tenant.tenantId,
      },
    });
    const res = await request(t.server)
      .post('/api/blade-flow/model/deploy')
      .set(auth())
      .query({ modelId: model.id, category: 'flow_1', tenantIds: '' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`不支持脚本任务: ${element}`);
    expect(await tenantDefinitions()).toBe(0);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('starting a definition that reached the database without a deploy', () => {
  it.each(cases)('a stored %s cannot be started: a clear refusal, no file, no leave, no instance', async (_name, { element, xml }) => {
    const definitionId = await storeDirectly(xml);
    const res = await startLeave(definitionId);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: `不支持脚本任务: ${element}` });
    expect(existsSync(marker)).toBe(false);
    expect(await t.db.processLeave.count({ where: { processDefinitionId: definitionId } })).toBe(0);
    expect(await t.db.flowInstance.count({ where: { processDefinitionId: definitionId } })).toBe(0);
  });
});

describe('a condition built to burn CPU', () => {
  it('is refused at once when the process reaches it, and the server goes on answering', async () => {
    const definitionId = await storeDirectly(pathologicalProcess('Leave'));
    const res = await startLeave(definitionId);
    expect(res.status).toBe(400);
    // Its condition is read before the engine runs: refused as the unreadable condition of its flow.
    expect(res.body.msg).toMatch(/^连线 \[\w+\] 的条件无效.*longer than \d+ characters/);
    expect(await t.db.flowInstance.count({ where: { processDefinitionId: definitionId } })).toBe(0);
    const after = await request(t.server).get('/api/blade-flow/work/todo-list').set(auth());
    expect(after.body.success).toBe(true);
  });
});
