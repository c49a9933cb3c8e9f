// Handing one's tasks on (contract flow-tasks.ts): unclaim back to the candidates, delegate to a colleague who
// resolves it back to its owner, the holder's draft of the task's form, and the processes the work lists filter by.
// The workflow service decides who may unclaim, delegate and resolve; this file checks the delegate is a colleague
// and keeps the drafts, which are the holder's only (the task's current assignee, read under the tenant scope).
import type { TaskState } from '@blade/contract';
import { flowTaskRoutes } from '@blade/contract';
import type { WorkflowService } from '@blade/workflow';
import { AppError } from '../../core/app-error.ts';
import { replySuccess } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { seesAllTenants } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { flowCall } from './flow-errors.ts';
import type { FlowNames } from './flow-names.ts';
import { taskUserOf } from './flow-names.ts';
import { dateOrEmpty } from './flow-records.ts';

/** A draft holds a form's values, not documents: a bound on what one task's draft may store. */
const DRAFT_MAX_CHARS = 20_000;

export function mountTaskHandover(mount: Mount, s: Pick<Services, 'db'>, deps: { flow: WorkflowService; names: FlowNames }): void {
  const { flow, names } = deps;

  /** The open task the caller holds (its assignee); refused as not theirs otherwise. */
  async function heldTask(user: AuthUser, taskId: string) {
    const task = await s.db.flowTask.findFirst({ where: { id: BigInt(taskId), open: true } });
    if (!task) throw new AppError(400, 'flowTaskNotFound');
    if (task.assignee !== taskUserOf(user.userId)) throw new AppError(400, 'flowNotAssignee');
    return task;
  }

  async function writeDraft(user: AuthUser, taskId: bigint, comment: string, variables: Record<string, unknown>) {
    if (JSON.stringify(variables).length + comment.length > DRAFT_MAX_CHARS)
      throw new AppError(400, 'flowDraftTooLarge', { max: String(DRAFT_MAX_CHARS) });
    const userId = taskUserOf(user.userId);
    const data = { comment, variables: variables as object, updateTime: new Date() };
    await s.db.flowTaskDraft.upsert({
      where: { taskId_userId: { taskId, userId } },
      create: { taskId, userId, ...data },
      update: data,
    });
  }

  mount(flowTaskRoutes.unclaimTask, async ({ query }, { user }) => {
    await flowCall(() => flow.unclaim({ taskId: query.taskId, user: taskUserOf(user.userId) }));
    return replySuccess('flowUnclaimed');
  });

  mount(flowTaskRoutes.delegateTask, async ({ body }, { user }) => {
    // A colleague: an active user of the caller's own tenant (another tenant's user id is not found, as any unknown one).
    const colleague = await s.db.user.findFirst({
      where: { id: BigInt(body.userId), tenantId: user.tenantId, isDeleted: 0 },
      select: { id: true },
    });
    if (!colleague) throw new AppError(400, 'flowDelegateNotColleague');
    await flowCall(() => flow.delegate({ taskId: body.taskId, user: taskUserOf(user.userId), delegate: taskUserOf(colleague.id) }));
    return replySuccess('flowDelegated');
  });

  mount(flowTaskRoutes.resolveTask, async ({ body }, { user }) => {
    const { owner, accepted } = await flowCall(() =>
      flow.resolve({ taskId: body.taskId, user: taskUserOf(user.userId), comment: body.comment, variables: body.variables }),
    );
    // What the delegate entered comes back to the owner as their draft, to complete with or change.
    if (owner) {
      const taskId = BigInt(body.taskId);
      const data = { comment: body.comment, variables: accepted as object, updateTime: new Date() };
      await s.db.flowTaskDraft.deleteMany({ where: { taskId, userId: taskUserOf(user.userId) } });
      await s.db.flowTaskDraft.upsert({
        where: { taskId_userId: { taskId, userId: owner } },
        create: { taskId, userId: owner, ...data },
        update: data,
      });
    }
    return replySuccess('flowResolved');
  });

  mount(flowTaskRoutes.taskState, async ({ query }, { user }) => {
    const task = await heldTask(user, query.taskId);
    const draft = await s.db.flowTaskDraft.findUnique({ where: { taskId_userId: { taskId: task.id, userId: taskUserOf(user.userId) } } });
    const ownerName = task.owner ? ((await names.users([task.owner])).get(task.owner) ?? '') : '';
    const delegation = task.delegation === 'pending' || task.delegation === 'resolved' ? task.delegation : '';
    const state: TaskState = {
      taskId: String(task.id),
      delegationState: delegation,
      owner: task.owner ?? '',
      ownerName,
      canUnclaim: task.claimTime !== null && task.candidateGroups !== '' && delegation !== 'pending',
      draft: draft
        ? { comment: draft.comment, variables: draft.variables as Record<string, unknown>, updateTime: dateOrEmpty(draft.updateTime) }
        : null,
    };
    return state;
  });

  mount(flowTaskRoutes.saveDraft, async ({ body }, { user }) => {
    const task = await heldTask(user, body.taskId);
    await writeDraft(user, task.id, body.comment, body.variables);
    return replySuccess('flowDraftSaved');
  });

  mount(flowTaskRoutes.processOptions, async (_request, { user }) => {
    const rows = await s.db.flowDefinition.findMany({
      where: seesAllTenants(user) ? {} : { flowTenant: { in: ['', user.tenantId] } },
      orderBy: [{ key: 'asc' }, { version: 'desc' }],
      select: { key: true, name: true },
    });
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.key) && seen.add(r.key)).map((r) => ({ key: r.key, name: r.name || r.key }));
  });
}
