// Raw SQL has one home, src/db/sql/: the only files that send SQL text by hand, each statement a function there, and
// every function whose SQL names a tenant-owned table takes the tenant as an argument (db/sql/tenant.ts), since raw
// SQL runs outside the Prisma extension that scopes every other query. Elsewhere only the migrations and the
// embedded database's bootstrap write SQL (they run before any tenant exists, on the schema itself).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../../src/db/database.ts';
import { NOT_TENANT_SCOPED } from '../../src/db/model-traits.ts';
import { sendsSql, tenantGaps, tenantOwnedTables } from './sql-text.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const HOME = 'db/sql/';
/** The other places that may write SQL: applying migrations, and creating the embedded cluster's database and role. */
const ALLOWED = ['db/migrate.ts', 'db/database.ts', 'db/embedded-postgres.ts'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const files = sources(SRC).map((file) => ({ name: relative(file), text: readFileSync(file, 'utf8') }));

describe('raw SQL', () => {
  it('is sent only from src/db/sql and the named places', () => {
    const elsewhere = files
      .filter((f) => !f.name.startsWith(HOME) && !ALLOWED.includes(f.name))
      .flatMap((f) => sendsSql(f.name, f.text).map((place) => `${f.name}:${place}`));
    expect(elsewhere).toEqual([]);
  });

  it('names a tenant-owned table only with the tenant as an argument', () => {
    const tables = tenantOwnedTables(readFileSync(SCHEMA_FILE, 'utf8'), NOT_TENANT_SCOPED);
    expect(tables).toContain('blade_user');
    const gaps = files
      .filter((f) => f.name.startsWith(HOME))
      .flatMap((f) => tenantGaps(f.name, f.text, tables).map((g) => `${f.name}: ${g}`));
    expect(gaps).toEqual([]);
  });

  it('the named places exist, and home is where the SQL is', () => {
    for (const name of ALLOWED) expect(files.some((f) => f.name === name && sendsSql(name, f.text).length > 0)).toBe(true);
    expect(files.filter((f) => f.name.startsWith(HOME) && sendsSql(f.name, f.text).length > 0).length).toBeGreaterThan(10);
  });

  it('the scan finds each way of sending SQL, and a tenant table reached without a tenant', () => {
    const planted = [
      'await db.$queryRaw`SELECT 1`;',
      'await tx.$executeRawUnsafe(text);',
      'const q = Prisma.sql`x = ${1}`;',
      'await client.query(`LISTEN ${channel}`);',
      "await pool.query({ name: 'n', text, values });",
      'const t = sql`SELECT 1`;',
      "const s = 'DELETE FROM blade_user WHERE id = $1';",
    ].join('\n');
    const lines = new Set(sendsSql('planted.ts', planted).map((place) => place.split(':')[0]));
    expect([...lines]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    // Comments, prose and generated code held in a template are not SQL sent.
    expect(
      sendsSql('fine.ts', "// SELECT * FROM x\nconst m = 'Select a user';\nconst code = `await get('list').query({ current: 1 })`;"),
    ).toEqual([]);
    const tables = new Set(['blade_user']);
    const unscoped = 'export function all(sql: SqlReader) { return sql.query(Prisma.sql`SELECT * FROM blade_user`); }';
    const scoped =
      'export function all(sql: SqlReader, tenant: Tenant) { return sql.query(Prisma.sql`SELECT * FROM blade_user WHERE ${sameTenant(tenant)}`); }';
    expect(tenantGaps('a.ts', unscoped, tables)).toEqual(['all -> blade_user']);
    expect(tenantGaps('b.ts', scoped, tables)).toEqual([]);
  });
});
