// The workflow's steps run as raw SQL (db/sql/flow-store.ts), outside the tenancy extension: a task of one
// tenant must stay out of another tenant's reach, answered exactly as a task that does not exist.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient } from '../flow/flow-fixtures.ts';
import { newTenant } from './flow-attack-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;
let other: Awaited<ReturnType<typeof newTenant>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
  other = await newTenant(t, '另一租户');
});

const asOther = (path: string) => request(t.server).post(`/api${path}`).set('Blade-Auth', `bearer ${other.token}`);

describe("another tenant's tasks", () => {
  it('cannot be claimed nor completed from another tenant: "no such task", nothing changed', async () => {
    const { processInstanceId } = await c.applyLeave(5, '跨租户');
    await c.complete('hr', (await c.taskOf('hr', processInstanceId!))!, true);
    const groupTask = await t.db.flowTask.findFirstOrThrow({ where: { processInstanceId: BigInt(processInstanceId!), open: true } });
    expect(groupTask.assignee).toBeNull();

    const claim = await asOther('/blade-flow/work/claim-task').query({ taskId: String(groupTask.id) });
    expect(claim.body).toMatchObject({ code: 400, msg: '任务不存在' });
    const complete = await asOther('/blade-flow/work/complete-task').send({
      taskId: String(groupTask.id),
      processInstanceId,
      flag: 'ok',
      comment: '',
    });
    expect(complete.body).toMatchObject({ code: 400, msg: '任务不存在' });

    const after = await t.db.flowTask.findUniqueOrThrow({ where: { id: groupTask.id } });
    expect(after).toMatchObject({ open: true, assignee: null, comment: null });
  });
});
