// Parameterised SQL inside one transaction, whichever client holds it: a pg connection of the SQL pool
// (sql-reader.ts), or a Prisma interactive transaction a caller already opened (the leave request and its process
// commit together). Hot write paths (the workflow's steps) use it to skip the ORM's per-query compilation. Values
// are always bound (Prisma.sql fragments); raw SQL skips the tenancy extension, so callers add tenant conditions.
import type { PoolClient } from 'pg';
import type { Tx } from '../prisma.ts';
import { Prisma } from '../prisma.ts';

export type SqlTx = {
  query<T>(sql: Prisma.Sql): Promise<T[]>;
  /** Runs a write and answers how many rows it touched. */
  execute(sql: Prisma.Sql): Promise<number>;
};

export function sqlTxOfPrisma(tx: Tx): SqlTx {
  return {
    query: <T>(sql: Prisma.Sql) => tx.$queryRaw<T[]>(sql),
    execute: (sql) => tx.$executeRaw(sql),
  };
}

export function sqlTxOfClient(client: PoolClient): SqlTx {
  return {
    query: async <T>(sql: Prisma.Sql) => (await client.query(sql.text, sql.values)).rows as T[],
    execute: async (sql) => (await client.query(sql.text, sql.values)).rowCount ?? 0,
  };
}

/** A timestamp(3) column's value: Prisma keeps them as UTC, whatever the process's time zone. */
export const utcTimestamp = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
