// A read-only path for the hottest lists: parameterised SQL (Prisma.sql fragments, values always bound) run on a
// pg pool of its own, skipping the ORM's per-query compilation that dominated their cost. Rows come back typed as
// Prisma would return them: int8 as BigInt, timestamps as UTC instants. Raw SQL skips the tenancy extension, so
// every caller adds the tenant and soft-delete conditions itself, and has a test that it does.
import pg from 'pg';
import type { Prisma } from './prisma.ts';

const INT8 = 20;
const TIMESTAMP = 1114;

const types = {
  getTypeParser(oid: number, format?: string) {
    if (oid === INT8) return (value: string) => BigInt(value);
    // Prisma stores `timestamp(3)` (without zone) as UTC; pg would otherwise read it in the process's local zone.
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export function createSqlReader(databaseUrl: string, poolSize = 10) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types: types as pg.CustomTypesConfig });
  return {
    async query<T>(sql: Prisma.Sql): Promise<T[]> {
      return (await pool.query(sql.text, sql.values)).rows as T[];
    },
    /**
     * Runs `work` in one read-only transaction on one connection, so that settings it makes with
     * `set_config(name, value, true)` (planner or pg_trgm knobs a query needs) apply to its own queries alone.
     */
    async transaction<T>(work: (query: <R>(sql: Prisma.Sql) => Promise<R[]>) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN READ ONLY');
        const result = await work(async <R>(sql: Prisma.Sql) => (await client.query(sql.text, sql.values)).rows as R[]);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    end: () => pool.end(),
  };
}

export type SqlReader = ReturnType<typeof createSqlReader>;
