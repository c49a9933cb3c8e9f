// The user page as SQL on the read pool: the busiest list of the console, where Prisma's per-query compilation
// cost more than the database. The conditions are the list protocol's (where.ts), limited to the tenant given and
// to rows not deleted, as the tenancy extension would limit them. One statement answers the count, the page and each
// row's role links: every further round trip cost the server and PostgreSQL more CPU than the work it carried.
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

export type UserPage = {
  /** blade_user rows, snake_case columns. */
  rows: Record<string, unknown>[];
  /** The ids of the roles linked to each row's user (deleted roles included: links carry no tenant or state). */
  roleIds: Map<string, string[]>;
  total: number;
};

type Row = Record<string, unknown> & { id: bigint | null; page_total: number; page_role_ids: string[] | null };

/** One page of blade_user rows with their role links, and the count of all rows matching. */
export async function userPage(sql: SqlReader, tenant: Tenant, q: UserPageQuery): Promise<UserPage> {
  const where = Prisma.sql`is_deleted = 0 AND ${sameTenant(tenant)} AND ${sqlWhere(q.conditions, q.fields)}`;
  // The count is one row, the page joins it (LEFT: a page past the end still answers the count, with no user).
  const found = await sql.query<Row>(Prisma.sql`
    SELECT c.page_total, p.* FROM (SELECT count(*)::int AS page_total FROM blade_user WHERE ${where}) c
    LEFT JOIN LATERAL (
      SELECT *, ARRAY(SELECT l.role_id::text FROM blade_user_role l WHERE l.user_id = blade_user.id) AS page_role_ids
      FROM blade_user WHERE ${where} ORDER BY ${sqlOrderBy(q.orderBy, q.fields)} LIMIT ${q.take} OFFSET ${q.skip}
    ) p ON true`);
  const rows: Record<string, unknown>[] = [];
  const roleIds = new Map<string, string[]>();
  for (const r of found) {
    if (r.id === null) continue;
    const row: Record<string, unknown> = {};
    for (const key in r) if (key !== 'page_total' && key !== 'page_role_ids') row[key] = r[key];
    rows.push(row);
    roleIds.set(r.id.toString(), r.page_role_ids ?? []);
  }
  return { rows, roleIds, total: found[0]?.page_total ?? 0 };
}
