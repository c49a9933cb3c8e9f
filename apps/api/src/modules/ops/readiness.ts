// Readiness for load balancers and `docker compose` health checks: the database answers and holds every migration
// this build ships (a newer instance started against an old schema, or a failed migration, is not ready).
import { Prisma } from '../../db/prisma.ts';
import { MIGRATIONS_DIR } from '../../db/database.ts';
import { readMigrations } from '../../db/migrate.ts';
import type { SqlReader } from '../../db/sql-reader.ts';

export type Readiness = { status: 'UP' | 'DOWN'; database: 'UP' | 'DOWN'; pendingMigrations: string[] };

export function readinessCheck(sql: SqlReader, migrationsDir = MIGRATIONS_DIR) {
  // The shipped migrations never change while the process runs.
  const shipped = readMigrations(migrationsDir).map((m) => m.name);
  return async (): Promise<Readiness> => {
    try {
      const rows = await sql.query<{ migration_name: string }>(Prisma.sql`
        SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
      const applied = new Set(rows.map((r) => r.migration_name));
      const pendingMigrations = shipped.filter((name) => !applied.has(name));
      return { status: pendingMigrations.length ? 'DOWN' : 'UP', database: 'UP', pendingMigrations };
    } catch {
      return { status: 'DOWN', database: 'DOWN', pendingMigrations: [] };
    }
  };
}
