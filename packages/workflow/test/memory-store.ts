// An in-memory FlowStore for the unit tests: committed maps, writes buffered per transaction and applied at commit,
// and an instance lock held until the transaction ends (what SELECT ... FOR UPDATE gives in Postgres).
import type {
  DelegationState,
  FlowStore,
  FlowStoreTx,
  NewActivity,
  NewInstance,
  NewTask,
  StoredDefinition,
  StoredInstance,
  StoredTask,
} from '../src/index.ts';

type TaskRow = NewTask & {
  open: boolean;
  comment: string | null;
  endTime: Date | null;
  claimTime: Date | null;
  deleteReason?: string;
  owner?: string | null;
  delegation?: DelegationState | null;
};
type InstanceRow = NewInstance & { version: number; deleteReason?: string };
type ActivityRow = NewActivity;

const clone = <T>(v: T): T => structuredClone(v);

export class MemoryStore implements FlowStore {
  definitions = new Map<string, StoredDefinition>();
  instances = new Map<string, InstanceRow>();
  tasks = new Map<string, TaskRow>();
  activities: ActivityRow[] = [];
  private seq = 1000;
  private locks = new Map<string, Promise<void>>();

  nextId(): string {
    this.seq += 1;
    return String(this.seq);
  }

  async transaction<T>(work: (tx: FlowStoreTx) => Promise<T>): Promise<T> {
    const writes: (() => void)[] = [];
    const held: (() => void)[] = [];
    // The containers the transaction's methods read and change (never replaced, so taken once).
    const { definitions, locks, instances, tasks: taskRows, activities } = this;
    const tx: FlowStoreTx = {
      async definition(id) {
        return definitions.get(id) ?? null;
      },
      async lockInstance(id) {
        while (locks.has(id)) await locks.get(id);
        let release!: () => void;
        locks.set(
          id,
          new Promise<void>((r) => {
            release = r;
          }),
        );
        held.push(() => {
          locks.delete(id);
          release();
        });
        const row = instances.get(id);
        if (!row) return null;
        const out: StoredInstance = {
          id: row.id,
          definitionId: row.definitionId,
          tenantId: row.tenantId,
          startUser: row.startUserId,
          state: clone(row.state),
          variables: clone(row.variables),
          version: row.version,
        };
        return out;
      },
      async task(id) {
        const t = taskRows.get(id);
        if (!t) return null;
        const out: StoredTask = {
          id: t.id,
          instanceId: t.instanceId,
          activityId: t.activityId,
          assignee: t.assignee,
          candidates: [...t.candidates],
          open: t.open,
          claimed: t.claimTime !== null,
          owner: t.owner ?? null,
          delegation: t.delegation ?? null,
        };
        return out;
      },
      async insertInstance(i) {
        writes.push(() => instances.set(i.id, { ...clone(i), version: 1 }));
      },
      async updateInstance(id, expected, patch) {
        const row = instances.get(id);
        if (!row || row.version !== expected) return false;
        writes.push(() => Object.assign(row, clone(patch), { version: expected + 1 }));
        return true;
      },
      async closeTask(id, patch) {
        const row = taskRows.get(id);
        if (!row?.open) return false;
        writes.push(() => Object.assign(row, patch, { open: false }));
        return true;
      },
      async closeOpenTasks(instanceId, patch) {
        writes.push(() => {
          for (const t of taskRows.values()) if (t.instanceId === instanceId && t.open) Object.assign(t, patch, { open: false });
        });
      },
      async claimTask(id, assignee, at) {
        const row = taskRows.get(id);
        if (!row?.open || row.assignee) return false;
        writes.push(() => Object.assign(row, { assignee, claimTime: at }));
        return true;
      },
      async insertTasks(tasks) {
        writes.push(() => {
          for (const t of tasks) taskRows.set(t.id, { ...t, open: true, comment: null, endTime: null, claimTime: null });
        });
      },
      async insertActivities(rows) {
        writes.push(() => activities.push(...rows.map((r) => ({ ...r }))));
      },
      async endActivity(instanceId, activityId, endTime, assignee) {
        writes.push(() => {
          const row = activities.findLast((a) => a.instanceId === instanceId && a.activityId === activityId && !a.endTime);
          if (row) {
            row.endTime = endTime;
            if (assignee && !row.assignee) row.assignee = assignee;
          }
        });
      },
      async assignActivity(taskId, assignee) {
        writes.push(() => {
          const row = activities.find((a) => a.taskId === taskId);
          if (row) row.assignee = assignee;
        });
      },
      async unclaimTask(id, assignee) {
        const row = taskRows.get(id);
        if (!row?.open || row.assignee !== assignee || row.delegation === 'pending') return false;
        writes.push(() => Object.assign(row, { assignee: null, claimTime: null }));
        return true;
      },
      async delegateTask(d) {
        const row = taskRows.get(d.id);
        if (!row?.open || row.assignee !== d.owner || row.delegation === 'pending') return false;
        writes.push(() => Object.assign(row, { owner: d.owner, assignee: d.delegate, delegation: 'pending' }));
        return true;
      },
      async resolveTask(r) {
        const row = taskRows.get(r.id);
        if (!row?.open || row.assignee !== r.delegate || row.delegation !== 'pending') return false;
        writes.push(() => Object.assign(row, { assignee: row.owner ?? null, delegation: 'resolved' }));
        return true;
      },
    };
    try {
      const result = await work(tx);
      for (const w of writes) w();
      return result;
    } finally {
      for (const release of held) release();
    }
  }

  openTasks(instanceId: string) {
    return [...this.tasks.values()].filter((t) => t.instanceId === instanceId && t.open);
  }
}
