// The three Blade logs and the sign-in log, written in batches (batch-writer.ts) so that logging adds no database round trip to a
// request. Other modules record events through `usual(...)`; the error middleware through `error(...)`; the API log
// middleware through `api(...)`. Rows older than the configured retention are pruned every few hours.
import { textOf } from '@blade/contract';
import type { Request } from 'express';
import type { AppConfig } from '../../config.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { unscoped } from '../../lib/request-context.ts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { bulkInsertOf } from '../../db/sql/bulk-insert.ts';
import { runtimeModels } from '../../db/runtime-models.ts';
import { nextId } from '../../db/snowflake.ts';
import type { SqlReader } from '../../db/sql/sql-reader.ts';
import { createBatchWriter } from './batch-writer.ts';
import type { BatchOptions } from './batch-writer.ts';
import { requestFacts, serverFacts } from './request-facts.ts';

export type UsualEvent = {
  tenantId: string;
  /** What happened, e.g. `login`, `logout`, `sms` (Blade's logId). */
  logId: string;
  logData?: string;
  logLevel?: 'INFO' | 'WARN' | 'ERROR' | 'DEBUG';
  createBy?: string | null;
  /** The request the event belongs to, when there is one: adds method, path, address and agent. */
  req?: Request;
  user?: AuthUser;
};

type Row<T> = Omit<T, 'id' | 'createTime'>;
type Stamp = { id: bigint; tenantId: string; createTime: Date };
/** What the database would otherwise default: the raw insert gives every column. */
const stamped = <T extends { tenantId?: string }>(row: T): T & Stamp => ({
  ...row,
  id: nextId(),
  tenantId: row.tenantId ?? '000000',
  createTime: new Date(),
});

/** PostgreSQL refused a value of the batch (class 22, data exception; 23, integrity constraint), not the batch. */
const rowRefused = (error: unknown) => /^2[23]/.test(textOf((error as { code?: unknown } | null)?.code));

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createLogService(
  db: Db,
  sql: SqlReader,
  config: AppConfig,
  options: BatchOptions & { onError?: (e: unknown) => void } = {},
) {
  const server = serverFacts(config.env);
  // Each batch is one statement on the SQL pool (db/sql/bulk-insert.ts), outside any caller's tenant scope: every row
  // carries its own tenant, its snowflake id and the time it was recorded (not the time its batch was written).
  const models = runtimeModels(db);
  const writerOf = <T extends object>(model: string) =>
    createBatchWriter<T & Stamp>(bulkInsertOf(models, model, sql), { rowRefused, ...options });
  const usual = writerOf<Row<Prisma.LogUsualCreateManyInput>>('LogUsual');
  const api = writerOf<Row<Prisma.LogApiCreateManyInput>>('LogApi');
  const error = writerOf<Row<Prisma.LogErrorCreateManyInput>>('LogError');
  const signIn = writerOf<Row<Prisma.LogSignInCreateManyInput>>('LogSignIn');

  async function prune(now = new Date()) {
    const before = new Date(now.getTime() - config.logRetentionDays * DAY_MS);
    const where = { createTime: { lt: before } };
    const counts = await unscoped(
      async () =>
        await Promise.all([
          db.logUsual.deleteMany({ where }),
          db.logApi.deleteMany({ where }),
          db.logError.deleteMany({ where }),
          db.logSignIn.deleteMany({ where }),
        ]),
    );
    return counts.reduce((n, c) => n + c.count, 0);
  }
  let pruner: NodeJS.Timeout | undefined;
  /** Prunes now and every few hours (the server calls it once started). */
  function startPruning() {
    if (pruner) return;
    const run = () => void prune().catch((e) => options.onError?.(e));
    pruner = setInterval(run, PRUNE_EVERY_MS).unref();
    run();
  }

  return {
    server,
    /** Records an event in the usual log (sign-in, sign-out, SMS log provider, ...). */
    usual(event: UsualEvent) {
      const facts = event.req ? requestFacts(event.req, event.user) : undefined;
      usual.write(
        stamped({
          ...server,
          ...facts,
          tenantId: event.tenantId,
          logId: event.logId.slice(0, 100),
          logData: event.logData ?? null,
          logLevel: event.logLevel ?? 'INFO',
          createBy: (event.createBy ?? facts?.createBy ?? null)?.slice(0, 64) ?? null,
        }),
      );
    },
    api(row: Omit<Prisma.LogApiCreateManyInput, 'id' | keyof typeof server>) {
      api.write(stamped({ ...server, ...row }));
    },
    error(row: Omit<Prisma.LogErrorCreateManyInput, 'id' | keyof typeof server>) {
      error.write(stamped({ ...server, ...row }));
    },
    /** One sign-in attempt (sign-in-log.ts builds the row). */
    signIn(row: Row<Prisma.LogSignInCreateManyInput>) {
      signIn.write(stamped(row));
    },
    /** Writes every buffered row now (tests, shutdown). */
    flush: () => Promise.all([usual.flush(), api.flush(), error.flush(), signIn.flush()]).then(() => undefined),
    prune,
    startPruning,
    close: async () => {
      if (pruner) clearInterval(pruner);
      await Promise.all([usual.close(), api.close(), error.close(), signIn.close()]);
    },
  };
}

export type LogService = ReturnType<typeof createLogService>;
