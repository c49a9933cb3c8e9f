// The migrations build the database the schema describes. Prisma's own drift check (`migrate diff
// --from-migrations`) needs a shadow database, which Prisma refuses with a driver adapter (prisma.config.ts), so the
// same comparison is made on the catalogs: the SQL Prisma writes for the schema from nothing runs in one database,
// the project's migrations (the test run's `tpl_migrated`) in another, and the tables, their columns (type,
// nullability, default), indexes and foreign keys must be the same. The migrations may add what a schema cannot
// state (triggers, functions, expression indexes): of indexes only those the schema states are compared.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from '../src/db/database.ts';
import { cloneDatabase, databaseUrl } from './test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The migration ledger (src/db/migrate.ts keeps Prisma's): no table of the schema. */
const LEDGER = '_prisma_migrations';

type Catalog = { columns: Map<string, string[]>; indexes: Map<string, string>; foreignKeys: string[] };

/** The SQL that creates the schema in an empty database, as Prisma writes it (scripts/prisma.mjs, offline). */
function schemaScript(): string {
  const run = spawnSync(
    process.execPath,
    ['scripts/prisma.mjs', 'migrate', 'diff', '--from-empty', '--to-schema-datamodel', 'prisma/schema.prisma', '--script'],
    // The test run's cluster: the wrapper then starts no cluster of its own.
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: inject('pgAdminUrl') } },
  );
  if (run.status !== 0) throw new Error(`prisma migrate diff failed:\n${run.stderr}`);
  return run.stdout;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function catalogOf(client: pg.Client): Promise<Catalog> {
  const columns = new Map<string, string[]>();
  const { rows: columnRows } = await client.query<{ table_name: string; line: string }>(`
    SELECT table_name, concat_ws(' ', column_name, format_type(a.atttypid, a.atttypmod),
                                 CASE WHEN c.is_nullable = 'NO' THEN 'NOT NULL' END, 'DEFAULT ' || c.column_default) AS line
    FROM information_schema.columns c
    JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass AND a.attname = c.column_name
    WHERE c.table_schema = 'public'
    ORDER BY table_name, column_name`);
  for (const { table_name, line } of columnRows) columns.set(table_name, [...(columns.get(table_name) ?? []), line]);
  const { rows: indexRows } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
  );
  const { rows: keyRows } = await client.query<{ line: string }>(`
    SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY 1`);
  return {
    columns,
    indexes: new Map(indexRows.map((r) => [r.indexname, r.indexdef])),
    foreignKeys: keyRows.map((r) => r.line),
  };
}

describe('the migrations', () => {
  // The Prisma CLI loads its WebAssembly schema engine and diffs the whole schema: about 15 s on a quiet machine.
  it('build the tables, columns, indexes and foreign keys the schema describes', { timeout: 120_000 }, async () => {
    const script = schemaScript();
    const name = `schema_${randomBytes(6).toString('hex')}`;
    await createDatabaseIfMissing(inject('pgAdminUrl'), name);
    const described = await withClient(databaseUrl(name), async (client) => {
      await client.query(script);
      return catalogOf(client);
    });
    const built = await withClient(await cloneDatabase('tpl_migrated'), catalogOf);

    built.columns.delete(LEDGER);
    expect(Object.fromEntries(built.columns)).toEqual(Object.fromEntries(described.columns));
    // Each index the schema states, by name, with the same definition.
    expect(Object.fromEntries([...described.indexes.keys()].map((k) => [k, built.indexes.get(k)]))).toEqual(
      Object.fromEntries(described.indexes),
    );
    expect(built.foreignKeys).toEqual(described.foreignKeys);
  });
});
