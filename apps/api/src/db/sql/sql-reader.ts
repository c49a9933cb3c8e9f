// The SQL path for the hottest lists, the workflow's steps and the log batches: parameterised SQL (Prisma.sql
// fragments or fixed texts, values always bound) run on a pg pool of its own, skipping the ORM's per-query
// compilation that dominated their cost. Rows come back typed as Prisma would return them: int8 as BigInt,
// timestamps as UTC instants. Raw SQL skips the tenancy extension, so every caller adds the tenant and soft-delete
// conditions itself, and has a test that it does.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Prisma } from '../prisma.ts';
import type { SqlTx } from './sql-tx.ts';
import { sqlTxOfClient } from './sql-tx.ts';

const INT8 = 20;
const TIMESTAMP = 1114;

const types = {
  getTypeParser(oid: number, format?: string) {
    if (oid === INT8) return (value: string) => BigInt(value);
    // Prisma stores `timestamp(3)` (without zone) as UTC; pg would otherwise read it in the process's local zone.
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
    return pg.types.getTypeParser(oid, format as 'text') as (value: string) => unknown;
  },
};

/** A statement and its bound values: a Prisma.Sql fragment, or a fixed text (bulk-insert.ts). */
type Statement = { text: string; values: unknown[] };

/** Settings by name: numbers, or words such as `force_generic_plan`. */
type Settings = Record<string, number | string>;

const statementNames = new Map<string, string>();
/**
 * The name a statement is prepared under on each connection, from its text: the same text is parsed and planned
 * once per connection, then only bound and run. For statements whose text comes from a bounded set (never a text
 * with a variable number of values, which would prepare without end).
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    // Bounded like the texts it is for; the map only saves hashing the same text on every call.
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, (name = `q${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  }
  return name;
}

export function createSqlReader(databaseUrl: string, options: { poolSize?: number; onError: (error: unknown) => void }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10, types: types });
  // An idle connection the server closed (a restart, a shutdown) is dropped by the pool; without a listener the
  // 'error' event would end the process.
  pool.on('error', options.onError);
  const tunedPools = new Map<string, pg.Pool>();
  const tunedPool = (settings: Settings) => {
    const startup = Object.entries(settings)
      .map(([name, value]) => {
        const fit = typeof value === 'number' ? Number.isFinite(value) : /^[a-z_]+$/.test(value);
        if (!/^[a-z_.]+$/.test(name) || !fit) throw new Error(`bad setting ${name}`);
        return `-c ${name}=${value}`;
      })
      .concat('-c default_transaction_read_only=on')
      .join(' ');
    let tuned = tunedPools.get(startup);
    if (!tuned) {
      tuned = new pg.Pool({
        connectionString: databaseUrl,
        max: options.poolSize ?? 10,
        types: types,
        options: startup,
      });
      tuned.on('error', options.onError);
      tunedPools.set(startup, tuned);
    }
    return tuned;
  };
  return {
    async query<T>(sql: Prisma.Sql): Promise<T[]> {
      return (await pool.query(sql.text, sql.values)).rows as T[];
    },
    /**
     * query() as a prepared statement (statementName): for the reads of every request and the hottest lists, whose
     * planning cost PostgreSQL more than running them (the session check, the todo list: 0.15 and 0.5 ms of planning).
     */
    async prepared<T>(sql: Statement): Promise<T[]> {
      return (await pool.query({ name: statementName(sql.text), text: sql.text, values: sql.values })).rows as T[];
    },
    /**
     * A reader of prepared statements (statementName) on connections that keep `settings` (planner or pg_trgm knobs,
     * fixed by the code: names, numbers and words only) for their whole life, read-only: a pool of its own per set of
     * settings, opened on first use and closed with this reader. A query is one round trip: with the settings made
     * local to a transaction of its own it took three (BEGIN with the SET LOCALs, the query, COMMIT), each a wake-up
     * of the server and of PostgreSQL.
     */
    tuned(settings: Settings) {
      const tuned = tunedPool(settings);
      return {
        async prepared<T>(sql: Prisma.Sql): Promise<T[]> {
          return (await tuned.query({ name: statementName(sql.text), text: sql.text, values: sql.values })).rows as T[];
        },
      };
    },
    /**
     * Runs `work` in one read-write transaction on a connection of this pool (the workflow's steps): committed when
     * it resolves, rolled back when it throws.
     */
    async transaction<T>(work: (tx: SqlTx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(sqlTxOfClient(client));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: it leaves the pool instead of going back to it.
        const broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        client.release(broken);
        throw error;
      }
    },
    end: async () => {
      await Promise.all([pool, ...tunedPools.values()].map((p) => p.end()));
    },
  };
}

export type SqlReader = ReturnType<typeof createSqlReader>;
