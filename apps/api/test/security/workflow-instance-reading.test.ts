// Finding: any user of a tenant read any leave request and its process history (comments, assignees). Now a
// process instance and the record behind it are read only by its applicant, its participants (assignees and
// candidates of its tasks, past or present), holders of the 流程跟踪 menu and the administrator.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient } from '../flow/flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;
let leave: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
  // admin applies for 2 days: hr approves with a comment, the manager group (not boss) is next.
  leave = await c.applyLeave(2, '家中有事-机密');
  await c.complete('hr', (await c.taskOf('hr', leave.processInstanceId!))!, true, '人事意见-机密');
});

const reads = (who: 'admin' | 'hr' | 'manager' | 'boss') =>
  Promise.all([
    c.get(who, '/blade-desk/process/leave/detail', { businessId: leave.businessId }),
    c.get(who, '/blade-flow/process/history-flow-list', { processInstanceId: leave.processInstanceId }),
    c.get(who, '/blade-flow/process/model-view', { processInstanceId: leave.processInstanceId }),
  ]);

describe('reading a leave and its process', () => {
  it('refuses another ordinary user of the tenant (boss is no participant of a 2-day leave): 403, nothing revealed', async () => {
    expect(
      await t.db.flowTask.count({ where: { processInstanceId: BigInt(leave.processInstanceId!), candidateGroups: { contains: 'boss' } } }),
    ).toBe(0);
    for (const res of await reads('boss')) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, success: false, data: null });
      expect(JSON.stringify(res.body)).not.toMatch(/机密|taskUser_/);
    }
  });

  it('lets the applicant, a past assignee and a present candidate read it', async () => {
    for (const who of ['admin', 'hr', 'manager'] as const) {
      const [detail, history, view] = await reads(who);
      expect(detail.body.data.reason, who).toBe('家中有事-机密');
      expect(
        history.body.data.map((h: { comment: string }) => h.comment),
        who,
      ).toContain('人事意见-机密');
      expect(view.body.data.flow.length, who).toBeGreaterThan(0);
    }
  });
});
