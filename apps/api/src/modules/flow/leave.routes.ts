// The leave demo (/blade-desk/process/leave, blade-api.md 5.8): a leave request saved and its `Leave` process
// started in one transaction, with the variables the BPMN reads (taskUser, days, createUser); and its detail. The
// approver the applicant picks cannot be the applicant: the workflow service refuses the step (separation.ts).
import type { ProcessLeaveRecord } from '@blade/contract';
import { leaveRoutes } from '@blade/contract';
import { leaveDays } from '@blade/contract/leave-days';
import { WorkflowService } from '@blade/workflow';
import { AppError, badRequest } from '../../core/app-error.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import { definitionVisible } from './definition-scope.ts';
import { flowCall } from './flow-errors.ts';
import type { FlowNames } from './flow-names.ts';
import { taskUserOf } from './flow-names.ts';
import { flowStoreIn } from '../../db/sql/flow-store.ts';
import { createInstanceAccess } from './instance-access.ts';

export const LEAVE_PROCESS_KEY = 'Leave';
export const LEAVE_TABLE = 'blade_process_leave';

/**
 * The process's `days`: calendar days, both ends included, read from the dates in the server's zone (Blade's
 * Duration.toDays() dropped the remainder of a day, so 12-01 00:00 to 12-04 23:59 counted 3 and skipped the boss).
 */
export function leaveDaysOf(s: Pick<Services, 'dates'>, start: Date, end: Date): number {
  return leaveDays(s.dates.format(start), s.dates.format(end)) ?? 0;
}

/** A leave's dates read in the server's time zone; 400 when unreadable or not in order. */
export function leaveDates(s: Pick<Services, 'dates' | 'db' | 'menus'>, startTime: string, endTime: string) {
  const start = s.dates.parse(startTime);
  const end = s.dates.parse(endTime);
  if (!start) throw badRequest('badParam', { field: 'startTime', reason: startTime });
  if (!end) throw badRequest('badParam', { field: 'endTime', reason: endTime });
  if (end <= start) throw badRequest('badParam', { field: 'endTime', reason: '<= startTime' });
  return { start, end };
}

export function mountLeave(mount: Mount, s: Pick<Services, 'dates' | 'db' | 'menus'>, names: FlowNames): void {
  const access = createInstanceAccess(s);
  const dates = (startTime: string, endTime: string) => leaveDates(s, startTime, endTime);

  mount(leaveRoutes.startProcess, async ({ body }, { user }) => {
    const { start, end } = dates(body.startTime, body.endTime);
    const approver = await s.db.user.findFirst({ where: { id: BigInt(body.taskUser) }, select: { id: true } });
    if (!approver) throw new AppError(400, 'leaveApproverMissing');
    const fields = { startTime: start, endTime: end, reason: body.reason, taskUser: body.taskUser };
    if (body.id) {
      // A request whose process started is read-only: what was approved stays what was asked. Its applicant changes
      // it only at the 调整申请 step (leave-adjust.routes.ts), which sends it through approval again.
      const { count } = await s.db.processLeave.updateMany({
        where: { id: BigInt(body.id), createUser: BigInt(user.userId), OR: [{ processInstanceId: null }, { processInstanceId: '' }] },
        data: fields,
      });
      if (count) return replyStatus(true);
      const mine = await s.db.processLeave.count({ where: { id: BigInt(body.id), createUser: BigInt(user.userId) } });
      throw new AppError(400, mine ? 'leaveReadOnly' : 'notFoundRecord');
    }
    const definition = await s.db.flowDefinition.findUnique({
      where: { id: body.processDefinitionId },
      select: { key: true, flowTenant: true },
    });
    if (!definition || !definitionVisible(user, definition.flowTenant)) throw new AppError(400, 'flowDefinitionNotFound');
    if (definition.key !== LEAVE_PROCESS_KEY) throw new AppError(400, 'leaveNotLeaveProcess');
    const id = nextId();
    await s.db.$transaction(
      async (tx) => {
        await tx.processLeave.create({ data: { ...fields, id, processDefinitionId: body.processDefinitionId, applyTime: new Date() } });
        const started = await flowCall(() =>
          new WorkflowService(flowStoreIn(tx)).start({
            definitionId: body.processDefinitionId,
            tenantId: user.tenantId,
            businessKey: `${LEAVE_TABLE}:${id}`,
            startUser: taskUserOf(user.userId),
            variables: { createUser: user.account, taskUser: taskUserOf(body.taskUser), days: leaveDaysOf(s, start, end) },
          }),
        );
        await tx.processLeave.update({ where: { id }, data: { processInstanceId: started.instanceId } });
      },
      { timeout: 20_000, maxWait: 20_000 },
    );
    return replyStatus(true);
  });

  mount(leaveRoutes.detail, async ({ query }, { user }) => {
    const row = await s.db.processLeave.findFirst({ where: { id: BigInt(query.businessId) } });
    if (!row) throw new AppError(400, 'notFoundRecord');
    if (!(await access.mayReadRecord(user, { applicantId: row.createUser, processInstanceId: row.processInstanceId })))
      throw new AppError(403, 'forbidden');
    const applicant = row.createUser === null ? '' : taskUserOf(row.createUser);
    const people = await names.users([applicant]);
    const record: ProcessLeaveRecord = {
      id: String(row.id),
      tenantId: row.tenantId,
      processDefinitionId: row.processDefinitionId ?? '',
      processInstanceId: row.processInstanceId ?? '',
      startTime: (row.startTime ?? '') as unknown as string,
      endTime: (row.endTime ?? '') as unknown as string,
      reason: row.reason ?? '',
      taskUser: row.taskUser ?? '',
      applyTime: (row.applyTime ?? '') as unknown as string,
      createUser: row.createUser === null ? '' : String(row.createUser),
      createDept: row.createDept === null ? '' : String(row.createDept),
      createTime: row.createTime as unknown as string,
      updateUser: row.updateUser === null ? '' : String(row.updateUser),
      updateTime: row.updateTime as unknown as string,
      status: row.status,
      isDeleted: row.isDeleted,
      flow: { assigneeName: people.get(applicant) ?? '' },
    };
    return record;
  });
}
