// Who may read a process instance's history, diagram with history, variables and comments (and the business
// record behind it, e.g. a leave request): its applicant, its participants (assignee or candidate of any of its
// tasks, past or present, or a delegate of one), holders of the 流程跟踪 menu (flow_follow) and the administrator. Anyone else of the
// tenant is refused with 403 and learns nothing; other tenants' instances are not found (tenant scope).
import { AppError } from '../../core/app-error.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { taskUserOf } from './flow-names.ts';

/** The menu whose holders follow every process of their tenant. */
export const FLOW_FOLLOW_MENU = 'flow_follow';

export type ReadableInstance = { id: bigint; startUserId: string; processDefinitionId: string };

export function createInstanceAccess(s: Pick<Services, 'db' | 'menus'>) {
  /** Whether the caller took part in the instance: started it, or was an assignee or candidate of one of its tasks. */
  async function participates(user: AuthUser, instance: { id: bigint; startUserId: string }): Promise<boolean> {
    const me = taskUserOf(user.userId);
    if (instance.startUserId === me) return true;
    const mine = new Set([me, ...user.roleAliases]);
    const tasks = await s.db.flowTask.findMany({
      where: { processInstanceId: instance.id },
      select: { assignee: true, candidateGroups: true },
    });
    if (tasks.some((t) => t.assignee === me || t.candidateGroups.split(',').some((c) => mine.has(c.trim())))) return true;
    // A delegate took part too, also once the task went back to its owner.
    return (await s.db.flowTaskDelegation.count({ where: { processInstanceId: instance.id, delegate: me } })) > 0;
  }

  /** Whether the caller may read the instance (flow_follow holders and the administrator read them all). */
  async function mayRead(user: AuthUser, instance: { id: bigint; startUserId: string }): Promise<boolean> {
    return (await participates(user, instance)) || s.menus.hasPermission(user, FLOW_FOLLOW_MENU);
  }

  /** The instance when the caller may read it; 400 when it is not found, 403 when it is someone else's. */
  async function readable(user: AuthUser, instanceId: bigint): Promise<ReadableInstance> {
    const instance = await s.db.flowInstance.findFirst({
      where: { id: instanceId },
      select: { id: true, startUserId: true, processDefinitionId: true },
    });
    if (!instance) throw new AppError(400, 'flowInstanceNotFound');
    if (!(await mayRead(user, instance))) throw new AppError(403, 'forbidden');
    return instance;
  }

  /**
   * Whether the caller may read a business record started as a process (a leave request): its applicant, or as its
   * instance is readable; with its instance gone (deleted deployment), only its applicant and the followers.
   */
  async function mayReadRecord(user: AuthUser, record: { applicantId: bigint | null; processInstanceId: string | null }): Promise<boolean> {
    if (record.applicantId !== null && String(record.applicantId) === user.userId) return true;
    const id = /^\d{1,19}$/.test(record.processInstanceId ?? '') ? BigInt(record.processInstanceId!) : null;
    const instance = id === null ? null : await s.db.flowInstance.findFirst({ where: { id }, select: { id: true, startUserId: true } });
    return instance ? mayRead(user, instance) : s.menus.hasPermission(user, FLOW_FOLLOW_MENU);
  }

  return { mayRead, readable, mayReadRecord };
}
