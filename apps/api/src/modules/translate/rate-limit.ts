// Public writes per client address: a fixed window counted in PostgreSQL (translate_rate_limit), so every API
// process shares the count. One upsert per write: the row restarts its window once the window has passed.
// Rows are one per address and small; nothing prunes them yet.
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/prisma.ts';

export type RateLimit = { hits: number; windowSeconds: number };

export function createRateLimiter(db: Db, limit: RateLimit) {
  return {
    /** Counts one write for `key`; throws 429 (in the envelope) past the limit, saying when to retry. */
    async hit(key: string): Promise<void> {
      const seconds = limit.windowSeconds;
      const rows = await db.$queryRaw<Array<{ hits: number; retry: number }>>`
        INSERT INTO translate_rate_limit (client_key, window_start, hits) VALUES (${key}, LOCALTIMESTAMP, 1)
        ON CONFLICT (client_key) DO UPDATE SET
          hits = CASE WHEN translate_rate_limit.window_start <= LOCALTIMESTAMP - make_interval(secs => ${seconds})
            THEN 1 ELSE translate_rate_limit.hits + 1 END,
          window_start = CASE WHEN translate_rate_limit.window_start <= LOCALTIMESTAMP - make_interval(secs => ${seconds})
            THEN LOCALTIMESTAMP ELSE translate_rate_limit.window_start END
        RETURNING hits, GREATEST(1, ceil(extract(epoch FROM window_start + make_interval(secs => ${seconds}) - LOCALTIMESTAMP)))::int AS retry`;
      const row = rows[0]!;
      if (row.hits > limit.hits) throw new AppError(429, 'translateRateLimited', { seconds: row.retry });
    },
  };
}
