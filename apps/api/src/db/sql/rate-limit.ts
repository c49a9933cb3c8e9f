// The rate limits' counter (core/rate-limit.ts): fixed windows counted in PostgreSQL, one upsert per call, so every
// API process shares the count. A prepared statement on the SQL pool: it runs before every sign-in and captcha.
// The rate_limit table has no tenant column: keys name the limit and the caller.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';

/**
 * Counts `weight` hits for `key` in its window of `windowSeconds` (a row restarts its window once it has passed) and
 * answers the hits so far and the seconds left in the window.
 */
export async function countHits(
  sql: SqlReader,
  key: string,
  weight: number,
  windowSeconds: number,
): Promise<{ hits: number; retry: number }> {
  const rows = await sql.prepared<{ hits: number; retry: number }>(Prisma.sql`
    INSERT INTO rate_limit (client_key, window_start, hits) VALUES (${key}, LOCALTIMESTAMP, ${weight})
    ON CONFLICT (client_key) DO UPDATE SET
      hits = CASE WHEN rate_limit.window_start <= LOCALTIMESTAMP - make_interval(secs => ${windowSeconds})
        THEN ${weight} ELSE rate_limit.hits + ${weight} END,
      window_start = CASE WHEN rate_limit.window_start <= LOCALTIMESTAMP - make_interval(secs => ${windowSeconds})
        THEN LOCALTIMESTAMP ELSE rate_limit.window_start END
    RETURNING hits, GREATEST(1, ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - LOCALTIMESTAMP)))::int AS retry`);
  return rows[0]!;
}
