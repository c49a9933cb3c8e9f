// The SQL reader's tuned connections: their settings hold for every statement and go nowhere else, and they only read.
// And text[] literals made in one join read back as the strings they were made from.
import { Prisma } from '../src/db/prisma.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlReader } from '../src/db/sql/sql-reader.ts';
import { textArrayLiteral } from '../src/db/text-array.ts';
import { cloneDatabase } from './test-app.ts';

let sql: ReturnType<typeof createSqlReader>;
beforeAll(async () => {
  sql = createSqlReader(await cloneDatabase(), { onError: () => {} });
});
afterAll(() => sql.end());

const setting = Prisma.sql`SELECT current_setting('pg_trgm.similarity_threshold', true) AS trgm, current_setting('enable_seqscan') AS seqscan,
  current_setting('plan_cache_mode') AS plans`;

describe('tuned readers', () => {
  it('run every statement with their settings, which the plain reader does not see', async () => {
    const tuned = sql.tuned({ 'pg_trgm.similarity_threshold': 0.25, enable_seqscan: 0, plan_cache_mode: 'force_generic_plan' });
    // Several at once: each connection of the tuned pool has the settings, not only the first.
    type Row = { trgm: string | null; seqscan: string; plans: string };
    const answers = await Promise.all(Array.from({ length: 4 }, () => tuned.prepared<Row>(setting)));
    for (const [row] of answers) expect(row).toEqual({ trgm: '0.25', seqscan: 'off', plans: 'force_generic_plan' });
    const [plain] = await sql.query<Row>(setting);
    expect(plain).toMatchObject({ seqscan: 'on', plans: 'auto' });
    expect(plain!.trgm).not.toBe('0.25');
  });

  it('take names, numbers and words only: nothing that could carry another option', () => {
    expect(() => sql.tuned({ enable_seqscan: Number.NaN })).toThrow(/bad setting/);
    expect(() => sql.tuned({ plan_cache_mode: 'auto -c fsync=off' })).toThrow(/bad setting/);
    expect(() => sql.tuned({ 'enable_seqscan=0 -c x': 0 })).toThrow(/bad setting/);
  });

  it('refuse to write', async () => {
    const tuned = sql.tuned({ enable_seqscan: 0 });
    await expect(tuned.prepared(Prisma.sql`CREATE TABLE tuned_write (id int)`)).rejects.toThrow(/read-only transaction/);
  });
});

describe('text[] literals', () => {
  it('read back in PostgreSQL as the very strings, whatever they hold', async () => {
    const values = ['数据库', '', 'a,b', '{c}', ' d ', 'NULL', 'say "hi"', 'back\\slash', '\\"', "it's"];
    for (const list of [values, [], ['数剧库']]) {
      const [row] = await sql.query<{ v: string[] }>(Prisma.sql`SELECT ${textArrayLiteral(list)}::text[] AS v`);
      expect(row!.v).toEqual(list);
    }
  });
});
