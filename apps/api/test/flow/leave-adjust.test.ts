// The applicant's 调整申请 step: after a rejection the applicant changes dates and reason and resubmits (the days
// are recomputed, so a now longer leave goes to the boss), or closes the request. Nobody else can.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient } from './flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
});

const leaveOf = (pid: string) => t.db.processLeave.findFirstOrThrow({ where: { processInstanceId: pid } });
const daysOf = async (pid: string) =>
  ((await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } })).variables as { days: number }).days;

async function rejectedLeave(days: number) {
  const sent = await c.applyLeave(days, '回家');
  const pid = sent.processInstanceId!;
  expect((await c.complete('hr', (await c.taskOf('hr', pid))!, false, '日期不对')).body.success).toBe(true);
  const adjust = (await c.taskOf('admin', pid))!;
  expect(adjust.taskName).toBe('调整申请');
  return { pid, adjust };
}

describe('the applicant adjusting a rejected leave', () => {
  it('resubmits new dates and reason: the request changes and the process reads the new days', async () => {
    const { pid, adjust } = await rejectedLeave(2);
    const resubmit = {
      action: 'resubmit',
      taskId: adjust.taskId,
      startTime: '2030-02-01 09:00:00',
      endTime: '2030-02-06 09:00:00',
      reason: '回家探亲',
    };

    const byHr = await c.post('hr', '/blade-desk/process/leave/adjust', {}, resubmit);
    expect(byHr.body).toMatchObject({ code: 400, msg: '您不是该任务的办理人,请先签收' });
    expect((await leaveOf(pid)).reason).toBe('回家');
    expect(await daysOf(pid)).toBe(2);
    const backwards = await c.post('admin', '/blade-desk/process/leave/adjust', {}, { ...resubmit, endTime: '2030-01-01 09:00:00' });
    expect(backwards.status).toBe(400);

    expect((await c.post('admin', '/blade-desk/process/leave/adjust', {}, resubmit)).body).toMatchObject({ success: true });
    expect(await leaveOf(pid)).toMatchObject({ reason: '回家探亲' });
    expect(await daysOf(pid)).toBe(6);
    // hr approves the resubmitted request; six days (1 to 6 February) go to the boss group, not the manager group.
    expect((await c.complete('hr', (await c.taskOf('hr', pid))!, true)).body.success).toBe(true);
    expect((await c.claims('boss')).some((r) => r.processInstanceId === pid)).toBe(true);
    expect((await c.claims('manager')).some((r) => r.processInstanceId === pid)).toBe(false);
  });

  it('closes the request: the process ends', async () => {
    const { pid, adjust } = await rejectedLeave(1);
    expect((await c.post('admin', '/blade-desk/process/leave/adjust', {}, { action: 'close', taskId: adjust.taskId })).body.success).toBe(
      true,
    );
    expect((await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } })).endTime).not.toBeNull();
    expect(await t.db.flowTask.count({ where: { processInstanceId: BigInt(pid), endTime: null } })).toBe(0);
  });

  it('is only for the 调整申请 step: an approval task cannot be adjusted', async () => {
    const sent = await c.applyLeave(1);
    const hrTask = (await c.taskOf('hr', sent.processInstanceId!))!;
    const res = await c.post('hr', '/blade-desk/process/leave/adjust', {}, { action: 'close', taskId: hrTask.taskId });
    expect(res.body).toMatchObject({ code: 400, msg: '任务不存在' });
    expect(await t.db.flowTask.count({ where: { id: BigInt(hrTask.taskId!), endTime: null } })).toBe(1);
  });
});
