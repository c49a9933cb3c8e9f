// Rate limits per client address: fixed windows counted in PostgreSQL, so every API process shares the count.
// One upsert per call: a row restarts its window once the window has passed. Keys carry the limit's name
// (`sign-in:<address>`, `captcha:<address>`, `message:<tenant>:<address>`), so one table serves every limit.
// The statement: db/sql/rate-limit.ts.
import type { Request } from 'express';
import type { RateLimit } from '../config.ts';
import { countHits } from '../db/sql/rate-limit.ts';
import type { SqlReader } from '../db/sql/sql-reader.ts';
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
      const row = await countHits(sql, key, weight, seconds);
      if (row.hits > limit.hits) throw new RateLimited(message, row.retry);
    },
  };
}
