// The claim and todo lists as JSON text made by PostgreSQL. They are unpaged (Blade's contract): the todo list of a
// busy user is 100 records of 27 fields, 80 kB of JSON. Made in the server, each answer was 1,700 decoded column
// strings, 100 records and their text, all alive together while four requests were in the making; the collections
// of the young generation this fed paused the server 4-10 ms ten times a second (bench/flow.mjs). PostgreSQL writes
// the records as the server would (open-tasks.ts, the same rows): same fields in the same order, dates in the
// configured zone (db/zoned-reader.ts), texts escaped as JSON.stringify escapes them; the server sends the text in
// the envelope as it is (core/json-text.ts). Where PostgreSQL cannot write the zone's dates as the server does, the
// server makes the records (openTasks).
import type { BladeFlow } from '@blade/contract';
import type { BladeDates } from '../../core/blade-dates.ts';
import { JsonText } from '../../core/json-text.ts';
import { Prisma } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql-reader.ts';
import type { ZonedReader, ZonedReaders } from '../../db/zoned-reader.ts';
import { bladeDateText } from '../../db/zoned-reader.ts';
import type { FlowNames } from './flow-names.ts';
import { categoryNameSql } from './flow-names.ts';
import type { OpenTaskFilter } from './open-tasks.ts';
import { OPEN_TASK_ORDER, openTaskCondition, openTaskJoins, openTaskStatus, openTasks } from './open-tasks.ts';

const date = (column: Prisma.Sql) => Prisma.sql`coalesce(${bladeDateText(column)}, '')`;
/** `a:b:c` → `a:b` and `c` (splitBusinessKey of flow-records.ts); without a colon all of it and ''; NULL '' and ''. */
const businessTable = Prisma.sql`coalesce(CASE WHEN strpos(i.business_key, ':') > 0
  THEN left(i.business_key, -length(split_part(i.business_key, ':', -1)) - 1) ELSE i.business_key END, '')`;
const businessId = Prisma.sql`CASE WHEN strpos(i.business_key, ':') > 0 THEN split_part(i.business_key, ':', -1) ELSE '' END`;

/** The JSON array of the records openTasks(f) gives, and their count. */
export async function openTasksJson(zoned: ZonedReader, names: FlowNames, f: OpenTaskFilter): Promise<{ total: number; records: Buffer }> {
  const instance = Prisma.sql`t.proc_inst_id::text`;
  // row_to_json (here array_to_json of the rows) writes without spaces, as JSON.stringify does; json_build_object
  // would not. Quoted aliases are the field names, in the records' order.
  const [answer] = await zoned.prepared<{ total: number; records: string }>(Prisma.sql`
    SELECT count(*)::int AS total,
           encode(convert_to(coalesce(array_to_json(array_agg(r ORDER BY ${OPEN_TASK_ORDER}))::text, '[]'), 'UTF8'), 'base64') AS records
    ${openTaskJoins(f)}
    CROSS JOIN LATERAL (SELECT
      t.id::text AS "taskId", coalesce(t.name, '') AS "taskName", t.task_def_key AS "taskDefinitionKey",
      coalesce(t.assignee, '') AS "assignee", coalesce(u.name, '') AS "assigneeName",
      ${date(Prisma.sql`t.create_time`)} AS "createTime", ${date(Prisma.sql`t.claim_time`)} AS "claimTime",
      ${date(Prisma.sql`i.end_time`)} AS "endTime", text '' AS "historyTaskEndTime",
      ${instance} AS "executionId", ${instance} AS "processInstanceId", ${instance} AS "historyProcessInstanceId",
      d.id AS "processDefinitionId", d.key AS "processDefinitionKey", coalesce(d.name, d.key) AS "processDefinitionName",
      d.version AS "processDefinitionVersion", coalesce(d.description, '') AS "processDefinitionDesc",
      d.resource_name AS "processDefinitionResName", text '' AS "processDefinitionDiagramResName",
      coalesce(d.category, '') AS "category", ${categoryNameSql(Prisma.sql`d.category`, await names.categoryLabels())} AS "categoryName",
      ${businessTable} AS "businessTable", ${businessId} AS "businessId",
      CASE WHEN i.end_time IS NULL THEN 'unfinished' ELSE 'finished' END AS "processIsFinished",
      ${openTaskStatus(f)}::text AS "status", text '' AS "comment") r
    WHERE ${openTaskCondition(f)}`);
  return { total: answer!.total, records: Buffer.from(answer!.records, 'base64') };
}

/** The records of the claim or todo list as an answer sends them, and their count. */
export async function openTaskList(
  s: { sql: SqlReader; zoned: ZonedReaders; dates: BladeDates }, names: FlowNames, f: OpenTaskFilter,
): Promise<{ records: BladeFlow[] | JsonText<BladeFlow[]>; count: number }> {
  const zoned = await s.zoned.reader();
  if (!zoned) {
    const records = await openTasks(s.sql, names, s.dates, f);
    return { records, count: records.length };
  }
  const { total, records } = await openTasksJson(zoned, names, f);
  return { records: new JsonText(records), count: total };
}
