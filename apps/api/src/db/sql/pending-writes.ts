// Writes of a transaction that answer nothing wait, and go to the database as data-modifying WITH clauses of the
// next write that answers something (a guarded UPDATE), or together at the end: one round trip instead of several.
// What a transaction sees stays as if each had run at once, because Postgres runs every part of one statement on
// the same snapshot, and so:
// - before a read, everything waiting is sent first (a read sees every earlier write);
// - an UPDATE of a table something waiting touches is not joined to it (it would not see that write, or could
//   update the same row twice), everything waiting is sent first;
// - INSERTs join freely: a row inserted by a later write was not there for an earlier one either.
// An error in a waiting write surfaces at the statement that carries it; the transaction then rolls back whole.
import { Prisma } from '../prisma.ts';
import type { SqlTx } from './sql-tx.ts';

type Waiting = { table: string; sql: Prisma.Sql };

/** `WITH w0 AS (...), w1 AS (...) <main>`: the waiting writes as clauses of `main`. */
const carrying = (waiting: Waiting[], main: Prisma.Sql) =>
  waiting.length === 0
    ? main
    : Prisma.sql`WITH ${Prisma.join(
        waiting.map((w, i) => Prisma.sql`${Prisma.raw(`w${i}`)} AS (${w.sql})`),
        ', ',
      )} ${main}`;

export function pendingWrites(sql: SqlTx) {
  let waiting: Waiting[] = [];

  async function flush(): Promise<void> {
    if (!waiting.length) return;
    const [last, ...rest] = [waiting.at(-1)!, ...waiting.slice(0, -1)];
    waiting = [];
    await sql.execute(carrying(rest, last.sql));
  }

  return {
    flush,
    /** A write that answers nothing: it waits for the next statement (or the end of the step). */
    async later(table: string, kind: 'insert' | 'update', write: Prisma.Sql): Promise<void> {
      if (kind === 'update' && waiting.some((w) => w.table === table)) await flush();
      waiting.push({ table, sql: write });
    },
    async query<T>(read: Prisma.Sql): Promise<T[]> {
      await flush();
      return sql.query<T>(read);
    },
    /** An UPDATE whose row count the caller checks: it carries what is waiting, unless that touches its table. */
    async execute(table: string, update: Prisma.Sql): Promise<number> {
      if (waiting.some((w) => w.table === table)) await flush();
      const carried = waiting;
      waiting = [];
      return sql.execute(carrying(carried, update));
    },
  };
}
