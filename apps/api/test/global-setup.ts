// Starts one embedded PostgreSQL for the whole run and prepares two template databases: `tpl_migrated` (schema
// only) and `tpl_seeded` (schema + seed). Each test file clones its own database from one of them, so files run
// in parallel without cleaning up after each other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabaseIfMissing, MIGRATIONS_DIR } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPrisma } from '../src/db/prisma.ts';
import { seed } from '../src/seed/seed.ts';
import { TEST_HASH_COST } from '../src/config.ts';
import { createPasswords } from '../src/modules/auth/password.ts';
import { stopBcryptPool } from '../src/modules/auth/bcrypt-pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-test-'));
  // fsync and friends off: a throw-away cluster, and the flushes dominate a run on a busy machine.
  const pg = await startEmbeddedPostgres(dataDir, { throwAwayDurability: true });
  for (const template of ['tpl_migrated', 'tpl_seeded']) {
    await createDatabaseIfMissing(pg.url(), template);
    await migrate(pg.url(template), MIGRATIONS_DIR);
  }
  const db = createPrisma(pg.url('tpl_seeded'), 2);
  // The trial accounts (DEMO=true's): the tests sign in as admin, hr, manager and boss.
  await seed(db, { referenceData: false, starterTerms: false, passwords: createPasswords(TEST_HASH_COST), accounts: { trial: true } });
  await db.$disconnect();
  await stopBcryptPool();
  project.provide('pgAdminUrl', pg.url());
  return async () => {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
