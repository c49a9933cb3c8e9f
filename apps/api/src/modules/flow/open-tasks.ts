// The claim and todo lists, the hottest workflow reads: one statement on the read pool (db/sql/open-tasks.ts)
// joining tasks, instances and definitions, whose fields are read once per definition and kept.
import type { BladeFlow } from '@blade/contract';
import type { BladeDates } from '../../core/blade-dates.ts';
import type { OpenTaskDefinitionRow, OpenTaskRow } from '../../db/sql/open-tasks.ts';
import { openTaskDefinitions, openTaskRows } from '../../db/sql/open-tasks.ts';
import type { SqlReader } from '../../db/sql/sql-reader.ts';
import type { FlowNames } from './flow-names.ts';
import { userIdOf } from './flow-names.ts';
import { definitionFields, splitBusinessKey } from './flow-records.ts';

type Row = OpenTaskRow;
type DefinitionRow = OpenTaskDefinitionRow;

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
  processDefinitionKey?: string | undefined;
  variableName?: string | undefined;
  variableValue?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

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
    const read = await openTaskDefinitions(sql, missing);
    if (definitions.size + read.length > kept) definitions.clear();
    for (const d of read) {
      definitions.set(d.id, d);
      found.set(d.id, d);
    }
    return found;
  }

  return async function openTasks(f: OpenTaskFilter): Promise<BladeFlow[]> {
    const { tenantId, ...conditions } = f;
    const rows = await openTaskRows(sql, tenantId, { ...conditions, assigneeUserId: f.assignee ? userIdOf(f.assignee) : undefined });
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
    // Delegated tasks are few: their owners' names are read only when a list holds one.
    const owners = rows.some((r) => r.owner) ? await names.users(rows.map((r) => r.owner)) : new Map<string, string>();
    const now = Date.now();
    // A task whose definition was deleted between the two reads went with it. Each record is one object literal of
    // named fields: spreading the definition's fields and the business key into it cost about 6% of the server's CPU
    // per 100-row answer (bench/flow.mjs, todo-list), building and then serialising objects of changing shapes.
    const records: BladeFlow[] = [];
    for (const r of rows) {
      const d = fields.get(r.proc_def_id);
      if (!d) continue;
      const business = splitBusinessKey(r.business_key);
      records.push({
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
        processDefinitionId: d.processDefinitionId,
        processDefinitionKey: d.processDefinitionKey,
        processDefinitionName: d.processDefinitionName,
        processDefinitionVersion: d.processDefinitionVersion,
        processDefinitionDesc: d.processDefinitionDesc,
        processDefinitionResName: d.processDefinitionResName,
        processDefinitionDiagramResName: d.processDefinitionDiagramResName,
        category: d.category,
        categoryName: d.categoryName,
        businessTable: business.businessTable,
        businessId: business.businessId,
        processIsFinished: r.instance_end ? 'finished' : 'unfinished',
        status,
        comment: '',
        dueDate: text(r.due_date),
        overdue: r.due_date !== null && r.due_date.getTime() < now,
        owner: r.owner ?? '',
        ownerName: r.owner ? (owners.get(r.owner) ?? '') : '',
        delegationState: r.delegation === 'pending' || r.delegation === 'resolved' ? r.delegation : '',
      });
    }
    return records;
  };
}

export type OpenTasks = ReturnType<typeof createOpenTasks>;
