// The user page as SQL on the read pool: the busiest list of the console, where Prisma's per-query compilation
// cost more than the database. The conditions are the list protocol's (where.ts), limited to the tenant given and
// to rows not deleted, as the tenancy extension would limit them.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';
import type { Tenant } from './tenant.ts';
import { sameTenant } from './tenant.ts';
import type { Condition, Order } from './where.ts';
import { sqlOrderBy, sqlWhere } from './where.ts';

export type UserPageQuery = {
  conditions: Condition[];
  orderBy: Order[];
  /** The fields the conditions and the order may name. */
  fields: ReadonlySet<string>;
  take: number;
  skip: number;
};

/** One page of blade_user rows (snake_case columns) and the count of all rows matching. */
export async function userPage(
  sql: SqlReader,
  tenant: Tenant,
  q: UserPageQuery,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = Prisma.sql`WHERE is_deleted = 0 AND ${sameTenant(tenant)} AND ${sqlWhere(q.conditions, q.fields)}`;
  const [rows, count] = await Promise.all([
    sql.query<Record<string, unknown>>(
      Prisma.sql`SELECT * FROM blade_user ${where} ORDER BY ${sqlOrderBy(q.orderBy, q.fields)} LIMIT ${q.take} OFFSET ${q.skip}`,
    ),
    sql.query<{ total: number }>(Prisma.sql`SELECT count(*)::int AS total FROM blade_user ${where}`),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}
