// Rate limits per client address: fixed windows counted in PostgreSQL, so every API process shares the count.
// One upsert per call: a row restarts its window once the window has passed. Keys carry the limit's name
// (`sign-in:<address>`, `captcha:<address>`, `message:<tenant>:<address>`), so one table serves every limit.
// A prepared statement on the SQL pool (db/sql-reader.ts): it runs before every sign-in and every captcha, where the
// ORM's raw query cost a compilation each time.
import type { Request } from 'express';
import type { RateLimit } from '../config.ts';
import { Prisma } from '../db/prisma.ts';
import type { SqlReader } from '../db/sql-reader.ts';
import { addressKey } from './address-key.ts';
import { AppError } from './app-error.ts';
import type { MessageKey } from './messages.ts';

/** The caller's address as Express sees it (the socket, or X-Forwarded-For when TRUST_PROXY is configured). */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Who a limit counts: the caller's address, an IPv6 caller by its /64 (address-key.ts). */
export const clientKey = (req: Request) => addressKey(clientAddress(req));

/** A 429: the error middleware sends `Retry-After` (seconds) with it, as RFC 9110 asks of a 429. */
export class RateLimited extends AppError {
  constructor(
    key: MessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(429, key, { seconds: retryAfterSeconds });
  }
}

export type RateLimiter = { hit(key: string, weight?: number): Promise<void> };

export function createRateLimiter(sql: SqlReader, limit: RateLimit, message: MessageKey = 'rateLimited'): RateLimiter {
  return {
    /** Counts one call (or `weight` units: rows, entries) for `key`; throws 429 (in the envelope) past the limit. */
    async hit(key: string, weight = 1): Promise<void> {
      const seconds = limit.windowSeconds;
      const rows = await sql.prepared<{ hits: number; retry: number }>(Prisma.sql`
        INSERT INTO rate_limit (client_key, window_start, hits) VALUES (${key}, LOCALTIMESTAMP, ${weight})
        ON CONFLICT (client_key) DO UPDATE SET
          hits = CASE WHEN rate_limit.window_start <= LOCALTIMESTAMP - make_interval(secs => ${seconds})
            THEN ${weight} ELSE rate_limit.hits + ${weight} END,
          window_start = CASE WHEN rate_limit.window_start <= LOCALTIMESTAMP - make_interval(secs => ${seconds})
            THEN LOCALTIMESTAMP ELSE rate_limit.window_start END
        RETURNING hits, GREATEST(1, ceil(extract(epoch FROM window_start + make_interval(secs => ${seconds}) - LOCALTIMESTAMP)))::int AS retry`);
      const row = rows[0]!;
      if (row.hits > limit.hits) throw new RateLimited(message, row.retry);
    },
  };
}
