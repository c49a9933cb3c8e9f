// Per request (through the cache of modules/auth/current-user.ts): the tenant's second-factor rule and whether the
// user has enrolled, in one prepared statement. blade_user_totp has no tenant column: a row is the user's, by id.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';

export type SecondFactorState = { mode: string; enrolled: boolean };

export async function secondFactorState(sql: SqlReader, tenantId: string, userId: bigint): Promise<SecondFactorState> {
  const [row] = await sql.prepared<SecondFactorState>(Prisma.sql`
    SELECT t.second_factor AS mode,
      EXISTS (SELECT 1 FROM blade_user_totp u WHERE u.user_id = ${userId} AND u.enabled_at IS NOT NULL) AS enrolled
    FROM blade_tenant t WHERE t.tenant_id = ${tenantId} AND t.is_deleted = 0 ORDER BY t.id LIMIT 1`);
  return row ?? { mode: 'off', enrolled: false };
}
