// Finding: a tenant admin renamed and deleted the platform's common workflow model (flow tenant '') through
// model/submit and model/remove. Common models and definitions are now read-only to everyone but tenant 000000's
// administrator; a tenant copies a common model into its own to change it.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { newTenant } from './flow-attack-fixtures.ts';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof newTenant>>;
let commonModelId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await newTenant(t, '模型租户');
  commonModelId = (await t.db.flowModel.findFirstOrThrow({ where: { modelKey: 'Leave', flowTenant: '' } })).id;
});

const asTenant = (method: 'get' | 'post', path: string) =>
  request(t.server)[method](`/api${path}`).set('Blade-Auth', `bearer ${tenant.token}`);
const commonModel = () => t.db.flowModel.findUniqueOrThrow({ where: { id: commonModelId } });
const commonLeave = () => t.db.flowDefinition.findFirstOrThrow({ where: { key: 'Leave', flowTenant: '' } });

describe('common models and definitions, as a tenant admin', () => {
  it('cannot rename (submit) the common model: 403, the model unchanged', async () => {
    const before = await commonModel();
    const res = await asTenant('post', '/blade-flow/model/submit').send({
      id: commonModelId,
      name: '被改名',
      modelKey: 'Leave',
      modelEditorXml: before.modelEditorXml,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403, success: false, msg: expect.stringContaining('公共流程只能由平台管理员修改') });
    expect(await commonModel()).toEqual(before);
  });

  it('cannot remove the common model: 403, the model still there', async () => {
    const res = await asTenant('post', '/blade-flow/model/remove').query({ ids: commonModelId });
    expect(res.status).toBe(403);
    expect(await t.db.flowModel.count({ where: { id: commonModelId } })).toBe(1);
  });

  it('cannot deploy a model as common nor for another tenant; deploying for itself makes its own definition', async () => {
    const before = await t.db.flowDefinition.count({ where: { flowTenant: '' } });
    const other = await asTenant('post', '/blade-flow/model/deploy').query({
      modelId: commonModelId,
      category: 'flow_1',
      tenantIds: '000000',
    });
    expect(other.status).toBe(403);
    const own = await asTenant('post', '/blade-flow/model/deploy').query({ modelId: commonModelId, category: 'flow_1', tenantIds: '' });
    expect(own.body.success).toBe(true);
    expect(await t.db.flowDefinition.count({ where: { flowTenant: '' } })).toBe(before);
    expect(await t.db.flowDefinition.count({ where: { flowTenant: tenant.tenantId, key: 'Leave' } })).toBe(1);
  });

  it('cannot suspend, activate or delete the common definition: 403, nothing changed', async () => {
    const leave = await commonLeave();
    expect((await asTenant('post', '/blade-flow/manager/change-state').query({ state: 'suspend', processId: leave.id })).status).toBe(403);
    expect((await asTenant('post', '/blade-flow/manager/change-state').query({ state: 'active', processId: leave.id })).status).toBe(403);
    expect(
      (await asTenant('post', '/blade-flow/manager/delete-deployment').query({ deploymentIds: String(leave.deploymentId) })).status,
    ).toBe(403);
    expect(await commonLeave()).toEqual(leave);
  });

  it('copies the common model into its own tenant, then changes and removes its copy freely', async () => {
    const before = await commonModel();
    const copied = await asTenant('post', '/blade-flow/model/copy').query({ id: commonModelId });
    expect(copied.body).toMatchObject({
      success: true,
      data: { name: before.name, modelKey: 'Leave', version: 1, tenantId: tenant.tenantId },
    });
    const copyId = copied.body.data.id as string;
    expect(copyId).not.toBe(commonModelId);
    const renamed = await asTenant('post', '/blade-flow/model/submit').send({
      id: copyId,
      name: '我们的请假',
      modelKey: 'Leave',
      modelEditorXml: before.modelEditorXml,
    });
    expect(renamed.body.data).toMatchObject({ name: '我们的请假', version: 2, tenantId: tenant.tenantId });
    expect((await asTenant('post', '/blade-flow/model/remove').query({ ids: copyId })).body.success).toBe(true);
    expect(await commonModel()).toEqual(before);
  });
});

describe('the platform administrator', () => {
  it('still changes the common model', async () => {
    const admin = await accessToken(t);
    const before = await commonModel();
    const res = await request(t.server)
      .post('/api/blade-flow/model/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ id: commonModelId, name: '请假流程', modelKey: 'Leave', modelEditorXml: before.modelEditorXml });
    expect(res.body.data).toMatchObject({ version: before.version + 1, tenantId: '' });
  });
});
