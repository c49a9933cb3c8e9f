// Finding: complete-task merged the caller's `variables` into the process, so hr approved a 10-day request with
// {"days": 1} and it went to the manager instead of the boss. Now a task's caller sets only the form fields the
// task declares (the leave tasks declare none): the variables set at the start and `pass` cannot be overridden.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient } from '../flow/flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
});

const variablesOf = async (pid: string) =>
  (await t.db.flowInstance.findUniqueOrThrow({ where: { id: BigInt(pid) } })).variables as Record<string, unknown>;

describe('an approver completing a task', () => {
  it('cannot shorten the request (days), change the applicant or overrule the decision (pass): 400, nothing changed', async () => {
    const leave = await c.applyLeave(10, '长假');
    const pid = leave.processInstanceId!;
    const task = (await c.taskOf('hr', pid))!;
    const before = await variablesOf(pid);
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ days: 1 }, '流程变量 days 不能在此步骤设置'],
      [{ taskUser: 'taskUser_1123598821738675203' }, '流程变量 taskUser 不能在此步骤设置'],
      [{ pass: false }, '流程变量 pass 不能在此步骤设置'],
      [{ note: 'anything undeclared' }, '流程变量 note 不能在此步骤设置'],
    ];
    for (const [variables, msg] of attempts) {
      const res = await c.post(
        'hr',
        '/blade-flow/work/complete-task',
        {},
        { taskId: task.taskId, processInstanceId: pid, flag: 'ok', comment: '', variables },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, msg });
    }
    expect(await variablesOf(pid)).toEqual(before);
    expect((await c.taskOf('hr', pid))!.taskId).toBe(task.taskId);

    // Approved as it is, the 10-day request goes to the boss group, as the start decided.
    expect((await c.complete('hr', task, true)).body.success).toBe(true);
    expect(
      await t.db.flowTask.count({ where: { processInstanceId: BigInt(pid), endTime: null, candidateGroups: { contains: 'boss' } } }),
    ).toBe(1);
  });
});
