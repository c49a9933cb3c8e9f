// The term import's statements (modules/translate/term-import.ts): each batch is one statement of array parameters.
// Through the ORM, an IN list or a createMany of 1,000 rows x 11 values was compiled anew for every batch, which
// took most of a 50,000-row commit's time and hundreds of MB of memory. Every statement takes the tenant it works
// in, and fills the audit columns as the tenancy extension would.
import { Prisma } from '../prisma.ts';
import type { DbClient } from '../prisma.ts';

type Runner = Pick<DbClient, '$queryRaw' | '$executeRaw'>;

/** Who writes: the audit columns' values. */
export type EntryWriter = { userId: bigint; deptId: bigint | null };

export type NewEntry = {
  id: bigint;
  chinese: string;
  english: string;
  classificationId: bigint;
  labels: string | null;
  remark: string | null;
};

/** Entries of tenant `tenantId`, not deleted, whose chinese is one of `chinese`. */
export function entriesByChinese(
  db: Runner,
  tenantId: string,
  chinese: string[],
): Promise<
  Array<{ id: bigint; chinese: string; english: string; classificationId: bigint; labels: string | null; remark: string | null }>
> {
  return db.$queryRaw(Prisma.sql`
    SELECT id, chinese, english, classification_id AS "classificationId", labels, remark FROM translate_entry
    WHERE tenant_id = ${tenantId} AND is_deleted = 0 AND chinese = ANY(${chinese}::text[])`);
}

/** Which of `chinese` tenant `tenantId` has an entry for, removed entries included (a removed word stays removed). */
export async function chineseEverEntered(db: Runner, tenantId: string, chinese: string[]): Promise<Set<string>> {
  const rows = await db.$queryRaw<Array<{ chinese: string }>>(Prisma.sql`
    SELECT chinese FROM translate_entry WHERE tenant_id = ${tenantId} AND chinese = ANY(${chinese}::text[])`);
  return new Set(rows.map((r) => r.chinese));
}

/** Inserts `entries` into tenant `tenantId` in one INSERT of unnested arrays. */
export async function insertEntries(db: Runner, tenantId: string, writer: EntryWriter, entries: NewEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.$executeRaw(Prisma.sql`
    INSERT INTO translate_entry (id, tenant_id, chinese, english, classification_id, labels, remark,
                                 create_user, create_dept, update_user, create_time, update_time)
    SELECT v.id, ${tenantId}, v.chinese, v.english, v.classification_id, v.labels, v.remark,
           ${writer.userId}, ${writer.deptId}, ${writer.userId}, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC')
    FROM unnest(${entries.map((e) => String(e.id))}::bigint[], ${entries.map((e) => e.chinese)}::text[],
                ${entries.map((e) => e.english)}::text[], ${entries.map((e) => String(e.classificationId))}::bigint[],
                ${entries.map((e) => e.labels)}::text[], ${entries.map((e) => e.remark)}::text[])
         AS v(id, chinese, english, classification_id, labels, remark)`);
}

/** Overwrites entries of tenant `tenantId` by id in one UPDATE (row by row, 50,000 would take minutes). */
export async function overwriteEntries(
  db: Runner,
  tenantId: string,
  writer: EntryWriter,
  entries: Array<{ id: bigint; english: string; labels: string | null; remark: string | null }>,
): Promise<void> {
  if (!entries.length) return;
  await db.$executeRaw(Prisma.sql`
    UPDATE translate_entry AS t
    SET english = v.english, labels = v.labels, remark = v.remark,
        update_user = ${writer.userId}, update_time = (now() AT TIME ZONE 'UTC')
    FROM unnest(${entries.map((e) => String(e.id))}::bigint[], ${entries.map((e) => e.english)}::text[],
                ${entries.map((e) => e.labels)}::text[], ${entries.map((e) => e.remark)}::text[]) AS v(id, english, labels, remark)
    WHERE t.id = v.id AND t.tenant_id = ${tenantId}`);
}
