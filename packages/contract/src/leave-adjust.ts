// The applicant's 调整申请 step of the leave process: after a rejection the applicant changes the dates and reason
// and resubmits (the days are recomputed by the server), or closes the request. Completing that step through
// complete-task only says yes or no; this route is how the request itself changes.
import { z } from 'zod';
import { ZId, zNoData } from './common.ts';
import { zLeaveDate } from './flow.ts';
import { defineRoute, tokenAccess } from './route.ts';

/** The leave process's 调整申请 user task: the step the applicant's own form (leave/adjust) answers. */
export const LEAVE_ADJUST_STEP = 'userTask';

export const ZLeaveAdjust = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('resubmit'),
      taskId: ZId,
      startTime: zLeaveDate,
      endTime: zLeaveDate,
      reason: z.string().trim().min(1).max(255),
      comment: z.string().trim().max(2000).optional().nullable(),
    })
    .refine((v) => v.endTime > v.startTime, { message: 'v.leaveEndAfterStart', path: ['endTime'] }),
  z.object({ action: z.literal('close'), taskId: ZId, comment: z.string().trim().max(2000).optional().nullable() }),
]);

export const leaveAdjustRoutes = {
  adjust: defineRoute({
    method: 'POST',
    path: '/blade-desk/process/leave/adjust',
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: ZLeaveAdjust,
    summary: "The applicant's 调整申请 step: resubmit with new dates and reason (days recomputed), or close the request",
  }),
};
