// Readiness for load balancers and `docker compose` health checks: the database answers and holds every migration
// this build ships (a newer instance started against an old schema, or a failed migration, is not ready).
import { MIGRATIONS_DIR } from '../../db/database.ts';
import { readMigrations } from '../../db/migrate.ts';
import { appliedMigrations } from '../../db/sql/migrations-applied.ts';
import type { SqlReader } from '../../db/sql/sql-reader.ts';

export type Readiness = { status: 'UP' | 'DOWN'; database: 'UP' | 'DOWN'; pendingMigrations: string[] };

export function readinessCheck(sql: SqlReader, migrationsDir = MIGRATIONS_DIR) {
  // The shipped migrations never change while the process runs.
  const shipped = readMigrations(migrationsDir).map((m) => m.name);
  return async (): Promise<Readiness> => {
    try {
      const applied = new Set(await appliedMigrations(sql));
      const pendingMigrations = shipped.filter((name) => !applied.has(name));
      return { status: pendingMigrations.length ? 'DOWN' : 'UP', database: 'UP', pendingMigrations };
    } catch {
      return { status: 'DOWN', database: 'DOWN', pendingMigrations: [] };
    }
  };
}
