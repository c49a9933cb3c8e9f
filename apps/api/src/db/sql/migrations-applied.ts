// The migrations the database holds, as Prisma's migration table records them (readiness: modules/ops/readiness.ts).
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';

/** Names of the migrations finished and not rolled back. */
export async function appliedMigrations(sql: SqlReader): Promise<string[]> {
  const rows = await sql.query<{ migration_name: string }>(Prisma.sql`
    SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
  return rows.map((r) => r.migration_name);
}
