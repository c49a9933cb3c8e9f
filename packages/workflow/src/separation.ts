// Separation of duties: nobody approves a process they started. The rule is keyed on the instance's initiator (its
// start user) and the kind of the task, and the service applies it wherever a task gets a person: when a step
// creates tasks (start and complete), when a task is claimed and when it is completed.
import { WorkflowError } from './errors.ts';
import type { ProcessSpec } from './bpmn.ts';

/**
 * `own`: the initiator's own step, assigned to them by the definition itself: the user task's assignee is exactly
 * the start event's initiator variable as one expression (`${applyUser}` with `initiator="applyUser"`), like the
 * leave process's 调整申请. `approval`: every other user task, whoever it is given to.
 */
export type TaskKind = 'own' | 'approval';

export function taskKind(spec: Pick<ProcessSpec, 'initiator' | 'userTasks'>, activityId: string): TaskKind {
  const assignee = spec.userTasks.find((t) => t.id === activityId)?.assignee;
  if (!spec.initiator || !assignee) return 'approval';
  // `${name}` or `#{name}` around the variable, blanks allowed inside; read without a pattern, as any user text is.
  const opens = assignee.startsWith('${') || assignee.startsWith('#{');
  return opens && assignee.endsWith('}') && assignee.slice(2, -1).trim() === spec.initiator ? 'own' : 'approval';
}

/** The task's name for the message: the definition's, else its id. */
const nameOf = (spec: Pick<ProcessSpec, 'userTasks'>, activityId: string) =>
  spec.userTasks.find((t) => t.id === activityId)?.name ?? activityId;

/**
 * Throws `selfApproval` when `user` is the instance's initiator and the task is an approval. Claim and complete ask
 * it about the caller; a new task asks it about its assignee, and about its candidates when the initiator is the
 * only one (a task only the initiator could take is the initiator's).
 */
export function refuseSelfApproval(
  spec: Pick<ProcessSpec, 'initiator' | 'userTasks'>,
  task: { activityId: string },
  initiator: string,
  user: string | null,
): void {
  if (user !== initiator || taskKind(spec, task.activityId) === 'own') return;
  throw new WorkflowError('selfApproval', { task: nameOf(spec, task.activityId) });
}

/** The person a new task effectively goes to: its assignee, or its single candidate user. */
export function holderOf(task: { assignee: string | null; candidates: readonly string[] }): string | null {
  if (task.assignee) return task.assignee;
  return task.candidates.length === 1 ? task.candidates[0]! : null;
}
