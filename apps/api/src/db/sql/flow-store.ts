// The workflow service's storage over Postgres (tables act_*): one transaction per step, the instance row locked
// with SELECT ... FOR UPDATE, the instance version and the task's open flag checked by the updates.
// Every statement is parameterised SQL (sql-tx.ts), not the ORM: Prisma's per-query compilation cost more than
// the database did. Raw SQL skips the tenancy extension, so a step takes the caller's tenant (tenant.ts) when it
// starts: every read is limited to it and every row written is of it; updates touch only rows those reads found.
// Fewer round trips: the writes that answer nothing (history rows, new tasks, a new instance) wait and go to the
// database with the next statement of the step, as data-modifying WITH clauses of it (pending-writes.ts), so a
// completion writes in two statements instead of five.
import type { DelegationState, EngineState, FlowStore, FlowStoreTx, StoredDefinition } from '@blade/workflow';
import type { Tx } from '../prisma.ts';
import { Prisma } from '../prisma.ts';
import { nextId } from '../snowflake.ts';
import type { SqlReader } from './sql-reader.ts';
import type { SqlTx } from './sql-tx.ts';
import { sqlTxOfPrisma, utcTimestamp as at } from './sql-tx.ts';
import type { Tenant } from './tenant.ts';
import { sameTenant, tenantOfScope, writtenTenant } from './tenant.ts';
import { pendingWrites } from './pending-writes.ts';

const csv = (list: string[]) => list.join(',');
const split = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const jsonb = (value: unknown) => (value === null ? Prisma.sql`NULL` : Prisma.sql`${JSON.stringify(value)}::jsonb`);
const id = (value: string | bigint) => Prisma.sql`${String(value)}::bigint`;
const text = (value: string | null | undefined) => Prisma.sql`${value ?? null}::text`;
const atOrNull = (date: Date | null) => (date ? at(date) : Prisma.sql`NULL`);

/** A deployed definition's XML never changes (a new version is a new definition): read once per process, bounded. */
const xmlOf = new Map<string, string>();
const XML_LIMIT = 200;
function rememberXml(definitionId: string, xml: string) {
  if (xmlOf.size >= XML_LIMIT) xmlOf.delete(xmlOf.keys().next().value!);
  xmlOf.set(definitionId, xml);
}

type InstanceRow = {
  id: bigint;
  process_definition_id: string;
  tenant_id: string;
  start_user_id: string;
  state: unknown;
  variables: unknown;
  version: number;
  /** The definition's, read with the lock; null when the definition is gone. */
  suspension_state: number | null;
};
type TaskRow = {
  id: bigint;
  proc_inst_id: bigint;
  task_def_key: string;
  assignee: string | null;
  candidate_groups: string;
  open: boolean;
  claimed: boolean;
  owner: string | null;
  delegation: DelegationState | null;
};

function storeTx(direct: SqlTx, tenant: Tenant): FlowStoreTx & { flush(): Promise<void> } {
  const writes = pendingWrites(direct);
  /** Reads and guarded writes: they carry the writes still waiting (reads see every earlier write of the step). */
  const sql = { query: writes.query.bind(writes), execute: writes.execute.bind(writes) };
  /** The suspension state read with the instance lock: the step's definition(...) call needs no statement of its own. */
  let lockedDefinition: { id: string; suspended: boolean } | undefined;

  return {
    flush: writes.flush,
    async definition(definitionId): Promise<StoredDefinition | null> {
      const xml = xmlOf.get(definitionId);
      if (xml !== undefined && lockedDefinition?.id === definitionId)
        return { id: definitionId, xml, suspended: lockedDefinition.suspended };
      const [row] = await sql.query<{ suspension_state: number; xml: string | null }>(Prisma.sql`
        SELECT d.suspension_state, ${xml === undefined ? Prisma.sql`r.xml` : Prisma.sql`NULL`} AS xml
        FROM act_re_procdef d JOIN act_re_deployment r ON r.id = d.deployment_id WHERE d.id = ${definitionId}`);
      if (!row) return null;
      if (row.xml !== null) rememberXml(definitionId, row.xml);
      return { id: definitionId, xml: row.xml ?? xml!, suspended: row.suspension_state === 2 };
    },
    async lockInstance(instanceId) {
      const [row] = await sql.query<InstanceRow>(Prisma.sql`
        SELECT i.id, i.process_definition_id, i.tenant_id, i.start_user_id, i.state, i.variables, i.version, d.suspension_state
        FROM act_hi_procinst i LEFT JOIN act_re_procdef d ON d.id = i.process_definition_id
        WHERE i.id = ${id(instanceId)} AND ${sameTenant(tenant, 'i')}
        FOR UPDATE OF i`);
      if (!row) return null;
      if (row.suspension_state !== null) lockedDefinition = { id: row.process_definition_id, suspended: row.suspension_state === 2 };
      return {
        id: String(row.id),
        definitionId: row.process_definition_id,
        tenantId: row.tenant_id,
        startUser: row.start_user_id,
        state: row.state as EngineState | null,
        variables: (row.variables ?? {}) as Record<string, unknown>,
        version: row.version,
      };
    },
    async task(taskId) {
      const [row] = await sql.query<TaskRow>(Prisma.sql`
        SELECT t.id, t.proc_inst_id, t.task_def_key, t.assignee, t.candidate_groups, t.open,
               t.claim_time IS NOT NULL AS claimed, t.owner, t.delegation
        FROM act_hi_taskinst t WHERE t.id = ${id(taskId)} AND ${sameTenant(tenant, 't')}`);
      if (!row) return null;
      return {
        id: String(row.id),
        instanceId: String(row.proc_inst_id),
        activityId: row.task_def_key,
        assignee: row.assignee,
        candidates: split(row.candidate_groups),
        open: row.open,
        claimed: row.claimed,
        owner: row.owner,
        delegation: row.delegation,
      };
    },
    async insertInstance(i) {
      await writes.later(
        'act_hi_procinst',
        'insert',
        Prisma.sql`
        INSERT INTO act_hi_procinst (id, tenant_id, process_definition_id, business_key, start_user_id, start_time, end_time, state, variables)
        VALUES (${id(i.id)}, ${writtenTenant(tenant, i.tenantId)}, ${i.definitionId}, ${text(i.businessKey)}, ${i.startUserId}, ${at(i.startTime)},
                ${atOrNull(i.endTime)}, ${jsonb(i.state)}, ${jsonb(i.variables)})`,
      );
    },
    async updateInstance(instanceId, expectedVersion, patch) {
      const count = await sql.execute(
        'act_hi_procinst',
        Prisma.sql`
        UPDATE act_hi_procinst
        SET state = ${jsonb(patch.state)}, variables = ${jsonb(patch.variables)}, end_time = ${atOrNull(patch.endTime)},
            version = ${expectedVersion + 1}, delete_reason = COALESCE(${text(patch.deleteReason || null)}, delete_reason)
        WHERE id = ${id(instanceId)} AND version = ${expectedVersion}`,
      );
      return count === 1;
    },
    async closeTask(taskId, patch) {
      const count = await sql.execute(
        'act_hi_taskinst',
        Prisma.sql`
        UPDATE act_hi_taskinst
        SET open = false, comment = ${text(patch.comment)}, end_time = ${at(patch.endTime)},
            delete_reason = COALESCE(${text(patch.deleteReason || null)}, delete_reason),
            form_values = ${patch.formValues?.length ? jsonb(patch.formValues) : Prisma.sql`NULL`}
        WHERE id = ${id(taskId)} AND open`,
      );
      // A completed task's drafts have nothing left to fill in.
      if (count === 1)
        await writes.later('act_ru_task_draft', 'update', Prisma.sql`DELETE FROM act_ru_task_draft WHERE task_id = ${id(taskId)}`);
      return count === 1;
    },
    async closeOpenTasks(instanceId, patch) {
      await writes.later(
        'act_hi_taskinst',
        'update',
        Prisma.sql`
        UPDATE act_hi_taskinst SET open = false, end_time = ${at(patch.endTime)}, delete_reason = ${text(patch.deleteReason)}
        WHERE proc_inst_id = ${id(instanceId)} AND open`,
      );
      await writes.later(
        'act_hi_actinst',
        'update',
        Prisma.sql`
        UPDATE act_hi_actinst SET end_time = ${at(patch.endTime)} WHERE proc_inst_id = ${id(instanceId)} AND end_time IS NULL`,
      );
      await writes.later(
        'act_ru_task_draft',
        'update',
        Prisma.sql`DELETE FROM act_ru_task_draft WHERE task_id IN (SELECT id FROM act_hi_taskinst WHERE proc_inst_id = ${id(instanceId)})`,
      );
    },
    async claimTask(taskId, assignee, claimedAt) {
      const count = await sql.execute(
        'act_hi_taskinst',
        Prisma.sql`
        UPDATE act_hi_taskinst SET assignee = ${assignee}, claim_time = ${at(claimedAt)}
        WHERE id = ${id(taskId)} AND open AND assignee IS NULL`,
      );
      return count === 1;
    },
    async insertTasks(tasks) {
      await writes.later(
        'act_hi_taskinst',
        'insert',
        Prisma.sql`
        INSERT INTO act_hi_taskinst (id, tenant_id, proc_inst_id, proc_def_id, task_def_key, name, assignee, candidate_groups, create_time, due_date)
        VALUES ${Prisma.join(
          tasks.map(
            (t) => Prisma.sql`(${id(t.id)}, ${writtenTenant(tenant, t.tenantId)}, ${id(t.instanceId)}, ${t.definitionId},
          ${t.activityId}, ${t.name}, ${text(t.assignee)}, ${csv(t.candidates)}, ${at(t.createTime)}, ${atOrNull(t.dueDate)})`,
          ),
        )}`,
      );
    },
    async insertActivities(rows) {
      await writes.later(
        'act_hi_actinst',
        'insert',
        Prisma.sql`
        INSERT INTO act_hi_actinst (id, tenant_id, proc_inst_id, act_id, act_name, act_type, task_id, assignee, start_time, end_time, seq)
        VALUES ${Prisma.join(
          rows.map(
            (a) => Prisma.sql`(${id(a.id)}, ${writtenTenant(tenant, a.tenantId)}, ${id(a.instanceId)}, ${a.activityId},
          ${a.name}, ${a.type}, ${a.taskId ? id(a.taskId) : Prisma.sql`NULL`}, ${text(a.assignee)}, ${at(a.startTime)},
          ${atOrNull(a.endTime)}, ${a.seq})`,
          ),
        )}`,
      );
    },
    async endActivity(instanceId, activityId, endTime, assignee) {
      // One statement: the rows it ends keep their assignee, or take the one given when they have none.
      await writes.later(
        'act_hi_actinst',
        'update',
        Prisma.sql`
        UPDATE act_hi_actinst SET end_time = ${at(endTime)}, assignee = COALESCE(assignee, ${text(assignee || null)})
        WHERE proc_inst_id = ${id(instanceId)} AND act_id = ${activityId} AND end_time IS NULL`,
      );
    },
    async assignActivity(taskId, assignee) {
      await writes.later(
        'act_hi_actinst',
        'update',
        Prisma.sql`UPDATE act_hi_actinst SET assignee = ${text(assignee)} WHERE task_id = ${id(taskId)}`,
      );
    },
    async unclaimTask(taskId, assignee) {
      const count = await sql.execute(
        'act_hi_taskinst',
        Prisma.sql`
        UPDATE act_hi_taskinst SET assignee = NULL, claim_time = NULL
        WHERE id = ${id(taskId)} AND open AND assignee = ${assignee} AND delegation IS DISTINCT FROM 'pending'`,
      );
      // A draft is the holder's: it does not go to whoever claims the task next.
      if (count === 1)
        await writes.later('act_ru_task_draft', 'update', Prisma.sql`DELETE FROM act_ru_task_draft WHERE task_id = ${id(taskId)}`);
      return count === 1;
    },
    async delegateTask(d) {
      const count = await sql.execute(
        'act_hi_taskinst',
        Prisma.sql`
        UPDATE act_hi_taskinst SET owner = ${d.owner}, assignee = ${d.delegate}, delegation = 'pending'
        WHERE id = ${id(d.id)} AND open AND assignee = ${d.owner} AND delegation IS DISTINCT FROM 'pending'`,
      );
      if (count !== 1) return false;
      await writes.later(
        'act_hi_task_delegation',
        'insert',
        Prisma.sql`
        INSERT INTO act_hi_task_delegation (id, tenant_id, task_id, proc_inst_id, owner, delegate, delegate_time)
        VALUES (${id(d.recordId)}, ${writtenTenant(tenant, d.tenantId)}, ${id(d.id)}, ${id(d.instanceId)}, ${d.owner}, ${d.delegate}, ${at(d.at)})`,
      );
      return true;
    },
    async resolveTask(r) {
      const count = await sql.execute(
        'act_hi_taskinst',
        Prisma.sql`
        UPDATE act_hi_taskinst SET assignee = owner, delegation = 'resolved'
        WHERE id = ${id(r.id)} AND open AND assignee = ${r.delegate} AND delegation = 'pending'`,
      );
      if (count !== 1) return false;
      await writes.later(
        'act_hi_task_delegation',
        'update',
        Prisma.sql`
        UPDATE act_hi_task_delegation SET resolve_time = ${at(r.at)}, comment = ${text(r.comment || null)},
               form_values = ${r.formValues.length ? jsonb(r.formValues) : Prisma.sql`NULL`}
        WHERE task_id = ${id(r.id)} AND delegate = ${r.delegate} AND resolve_time IS NULL`,
      );
      return true;
    },
  };
}

/** Runs a step's work and sends what it left waiting before its transaction ends. */
async function inStep<T>(tx: ReturnType<typeof storeTx>, work: (tx: FlowStoreTx) => Promise<T>): Promise<T> {
  const result = await work(tx);
  await tx.flush();
  return result;
}

/** Each step in a transaction of its own on the SQL pool. */
export function createFlowStore(pool: SqlReader): FlowStore {
  return {
    transaction: (work) => pool.transaction((sql) => inStep(storeTx(sql, tenantOfScope()), work)),
    nextId: () => String(nextId()),
  };
}

/** The same store inside a caller's Prisma transaction: a step joins it (the leave request and its process commit together). */
export function flowStoreIn(tx: Tx): FlowStore {
  return { transaction: (work) => inStep(storeTx(sqlTxOfPrisma(tx), tenantOfScope()), work), nextId: () => String(nextId()) };
}
