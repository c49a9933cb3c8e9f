// Camunda-Tasklist-style handling of one's tasks beyond Blade's claim and complete: giving a claimed task back to
// its candidates (unclaim), delegating it to a colleague who resolves it back (Flowable's DelegationState), a draft
// of the task's form, and the processes the work lists filter by.
import { z } from 'zod';
import { ZId } from './common.ts';
import { defineRoute, tokenAccess } from './route.ts';
import { zNoData } from './common.ts';

const work = (action: string) => `/blade-flow/work/${action}`;

/** Values entered on a task's form: plain values under identifier-like names (the task's fields decide what is kept). */
const zTaskValues = z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'v.variableName'), z.unknown()).default({});
const zComment = z.string().trim().max(2000).optional().default('');

/** Where a task the caller holds stands, and the caller's draft of its form. */
export const ZTaskState = z.object({
  taskId: z.string(),
  /** 'pending': the caller holds it as a delegate; 'resolved': it came back from a delegate; '' otherwise. */
  delegationState: z.enum(['pending', 'resolved', '']),
  owner: z.string(),
  ownerName: z.string(),
  /** Claimed from candidates, so it may be given back. */
  canUnclaim: z.boolean(),
  draft: z.object({ comment: z.string(), variables: z.record(z.string(), z.unknown()), updateTime: z.string() }).nullable(),
});
export type TaskState = z.infer<typeof ZTaskState>;

export const flowTaskRoutes = {
  unclaimTask: defineRoute({
    method: 'POST',
    path: work('unclaim-task'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ taskId: ZId }),
    summary: 'Give a task the caller claimed back to its candidates; a task the process assigned directly is refused',
  }),
  delegateTask: defineRoute({
    method: 'POST',
    path: work('delegate-task'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: z.object({ taskId: ZId, userId: ZId }),
    summary: "Delegate the caller's task to a user of the same tenant; the caller stays its owner and gets it back resolved",
  }),
  resolveTask: defineRoute({
    method: 'POST',
    path: work('resolve-task'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: z.object({ taskId: ZId, comment: zComment, variables: zTaskValues }),
    summary: "The delegate gives the task back to its owner with what they entered (the owner's draft); only its owner completes it",
  }),
  taskState: defineRoute({
    method: 'GET',
    path: work('task-state'),
    access: tokenAccess,
    response: 'envelope',
    answer: ZTaskState,
    query: z.object({ taskId: ZId }),
    summary: "A task the caller holds: its delegation state, whether it may be unclaimed, and the caller's draft of its form",
  }),
  saveDraft: defineRoute({
    method: 'POST',
    path: work('save-draft'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: z.object({ taskId: ZId, comment: zComment, variables: zTaskValues }),
    summary: "Save the form of a task the caller holds without completing it (the caller's own draft; completion clears it)",
  }),
  processOptions: defineRoute({
    method: 'GET',
    path: work('process-options'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(z.object({ key: z.string(), name: z.string() })),
    summary: "The processes the caller's work lists may be filtered by: the common ones and their tenant's, by key",
  }),
};
