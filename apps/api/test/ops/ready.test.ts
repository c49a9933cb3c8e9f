// Readiness: the database answers and every shipped migration is applied.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/database.ts';
import { readMigrations } from '../../src/db/migrate.ts';
import { createSqlReader } from '../../src/db/sql/sql-reader.ts';
import { readinessCheck } from '../../src/modules/ops/readiness.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { tempDir } from '../support/temp-dir.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /api/ready', () => {
  it('answers 200 UP on a migrated database', async () => {
    const res = await request(t.server).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'UP', database: 'UP', pendingMigrations: [] });
  });

  it('is not ready when this build ships a migration the database lacks', async () => {
    const dir = tempDir('blade-migrations-');
    for (const m of [...readMigrations(MIGRATIONS_DIR), { name: '29990101000000_future', sql: 'SELECT 1' }]) {
      mkdirSync(path.join(dir, m.name));
      writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
    }
    const answer = await readinessCheck(t.app.services.sql, dir)();
    expect(answer).toEqual({ status: 'DOWN', database: 'UP', pendingMigrations: ['29990101000000_future'] });
  });

  it('is not ready when the database does not answer', async () => {
    const unreachable = createSqlReader('postgresql://nobody:x@127.0.0.1:1/none', { onError: () => {} });
    try {
      expect((await readinessCheck(unreachable)()).database).toBe('DOWN');
    } finally {
      await unreachable.end();
    }
  });
});
