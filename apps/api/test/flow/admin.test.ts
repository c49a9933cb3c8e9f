// The administration side of the workflow: models (submit, version bump, deploy), definitions (list, state,
// upload, delete with cascade), running instances (follow, delete with reason), the diagram of a definition.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_BPMN } from '../../src/modules/flow/leave-bpmn.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient } from './flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
});

const simple = (key: string, name = key) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="s"/><userTask id="u" name="审批" flowable:candidateGroups="hr"/><endEvent id="e"/>
    <sequenceFlow id="f1" sourceRef="s" targetRef="u"/><sequenceFlow id="f2" sourceRef="u" targetRef="e"/>
  </process>
</definitions>`;
const noProcess = '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t"/>';

const upload = (files: { name: string; xml: string }[], fields: Record<string, string>) => {
  let r = request(t.server).post('/api/blade-flow/manager/deploy-upload').set('Blade-Auth', `bearer ${c.tokens.admin}`);
  for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
  for (const f of files) r = r.attach('files', Buffer.from(f.xml), f.name);
  return r;
};
const definitions = async (key: string) =>
  (await c.get('admin', '/blade-flow/manager/list', { size: 100 })).body.data.records.filter((r: { key: string }) => r.key === key) as {
    id: string;
    version: number;
    deploymentId: string;
    suspensionState: number;
    categoryName: string;
  }[];

describe('models', () => {
  it('lists the seeded Leave model, submits a new one, bumps its version, deploys it', async () => {
    const list = await c.get('admin', '/blade-flow/model/list', { name: '请假' });
    expect(list.body.data.records[0]).toMatchObject({ modelKey: 'Leave', modelType: 0, version: 1 });

    const created = await c.post(
      'admin',
      '/blade-flow/model/submit',
      {},
      { name: '报销', modelKey: 'Expense', description: 'd', modelEditorXml: simple('Expense', '报销流程') },
    );
    expect(created.body.data).toMatchObject({ name: '报销', version: 1, createdBy: 'taskUser_1123598821738675201' });
    const id = created.body.data.id as string;
    const updated = await c.post(
      'admin',
      '/blade-flow/model/submit',
      {},
      { id, name: '报销2', modelKey: 'Expense', modelEditorXml: simple('Expense', '报销流程') },
    );
    expect(updated.body.data.version).toBe(2);
    expect((await c.get('admin', '/blade-flow/model/detail', { id })).body.data).toMatchObject({
      name: '报销2',
      modelEditorXml: expect.stringContaining('Expense'),
    });

    expect((await c.post('admin', '/blade-flow/model/deploy', { modelId: id, category: 'flow_2', tenantIds: '' })).body.success).toBe(true);
    expect((await c.post('admin', '/blade-flow/model/deploy', { modelId: id, category: 'flow_2', tenantIds: '000000' })).body.success).toBe(
      true,
    );
    const common = (await c.get('admin', '/blade-flow/work/start-list', { category: 'flow_2' })).body.data.records;
    expect(common).toEqual([
      expect.objectContaining({ key: 'Expense', version: 1, tenantId: '', categoryName: '报销流程', resourceName: '报销2.bpmn20.xml' }),
    ]);
    const own = (await c.get('admin', '/blade-flow/work/start-list', { category: 'flow_2', mode: 2 })).body.data.records;
    expect(own).toEqual([expect.objectContaining({ key: 'Expense', tenantId: '000000' })]);
    expect(own[0].id).toMatch(/^Expense:1:\d+$/);

    expect((await c.post('admin', '/blade-flow/model/remove', { ids: id })).body.success).toBe(true);
    expect((await c.get('admin', '/blade-flow/model/detail', { id })).body.msg).toBe('模型不存在');
  });

  it('saves a draft but refuses what is not BPMN, and deploys no model without a process (部署失败,未找到流程)', async () => {
    const bad = await c.post('admin', '/blade-flow/model/submit', {}, { name: 'x', modelKey: 'X', modelEditorXml: 'not xml' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^流程文件无效/);
    const empty = await c.post('admin', '/blade-flow/model/submit', {}, { name: '空', modelKey: 'Empty', modelEditorXml: noProcess });
    expect(empty.body.success).toBe(true);
    const deploy = await c.post('admin', '/blade-flow/model/deploy', { modelId: empty.body.data.id, category: 'flow_1' });
    expect(deploy.body).toMatchObject({ code: 400, msg: '部署失败,未找到流程' });
    const badCategory = await c.post('admin', '/blade-flow/model/deploy', { modelId: empty.body.data.id, category: 'leave' });
    expect(badCategory.status).toBe(400);
  });

  it('is refused to users without the menu', async () => {
    expect((await c.get('hr', '/blade-flow/model/list')).body.success).toBe(false);
    expect((await c.post('hr', '/blade-flow/manager/change-state', { state: 'suspend', processId: 'Leave:1:1' })).body.success).toBe(false);
  });
});

describe('definitions', () => {
  it('uploads .bpmn20.xml files, versions them per key, refuses other names and invalid files storing nothing', async () => {
    const ok = await upload(
      [
        { name: 'Trip.bpmn20.xml', xml: simple('Trip', '出差') },
        { name: 'Trip2.bpmn', xml: simple('Trip', '出差') },
      ],
      { category: 'flow_2', tenantIds: '' },
    );
    expect(ok.body).toMatchObject({ success: true });
    expect((await definitions('Trip')).map((d) => d.version).sort()).toEqual([1, 2]);

    const wrongName = await upload([{ name: 'Trip.txt', xml: simple('Trip') }], { category: 'flow_2' });
    expect(wrongName.body).toMatchObject({ code: 400, msg: '只能上传 .bpmn20.xml 或 .bpmn 文件: Trip.txt' });
    const mixed = await upload(
      [
        { name: 'A.bpmn', xml: simple('Trip') },
        { name: 'B.bpmn', xml: noProcess },
      ],
      { category: 'flow_2' },
    );
    expect(mixed.body.msg).toBe('部署失败,未找到流程');
    const dangling = await upload([{ name: 'C.bpmn', xml: simple('Trip').replace('targetRef="e"', 'targetRef="zz"') }], {
      category: 'flow_2',
    });
    expect(dangling.body).toMatchObject({ code: 400, msg: '连线 f2 连接了不存在的节点' });
    const documentation = await upload([{ name: 'D.bpmn', xml: simple('Trip').replace('isExecutable="true"', 'isExecutable="false"') }], {
      category: 'flow_2',
    });
    expect(documentation.body).toMatchObject({ code: 400, msg: '流程不可执行(isExecutable="false"): Trip' });
    const complex = await upload(
      [{ name: 'E.bpmn', xml: simple('Trip').replace('<endEvent id="e"/>', '<complexGateway id="g"/><endEvent id="e"/>') }],
      { category: 'flow_2' },
    );
    expect(complex.body).toMatchObject({ code: 400, msg: '不支持的流程元素: bpmn:ComplexGateway' });
    expect(await definitions('Trip')).toHaveLength(2);
    expect((await upload([], { category: 'flow_2' })).body.msg).toBe('请选择要部署的流程文件');
    // Too large is 413, as for every other upload route.
    const big = await upload([{ name: 'Big.bpmn', xml: simple('Trip') + ' '.repeat(512 * 1024) }], { category: 'flow_2' });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413, msg: '流程文件过大,上限为512 KB' });

    const check = await request(t.server)
      .post('/api/blade-flow/manager/check-upload')
      .set('Blade-Auth', `bearer ${c.tokens.admin}`)
      .attach('file', Buffer.from('x'), 'Leave.bpmn20.xml');
    expect(check.body.data).toEqual({ name: 'Leave.bpmn20.xml', success: true });
  });

  it('suspends and activates with Blade messages; a suspended definition cannot be started', async () => {
    const leave = await c.leaveDefinition();
    const suspend = await c.post('admin', '/blade-flow/manager/change-state', { state: 'suspend', processId: leave });
    expect(suspend.body).toMatchObject({ success: true, msg: `挂起ID为 [${leave}] 的流程成功` });
    expect((await c.post('admin', '/blade-flow/manager/change-state', { state: 'suspend', processId: leave })).body.msg).toBe(
      `ID为 [${leave}] 的流程已是此状态，无需操作`,
    );
    const start = await c.post(
      'admin',
      '/blade-desk/process/leave/start-process',
      {},
      {
        processDefinitionId: leave,
        taskUser: '1123598821738675202',
        startTime: '2030-01-01 09:00:00',
        endTime: '2030-01-02 09:00:00',
        reason: 'r',
      },
    );
    expect(start.body).toMatchObject({ code: 400, msg: '流程定义已挂起,无法发起或办理' });
    expect((await c.get('admin', '/blade-flow/work/start-list', { category: 'flow_1' })).body.data.records).toEqual([]);
    expect((await c.post('admin', '/blade-flow/manager/change-state', { state: 'active', processId: leave })).body.msg).toBe(
      `激活ID为 [${leave}] 的流程成功`,
    );
    const wrong = await c.post('admin', '/blade-flow/manager/change-state', { state: 'suspended', processId: leave });
    expect(wrong.status).toBe(400);
  });

  it('shows the XML of a definition for the diagram', async () => {
    const view = await c.get('admin', '/blade-flow/process/model-view', { processDefinitionId: await c.leaveDefinition() });
    expect(view.body.data.xml).toBe(LEAVE_BPMN);
    expect(view.body.data.flow).toBeUndefined();
    expect((await c.get('admin', '/blade-flow/process/model-view')).status).toBe(400);
  });

  it('deletes a deployment with its instances, tasks and history', async () => {
    await upload([{ name: 'Gone.bpmn', xml: simple('Gone') }], { category: 'flow_2' });
    const [gone] = await definitions('Gone');
    const instance = await t.db.flowInstance.create({
      data: { id: 77n, processDefinitionId: gone!.id, startUserId: 'taskUser_1', tenantId: '000000' },
    });
    await t.db.flowTask.create({
      data: { id: 78n, processInstanceId: instance.id, processDefinitionId: gone!.id, taskDefinitionKey: 'u', tenantId: '000000' },
    });
    const res = await c.post('admin', '/blade-flow/manager/delete-deployment', { deploymentIds: gone!.deploymentId });
    expect(res.body.success).toBe(true);
    expect(await definitions('Gone')).toEqual([]);
    expect(await t.db.flowInstance.count({ where: { id: 77n } })).toBe(0);
    expect(await t.db.flowTask.count({ where: { id: 78n } })).toBe(0);
  });
});

describe('running instances', () => {
  it('follows running instances and deletes one with a reason; its tasks leave the todo list', async () => {
    const sent = await c.applyLeave(2, '跟踪');
    const pid = sent.processInstanceId!;
    const list = (await c.get('admin', '/blade-flow/follow/list', { processDefinitionKey: 'Leave' })).body.data.records;
    expect(list.find((r: { processInstanceId: string }) => r.processInstanceId === pid)).toMatchObject({
      startUser: '管理员',
      processDefinitionKey: 'Leave',
      activityId: 'hrTask',
      categoryName: '请假流程',
      suspensionState: 1,
    });
    const byId = (await c.get('admin', '/blade-flow/follow/list', { processInstanceId: pid })).body.data;
    expect(byId.total).toBe(1);
    expect((await c.post('admin', '/blade-flow/follow/delete-process-instance', { processInstanceId: pid })).status).toBe(400);
    expect(
      (await c.post('admin', '/blade-flow/follow/delete-process-instance', { processInstanceId: pid, deleteReason: '重复' })).body.success,
    ).toBe(true);
    expect(await c.taskOf('hr', pid)).toBeUndefined();
    expect((await c.get('admin', '/blade-flow/follow/list', { processInstanceId: pid })).body.data.total).toBe(0);
    expect((await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } })).deleteReason).toBe('重复');
    const again = await c.post('admin', '/blade-flow/follow/delete-process-instance', { processInstanceId: pid, deleteReason: '再删' });
    expect(again.body.msg).toBe('流程实例已结束');
  });

  it('filters task lists by category, name and dates', async () => {
    const { processInstanceId: pid } = await c.applyLeave(3, '过滤');
    const has = async (query: object) =>
      (await c.get('hr', '/blade-flow/work/todo-list', query)).body.data.records.some(
        (r: { processInstanceId: string }) => r.processInstanceId === pid,
      );
    expect(await has({ category: 'flow_1' })).toBe(true);
    expect(await has({ category: 'flow_2' })).toBe(false);
    expect(await has({ processDefinitionName: '请假' })).toBe(true);
    expect(await has({ processDefinitionName: '报销' })).toBe(false);
    expect(await has({ beginDate: '2000-01-01 00:00:00', endDate: '2999-01-01 00:00:00' })).toBe(true);
    expect(await has({ beginDate: '2999-01-01 00:00:00' })).toBe(false);
    const at = (offsetMs: number) => t.app.services.dates.format(new Date(Date.now() + offsetMs));
    expect(await has({ beginDate: at(-600_000), endDate: at(600_000) })).toBe(true);
    expect(await has({ beginDate: at(600_000) })).toBe(false);
    expect(await has({ endDate: at(-600_000) })).toBe(false);
    const todo = (await c.get('hr', '/blade-flow/work/todo-list')).body.data;
    expect(todo.size).toBe(todo.total);
    expect(todo.total).toBe(todo.records.length);
  });
});

describe('tenants', () => {
  it("never lists another tenant's tasks, even for a matching role", async () => {
    const definitionId = await c.leaveDefinition();
    await t.db.flowInstance.create({
      data: {
        id: 91n,
        processDefinitionId: definitionId,
        startUserId: 'taskUser_9',
        tenantId: '111111',
        businessKey: 'blade_process_leave:91',
      },
    });
    await t.db.flowTask.create({
      data: {
        id: 92n,
        processInstanceId: 91n,
        processDefinitionId: definitionId,
        taskDefinitionKey: 'bossTask',
        candidateGroups: 'boss',
        tenantId: '111111',
      },
    });
    await t.db.flowTask.create({
      data: {
        id: 93n,
        processInstanceId: 91n,
        processDefinitionId: definitionId,
        taskDefinitionKey: 'hrTask',
        assignee: 'taskUser_1123598821738675202',
        tenantId: '111111',
      },
    });
    expect((await c.claims('boss')).some((r) => r.taskId === '92')).toBe(false);
    expect((await c.todo('hr')).some((r) => r.taskId === '93')).toBe(false);
    const claim = await c.post('boss', '/blade-flow/work/claim-task', { taskId: '92' });
    expect(claim.body).toMatchObject({ code: 400, msg: '任务不存在' });
  });
});
