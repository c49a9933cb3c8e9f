// The applicant's 调整申请 step (contract leave-adjust.ts): resubmitting changes the request and recomputes its days
// in the same transaction that completes the step, so the process reads the new days and nothing half-done stays;
// closing ends the process. Only the step's assignee (the applicant) gets past the workflow service.
import { LEAVE_ADJUST_STEP, leaveAdjustRoutes } from '@blade/contract';
import { WorkflowService } from '@blade/workflow';
import { AppError } from '../../core/app-error.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { flowCall } from './flow-errors.ts';
import { taskUserOf } from './flow-names.ts';
import { flowStoreIn } from '../../db/sql/flow-store.ts';
import { leaveDates, leaveDaysOf } from './leave.routes.ts';

/** The names of the 调整申请 step's two ways out (leave-bpmn.ts). */
const RESUBMITTED = '重新申请';
const CLOSED = '结束流程';

export function mountLeaveAdjust(mount: Mount, s: Pick<Services, 'dates' | 'db' | 'menus'>): void {
  mount(leaveAdjustRoutes.adjust, async ({ body }, { user }) => {
    const task = await s.db.flowTask.findFirst({ where: { id: BigInt(body.taskId), endTime: null } });
    if (!task || task.taskDefinitionKey !== LEAVE_ADJUST_STEP) throw new AppError(400, 'flowTaskNotFound');
    const leave = await s.db.processLeave.findFirst({ where: { processInstanceId: String(task.processInstanceId) } });
    if (!leave) throw new AppError(400, 'notFoundRecord');
    const resubmit = body.action === 'resubmit' ? { ...leaveDates(s, body.startTime, body.endTime), reason: body.reason } : undefined;
    await s.db.$transaction(
      async (tx) => {
        if (resubmit)
          await tx.processLeave.update({
            where: { id: leave.id },
            data: { startTime: resubmit.start, endTime: resubmit.end, reason: resubmit.reason },
          });
        await flowCall(() =>
          new WorkflowService(flowStoreIn(tx)).complete({
            taskId: String(task.id),
            user: taskUserOf(user.userId),
            comment: body.comment || (resubmit ? RESUBMITTED : CLOSED),
            pass: Boolean(resubmit),
            serverVariables: resubmit ? { days: leaveDaysOf(s, resubmit.start, resubmit.end) } : {},
          }),
        );
      },
      { timeout: 20_000, maxWait: 20_000 },
    );
    return replyStatus(true);
  });
}
