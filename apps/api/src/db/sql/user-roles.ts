// The role links of a page of users, in one query. blade_user_role carries no tenant: the caller keeps only the
// roles its tenant can see.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';

export function roleLinksOf(sql: SqlReader, userIds: bigint[]): Promise<Array<{ userId: bigint; roleId: bigint }>> {
  return sql.query<{ userId: bigint; roleId: bigint }>(
    Prisma.sql`SELECT user_id AS "userId", role_id AS "roleId" FROM blade_user_role WHERE user_id IN (${Prisma.join(userIds)})`,
  );
}
