// The workflow service: start, claim, complete and delete, each one transaction over the store. The instance row
// is locked first, so two completions of one task (two users, two API processes) run one after the other and the
// second finds the task closed; the task update itself is also guarded (`closeTask` answers false when closed).
// Separation of duties (separation.ts) is checked here, so every route that starts, claims or completes is held to it.
import { textOf } from '@blade/contract';
import { WorkflowError } from './errors.ts';
import { resolve } from './expression.ts';
import type { ActivityEvent, StepOutcome, Wait } from './runtime.ts';
import { runSignal, runStart } from './runtime.ts';
import type { FlowStore, FlowStoreTx, NewActivity, NewTask, StoredInstance } from './store.ts';
import type { ProcessSpec } from './bpmn.ts';
import { parseBpmn } from './bpmn.ts';
import { acceptFormValues, shownFormValues } from './form-fields.ts';
import { holderOf, refuseSelfApproval } from './separation.ts';
import { dueDateOf } from './due-date.ts';

export type StartInput = {
  definitionId: string;
  tenantId: string;
  businessKey: string | null;
  /** The initiator as a task user, `taskUser_<id>`. */
  startUser: string;
  variables: Record<string, unknown>;
};

export type StepResult = { instanceId: string; ended: boolean; tasks: NewTask[] };

/** Each deployed definition parsed once (a definition's XML never changes; a new version is a new definition). */
const specs = new Map<string, Promise<ProcessSpec>>();
export function processSpecOf(definition: { id: string; xml: string }): Promise<ProcessSpec> {
  let spec = specs.get(definition.id);
  if (!spec) {
    spec = parseBpmn(definition.xml);
    spec.catch(() => specs.delete(definition.id));
    specs.set(definition.id, spec);
  }
  return spec;
}

export class WorkflowService {
  constructor(
    private readonly store: FlowStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(input: StartInput): Promise<StepResult> {
    return this.store.transaction(async (tx) => {
      const definition = await tx.definition(input.definitionId);
      if (!definition) throw new WorkflowError('definitionNotFound');
      if (definition.suspended) throw new WorkflowError('definitionSuspended');
      const spec = await processSpecOf(definition);
      const { initiator } = spec;
      const variables = { ...input.variables, ...(initiator ? { [initiator]: input.startUser } : {}) };
      const startTime = this.now();
      const outcome = await runStart(definition, variables);
      const instanceId = this.store.nextId();
      await tx.insertInstance({
        id: instanceId,
        definitionId: definition.id,
        tenantId: input.tenantId,
        businessKey: input.businessKey,
        startUserId: input.startUser,
        startTime,
        endTime: outcome.ended ? this.now() : null,
        state: outcome.state,
        variables,
      });
      const instance: StoredInstance = {
        id: instanceId,
        definitionId: definition.id,
        tenantId: input.tenantId,
        startUser: input.startUser,
        state: outcome.state,
        variables,
        version: 1,
      };
      const tasks = await this.record(tx, spec, instance, outcome, 1, { startUser: input.startUser });
      return { instanceId, ended: outcome.ended, tasks };
    });
  }

  /**
   * Claims an open group task for `user` when one of `groups` (role aliases) or the user is a candidate, and the
   * user is not the initiator of its instance.
   */
  async claim(input: { taskId: string; user: string; groups: readonly string[] }): Promise<void> {
    await this.store.transaction(async (tx) => {
      const { task, instance } = await this.lockTask(tx, input.taskId);
      if (task.assignee === input.user) return;
      if (task.assignee) throw new WorkflowError('taskClaimed');
      if (!task.candidates.some((c) => c === input.user || input.groups.includes(c))) throw new WorkflowError('notCandidate');
      const { spec } = await this.definitionOf(tx, instance.definitionId);
      refuseSelfApproval(spec, task, instance.startUser, input.user);
      if (!(await tx.claimTask(task.id, input.user, this.now()))) throw new WorkflowError('taskClaimed');
      await tx.assignActivity(task.id, input.user);
    });
  }

  /**
   * Completes the caller's task with its comment and decision (`pass`, when the process reads one). `variables`
   * holds the task's declared form values only (form-fields.ts): nothing set at the start can be overridden.
   */
  async complete(input: {
    taskId: string;
    user: string;
    comment: string | null;
    pass?: boolean;
    variables?: Record<string, unknown>;
    /** Set by the server's own business logic (a resubmitted leave's days), never taken from a request. */
    serverVariables?: Record<string, unknown>;
  }): Promise<StepResult> {
    return this.store.transaction(async (tx) => {
      const { task, instance } = await this.lockTask(tx, input.taskId);
      if (task.assignee !== input.user) throw new WorkflowError('notAssignee');
      // A delegate gives the task back (resolve); only its owner completes it.
      if (task.delegation === 'pending') throw new WorkflowError('taskDelegated');
      const { definition, spec } = await this.definitionOf(tx, instance.definitionId);
      if (definition.suspended) throw new WorkflowError('definitionSuspended');
      refuseSelfApproval(spec, task, instance.startUser, input.user);
      const declared = spec.userTasks.find((t) => t.id === task.activityId)?.formFields ?? [];
      const accepted = acceptFormValues(declared, input.variables ?? {});
      // The initiator variable names whose own steps are whose: set at the start, never by a form.
      if (spec.initiator && spec.initiator in accepted) throw new WorkflowError('variableNotAccepted', { name: spec.initiator });
      const variables = {
        ...instance.variables,
        ...accepted,
        ...input.serverVariables,
        ...(input.pass === undefined ? {} : { pass: input.pass }),
      };
      const outcome = await runSignal(definition, instance.state!, variables, task.activityId);
      const endTime = this.now();
      const formValues = shownFormValues(declared, accepted);
      if (!(await tx.closeTask(task.id, { comment: input.comment, endTime, formValues }))) throw new WorkflowError('taskCompleted');
      const version = instance.version + 1;
      const tasks = await this.record(tx, spec, { ...instance, variables }, outcome, version, { completedBy: input.user });
      if (
        !(await tx.updateInstance(instance.id, instance.version, {
          state: outcome.state,
          variables,
          endTime: outcome.ended ? endTime : null,
        }))
      )
        throw new WorkflowError('taskCompleted');
      return { instanceId: instance.id, ended: outcome.ended, tasks };
    });
  }

  /** Gives a task the caller claimed back to its candidates; a task the process assigned directly stays. */
  async unclaim(input: { taskId: string; user: string }): Promise<void> {
    await this.store.transaction(async (tx) => {
      const { task } = await this.lockTask(tx, input.taskId);
      if (task.assignee !== input.user) throw new WorkflowError('notAssignee');
      if (task.delegation === 'pending') throw new WorkflowError('taskDelegated');
      if (!task.claimed || !task.candidates.length) throw new WorkflowError('notClaimed');
      if (!(await tx.unclaimTask(task.id, input.user))) throw new WorkflowError('notAssignee');
      await tx.assignActivity(task.id, null);
    });
  }

  /**
   * Delegates the caller's task to `delegate` (Flowable's delegateTask): the caller stays its owner and gets it back
   * when the delegate resolves it. The caller checks that the delegate is a colleague (same tenant); separation of
   * duties holds for the delegate as for any holder.
   */
  async delegate(input: { taskId: string; user: string; delegate: string }): Promise<void> {
    await this.store.transaction(async (tx) => {
      const { task, instance } = await this.lockTask(tx, input.taskId);
      if (task.assignee !== input.user) throw new WorkflowError('notAssignee');
      if (task.delegation === 'pending') throw new WorkflowError('taskDelegated');
      if (input.delegate === input.user) throw new WorkflowError('delegateInvalid');
      const { spec } = await this.definitionOf(tx, instance.definitionId);
      refuseSelfApproval(spec, task, instance.startUser, input.delegate);
      const done = await tx.delegateTask({
        id: task.id,
        instanceId: instance.id,
        tenantId: instance.tenantId,
        owner: input.user,
        delegate: input.delegate,
        at: this.now(),
        recordId: this.store.nextId(),
      });
      if (!done) throw new WorkflowError('notAssignee');
      await tx.assignActivity(task.id, input.user);
    });
  }

  /**
   * The delegate gives the task back to its owner (Flowable's resolveTask) with what they entered: the task's declared
   * form values and a comment, kept on the delegation record. Answers them as shown, for the owner's form.
   */
  async resolve(input: { taskId: string; user: string; comment: string; variables?: Record<string, unknown> }) {
    return this.store.transaction(async (tx) => {
      const { task, instance } = await this.lockTask(tx, input.taskId);
      if (task.delegation !== 'pending' || task.assignee !== input.user) throw new WorkflowError('notDelegate');
      const { spec } = await this.definitionOf(tx, instance.definitionId);
      const declared = spec.userTasks.find((t) => t.id === task.activityId)?.formFields ?? [];
      const accepted = acceptFormValues(declared, input.variables ?? {});
      const formValues = shownFormValues(declared, accepted);
      if (!(await tx.resolveTask({ id: task.id, delegate: input.user, at: this.now(), comment: input.comment, formValues })))
        throw new WorkflowError('notDelegate');
      return { owner: task.owner, accepted };
    });
  }

  /** Ends a running instance with a reason: its open tasks and activities are closed, its state dropped. */
  async cancel(input: { instanceId: string; reason: string }): Promise<void> {
    await this.store.transaction(async (tx) => {
      const instance = await tx.lockInstance(input.instanceId);
      if (!instance) throw new WorkflowError('instanceNotFound');
      if (!instance.state) throw new WorkflowError('instanceEnded');
      const endTime = this.now();
      await tx.closeOpenTasks(instance.id, { endTime, deleteReason: input.reason });
      if (
        !(await tx.updateInstance(instance.id, instance.version, {
          state: null,
          variables: instance.variables,
          endTime,
          deleteReason: input.reason,
        }))
      )
        throw new WorkflowError('instanceEnded');
    });
  }

  /** The instance's definition with its parsed process. */
  private async definitionOf(tx: FlowStoreTx, definitionId: string) {
    const definition = await tx.definition(definitionId);
    if (!definition) throw new WorkflowError('definitionNotFound');
    return { definition, spec: await processSpecOf(definition) };
  }

  /** Finds the task, locks its instance, then re-reads the task under the lock. */
  private async lockTask(tx: FlowStoreTx, taskId: string) {
    const found = await tx.task(taskId);
    if (!found) throw new WorkflowError('taskNotFound');
    const instance = await tx.lockInstance(found.instanceId);
    if (!instance) throw new WorkflowError('instanceNotFound');
    const task = await tx.task(taskId);
    if (!task?.open || !instance.state) throw new WorkflowError('taskCompleted');
    return { task, instance };
  }

  /** Stores a step's history rows and its new user tasks; refuses the step if one would go to the initiator to approve. */
  private async record(
    tx: FlowStoreTx,
    spec: ProcessSpec,
    instance: StoredInstance,
    outcome: StepOutcome,
    version: number,
    who: { startUser?: string; completedBy?: string },
  ): Promise<NewTask[]> {
    const rows: NewActivity[] = [];
    const ends: ActivityEvent[] = [];
    outcome.events.forEach((event, i) => {
      // A taken flow is a history row of its own, as in Flowable's history: the diagram marks exactly these.
      if (event.kind === 'take') {
        rows.push({
          id: this.store.nextId(),
          instanceId: instance.id,
          tenantId: instance.tenantId,
          activityId: event.activityId,
          name: event.name,
          type: event.type,
          taskId: null,
          assignee: null,
          startTime: event.at,
          endTime: event.at,
          seq: version * 1000 + i,
        });
        return;
      }
      if (event.kind === 'start') {
        rows.push({
          id: this.store.nextId(),
          instanceId: instance.id,
          tenantId: instance.tenantId,
          activityId: event.activityId,
          name: event.name,
          type: event.type,
          taskId: null,
          assignee: event.type === 'bpmn:StartEvent' ? (who.startUser ?? null) : null,
          startTime: event.at,
          endTime: null,
          seq: version * 1000 + i,
        });
        return;
      }
      const open = rows.findLast((r) => r.activityId === event.activityId && !r.endTime);
      if (open) open.endTime = event.at;
      else ends.push(event);
    });
    const tasks: NewTask[] = [];
    for (const wait of outcome.waits) {
      const row = rows.findLast((r) => r.activityId === wait.activityId && !r.endTime && !r.taskId);
      if (!row) continue; // waiting since an earlier step: its task exists
      const task = this.newTask(instance, wait, row.startTime);
      refuseSelfApproval(spec, task, instance.startUser, holderOf(task));
      row.taskId = task.id;
      row.assignee = task.assignee;
      tasks.push(task);
    }
    for (const event of ends) await tx.endActivity(instance.id, event.activityId, event.at, who.completedBy);
    if (rows.length) await tx.insertActivities(rows);
    if (tasks.length) await tx.insertTasks(tasks);
    return tasks;
  }

  private newTask(instance: StoredInstance, wait: Wait, createTime: Date): NewTask {
    const text = (raw?: string) => (raw ? textOf(resolve(raw, instance.variables)).trim() : '');
    const list = (raw?: string) =>
      text(raw)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    return {
      id: this.store.nextId(),
      instanceId: instance.id,
      definitionId: instance.definitionId,
      tenantId: instance.tenantId,
      activityId: wait.activityId,
      name: wait.name,
      assignee: text(wait.assignee) || null,
      candidates: [...list(wait.candidateGroups), ...list(wait.candidateUsers)],
      createTime,
      dueDate: dueDateOf(text(wait.dueDate), createTime),
    };
  }
}
