// What the workflow service needs from storage. The API implements it over Postgres; every method of a
// `FlowStoreTx` runs inside the one transaction of a step, so a step is stored entirely or not at all.
import type { ShownValue } from './form-fields.ts';
import type { EngineState } from './runtime.ts';

export type StoredDefinition = { id: string; xml: string; suspended: boolean };

export type StoredInstance = {
  id: string;
  definitionId: string;
  tenantId: string;
  /** The initiator, `taskUser_<id>` (separation.ts). */
  startUser: string;
  /** Null once the process ended or was deleted. */
  state: EngineState | null;
  variables: Record<string, unknown>;
  version: number;
};

export type StoredTask = {
  id: string;
  instanceId: string;
  activityId: string;
  assignee: string | null;
  /** Role aliases and candidate users (`taskUser_<id>`) who may claim the task. */
  candidates: string[];
  open: boolean;
  /** Taken from the candidates by a claim (not given by the process): only such a task can be unclaimed. */
  claimed: boolean;
  /** Who delegated it (Flowable's owner), and where the delegation stands. */
  owner: string | null;
  delegation: DelegationState | null;
};

/** Flowable's DelegationState: the delegate holds the task (pending), or gave it back to its owner (resolved). */
export type DelegationState = 'pending' | 'resolved';

export type NewTask = {
  id: string;
  instanceId: string;
  definitionId: string;
  tenantId: string;
  activityId: string;
  name: string;
  assignee: string | null;
  candidates: string[];
  createTime: Date;
  /** The user task's dueDate evaluated at creation, or null. */
  dueDate: Date | null;
};

export type NewActivity = {
  id: string;
  instanceId: string;
  tenantId: string;
  activityId: string;
  name: string;
  type: string;
  taskId: string | null;
  assignee: string | null;
  startTime: Date;
  endTime: Date | null;
  seq: number;
};

export type NewInstance = {
  id: string;
  definitionId: string;
  tenantId: string;
  businessKey: string | null;
  startUserId: string;
  startTime: Date;
  endTime: Date | null;
  state: EngineState | null;
  variables: Record<string, unknown>;
};

export interface FlowStoreTx {
  definition(id: string): Promise<StoredDefinition | null>;
  /** Reads the instance and locks its row until the transaction ends (SELECT ... FOR UPDATE). */
  lockInstance(id: string): Promise<StoredInstance | null>;
  task(id: string): Promise<StoredTask | null>;
  insertInstance(instance: NewInstance): Promise<void>;
  /** Writes the instance's new state when its version is still `expectedVersion`; answers false otherwise. */
  updateInstance(
    id: string,
    expectedVersion: number,
    patch: {
      state: EngineState | null;
      variables: Record<string, unknown>;
      endTime: Date | null;
      deleteReason?: string;
    },
  ): Promise<boolean>;
  /**
   * Closes the task if it is still open; answers false when it was closed already. `formValues`: what its form was
   * completed with, kept with the task for the history (a later task or a loop may change the variables).
   */
  closeTask(
    id: string,
    patch: { comment: string | null; endTime: Date; deleteReason?: string; formValues?: ShownValue[] },
  ): Promise<boolean>;
  /** Closes every open task of the instance (deleting the instance). */
  closeOpenTasks(instanceId: string, patch: { endTime: Date; deleteReason: string }): Promise<void>;
  /** Sets the assignee of an open task that has none; answers false when it is taken or closed. */
  claimTask(id: string, assignee: string, at: Date): Promise<boolean>;
  insertTasks(tasks: NewTask[]): Promise<void>;
  insertActivities(activities: NewActivity[]): Promise<void>;
  /** Ends the instance's still-open history row of the activity (sets the end time and, if given, the assignee). */
  endActivity(instanceId: string, activityId: string, endTime: Date, assignee?: string | null): Promise<void>;
  /** Sets (claim) or clears (unclaim) the assignee of the open history row of a task. */
  assignActivity(taskId: string, assignee: string | null): Promise<void>;
  /** Gives a claimed task back to its candidates; answers false when it is closed or no longer the caller's. */
  unclaimTask(id: string, assignee: string): Promise<boolean>;
  /**
   * Hands the open task of `owner` to `delegate` (delegation pending) and records the delegation; answers false when
   * the task is closed or no longer the owner's.
   */
  delegateTask(input: {
    id: string;
    instanceId: string;
    tenantId: string;
    owner: string;
    delegate: string;
    at: Date;
    recordId: string;
  }): Promise<boolean>;
  /**
   * Returns a pending delegated task from `delegate` to its owner (delegation resolved), with what the delegate entered
   * kept on the delegation record; answers false when it is no longer pending with that delegate.
   */
  resolveTask(input: { id: string; delegate: string; at: Date; comment: string; formValues: ShownValue[] }): Promise<boolean>;
}

export interface FlowStore {
  transaction<T>(work: (tx: FlowStoreTx) => Promise<T>): Promise<T>;
  nextId(): string;
}
