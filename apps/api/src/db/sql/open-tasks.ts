// The claim and todo lists' reads, the hottest workflow reads (modules/flow/open-tasks.ts): one statement joining
// tasks, instances and definitions in the tenant given, and the definitions' fields by id (definitions of the
// tasks listed, so of that tenant or common to all).
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';

/** Ids as text and only the columns a record shows: each column of each row costs the server a decoded string. */
export type OpenTaskRow = {
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
  due_date: Date | null;
  owner: string | null;
  delegation: string | null;
};

export type OpenTaskDefinitionRow = {
  id: string;
  key: string;
  name: string | null;
  description: string | null;
  version: number;
  category: string | null;
  resource_name: string;
};

export type OpenTaskConditions = {
  /** todo: tasks assigned to this task user, whose user id is `assigneeUserId`. */
  assignee?: string | undefined;
  assigneeUserId?: bigint | undefined;
  /** claim: unassigned tasks with one of these candidates. */
  candidates?: string[] | undefined;
  /** claim: leaves out the instances this task user started. */
  notStartedBy?: string | undefined;
  category?: string | undefined;
  processDefinitionName?: string | undefined;
  processDefinitionKey?: string | undefined;
  /** A process variable whose value, as text, is `variableValue` (with no value: the variable is set). */
  variableName?: string | undefined;
  variableValue?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/** The open tasks of tenant `tenantId` matching `f`, newest first. */
export function openTaskRows(sql: SqlReader, tenantId: string, f: OpenTaskConditions): Promise<OpenTaskRow[]> {
  const conditions = [Prisma.sql`t.open AND t.tenant_id = ${tenantId}`];
  if (f.assignee) conditions.push(Prisma.sql`t.assignee = ${f.assignee}`);
  if (f.candidates) conditions.push(Prisma.sql`t.assignee IS NULL AND string_to_array(t.candidate_groups, ',') && ${f.candidates}::text[]`);
  if (f.notStartedBy) conditions.push(Prisma.sql`i.start_user_id <> ${f.notStartedBy}`);
  if (f.category) conditions.push(Prisma.sql`d.category = ${f.category}`);
  if (f.processDefinitionName) conditions.push(Prisma.sql`position(${f.processDefinitionName} in d.name) > 0`);
  if (f.processDefinitionKey) conditions.push(Prisma.sql`d.key = ${f.processDefinitionKey}`);
  if (f.variableName)
    conditions.push(
      f.variableValue === undefined
        ? Prisma.sql`i.variables ->> ${f.variableName} IS NOT NULL`
        : Prisma.sql`i.variables ->> ${f.variableName} = ${f.variableValue}`,
    );
  // Prisma keeps timestamp(3) columns in UTC: compare with the instant read in UTC.
  if (f.from) conditions.push(Prisma.sql`t.create_time >= (${f.from.toISOString()}::timestamptz AT TIME ZONE 'UTC')`);
  if (f.to) conditions.push(Prisma.sql`t.create_time <= (${f.to.toISOString()}::timestamptz AT TIME ZONE 'UTC')`);
  // Every task of a todo list is the filter's assignee's and no task of a claim list has one: the user is found once
  // by its id. Matching each row's assignee with a regular expression took about half of PostgreSQL's CPU per
  // request of the 100-row todo list.
  const assigneeUser = f.assigneeUserId === undefined ? Prisma.sql`false` : Prisma.sql`u.id = ${f.assigneeUserId}`;
  // Prepared: planning the joins cost PostgreSQL more than running them; the filters give a few dozen texts at most.
  return sql.prepared<OpenTaskRow>(Prisma.sql`
    SELECT t.id::text AS id, t.proc_inst_id::text AS proc_inst_id, t.proc_def_id, t.task_def_key, t.name, t.assignee,
           t.create_time, t.claim_time, i.business_key, i.end_time AS instance_end, u.name AS assignee_name,
           t.due_date, t.owner, t.delegation
    FROM act_hi_taskinst t
    JOIN act_hi_procinst i ON i.id = t.proc_inst_id
    JOIN act_re_procdef d ON d.id = t.proc_def_id
    LEFT JOIN blade_user u ON ${assigneeUser} AND u.tenant_id = ${tenantId}
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY t.create_time DESC, t.id DESC`);
}

/** Definitions by id (act_re_procdef is shared: common definitions have no tenant). */
export function openTaskDefinitions(sql: SqlReader, ids: string[]): Promise<OpenTaskDefinitionRow[]> {
  return sql.query<OpenTaskDefinitionRow>(Prisma.sql`
    SELECT id, key, name, description, version, category, resource_name FROM act_re_procdef WHERE id = ANY(${ids}::text[])`);
}
