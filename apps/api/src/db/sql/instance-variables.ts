// The process instances of a tenant whose variable `name` reads, as text, `value` (with no value: is set), for the
// send and done lists' variable filter; the open-task lists join the same condition into their own statement.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';

export async function instanceIdsWithVariable(
  sql: SqlReader,
  tenantId: string,
  name: string,
  value: string | undefined,
): Promise<bigint[]> {
  const match = value === undefined ? Prisma.sql`variables ->> ${name} IS NOT NULL` : Prisma.sql`variables ->> ${name} = ${value}`;
  const rows = await sql.query<{ id: string }>(
    Prisma.sql`SELECT id::text AS id FROM act_hi_procinst WHERE tenant_id = ${tenantId} AND ${match}`,
  );
  return rows.map((r) => BigInt(r.id));
}
