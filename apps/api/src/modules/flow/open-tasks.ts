// The claim and todo lists, the hottest workflow reads: one parameterised SQL on the read pool (db/sql-reader.ts)
// joining tasks, instances and definitions, whose fields are read once per definition and kept. Raw SQL skips the
// tenancy extension: the tenant condition is explicit (a definition is read only by the id of a task listed).
import type { BladeFlow } from '@blade/contract';
import type { BladeDates } from '../../core/blade-dates.ts';
import { Prisma } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql-reader.ts';
import type { FlowNames } from './flow-names.ts';
import { userIdOf } from './flow-names.ts';
import { definitionFields, splitBusinessKey } from './flow-records.ts';

/** Ids as text and only the columns a record shows: each column of each row costs the server a decoded string. */
type Row = {
  id: string;
  proc_inst_id: string;
  proc_def_id: string;
  task_def_key: string;
  name: string | null;
  assignee: string | null;
  create_time: Date;
  claim_time: Date | null;
  business_key: string | null;
  instance_end: Date | null;
  assignee_name: string | null;
};
type DefinitionRow = {
  id: string;
  key: string;
  name: string | null;
  description: string | null;
  version: number;
  category: string | null;
  resource_name: string;
};

/** Definitions kept at most (a few per process and version in practice); the map starts over when full. */
const DEFINITIONS_KEPT = 1000;

export type OpenTaskFilter = {
  tenantId: string;
  /** todo: tasks assigned to this task user. */
  assignee?: string;
  /** claim: unassigned tasks with one of these candidates. */
  candidates?: string[];
  /** claim: leaves out the instances this task user started (their initiator may not claim them, separation.ts). */
  notStartedBy?: string;
  category?: string | undefined;
  processDefinitionName?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * The join condition of the assignee's user. Every task of a todo list is the filter's assignee's and no task of a
 * claim list has one: the user is the filter's, found once by its id. Matching each row's assignee with a regular
 * expression (`^taskUser_[0-9]{1,19}$`) took about half of PostgreSQL's CPU per request of the 100-row todo list.
 */
function assigneeUser(f: OpenTaskFilter): Prisma.Sql {
  const userId = f.assignee ? userIdOf(f.assignee) : undefined;
  return userId === undefined ? Prisma.sql`false` : Prisma.sql`u.id = ${userId}`;
}

/**
 * The open tasks matching `f`, newest first, as text-ready records: dates already in Blade's text, so the answer is
 * serialised without the JSON replacer (core/answer-json.ts). One per app: it keeps the definitions it has read.
 */
export function createOpenTasks(sql: SqlReader, names: FlowNames, dates: BladeDates, options: { definitionsKept?: number } = {}) {
  const kept = options.definitionsKept ?? DEFINITIONS_KEPT;
  // A deployed definition's fields never change (only its suspension state, which no record shows; deleting it
  // deletes its tasks) and its id is never reused: they are read once by id, not as six more columns of every row.
  const definitions = new Map<string, DefinitionRow>();
  /** The definitions of the rows, from those kept or read now: the answer never depends on what stays kept. */
  async function definitionsOf(rows: Row[]): Promise<Map<string, DefinitionRow>> {
    const found = new Map<string, DefinitionRow>();
    const missing: string[] = [];
    for (const id of new Set(rows.map((r) => r.proc_def_id))) {
      const known = definitions.get(id);
      if (known) found.set(id, known);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const read = await sql.query<DefinitionRow>(Prisma.sql`
      SELECT id, key, name, description, version, category, resource_name FROM act_re_procdef WHERE id = ANY(${missing}::text[])`);
    if (definitions.size + read.length > kept) definitions.clear();
    for (const d of read) {
      definitions.set(d.id, d);
      found.set(d.id, d);
    }
    return found;
  }

  return async function openTasks(f: OpenTaskFilter): Promise<BladeFlow[]> {
    const conditions = [Prisma.sql`t.open AND t.tenant_id = ${f.tenantId}`];
    if (f.assignee) conditions.push(Prisma.sql`t.assignee = ${f.assignee}`);
    if (f.candidates)
      conditions.push(Prisma.sql`t.assignee IS NULL AND string_to_array(t.candidate_groups, ',') && ${f.candidates}::text[]`);
    if (f.notStartedBy) conditions.push(Prisma.sql`i.start_user_id <> ${f.notStartedBy}`);
    if (f.category) conditions.push(Prisma.sql`d.category = ${f.category}`);
    if (f.processDefinitionName) conditions.push(Prisma.sql`position(${f.processDefinitionName} in d.name) > 0`);
    // Prisma keeps timestamp(3) columns in UTC: compare with the instant read in UTC.
    if (f.from) conditions.push(Prisma.sql`t.create_time >= (${f.from.toISOString()}::timestamptz AT TIME ZONE 'UTC')`);
    if (f.to) conditions.push(Prisma.sql`t.create_time <= (${f.to.toISOString()}::timestamptz AT TIME ZONE 'UTC')`);
    // Prepared: planning the joins cost PostgreSQL more than running them; the filters give a few dozen texts at most.
    const rows = await sql.prepared<Row>(Prisma.sql`
      SELECT t.id::text AS id, t.proc_inst_id::text AS proc_inst_id, t.proc_def_id, t.task_def_key, t.name, t.assignee,
             t.create_time, t.claim_time, i.business_key, i.end_time AS instance_end, u.name AS assignee_name
      FROM act_hi_taskinst t
      JOIN act_hi_procinst i ON i.id = t.proc_inst_id
      JOIN act_re_procdef d ON d.id = t.proc_def_id
      LEFT JOIN blade_user u ON ${assigneeUser(f)}
      WHERE ${Prisma.join(conditions, ' AND ')}
      ORDER BY t.create_time DESC, t.id DESC`);
    const definitionOf = await definitionsOf(rows);
    const status = f.assignee ? 'todo' : 'claim';
    const text = (d: Date | null) => (d ? dates.format(d) : '');
    // A definition's fields are the same on each of its tasks: made once per definition.
    const fields = new Map<string, BladeFlow>();
    for (const [id, d] of definitionOf) {
      fields.set(
        id,
        definitionFields(
          {
            id: d.id,
            key: d.key,
            name: d.name,
            description: d.description,
            version: d.version,
            category: d.category,
            resourceName: d.resource_name,
          },
          await names.category(d.category),
        ),
      );
    }
    // A task whose definition was deleted between the two reads went with it.
    return rows
      .filter((r) => fields.has(r.proc_def_id))
      .map((r) => ({
        taskId: r.id,
        taskName: r.name ?? '',
        taskDefinitionKey: r.task_def_key,
        assignee: r.assignee ?? '',
        assigneeName: r.assignee_name ?? '',
        createTime: text(r.create_time),
        claimTime: text(r.claim_time),
        endTime: text(r.instance_end),
        historyTaskEndTime: '',
        executionId: r.proc_inst_id,
        processInstanceId: r.proc_inst_id,
        historyProcessInstanceId: r.proc_inst_id,
        ...fields.get(r.proc_def_id),
        ...splitBusinessKey(r.business_key),
        processIsFinished: r.instance_end ? 'finished' : 'unfinished',
        status,
        comment: '',
      }));
  };
}

export type OpenTasks = ReturnType<typeof createOpenTasks>;
