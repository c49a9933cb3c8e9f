import type { Envelope, Page } from '@blade/contract';
import type { Language, MessageKey } from './messages.ts';
import { translate } from './messages.ts';

/**
 * A handler's explicit answer when it is not plain data: Blade's R.status / R.success. Plain values returned by a
 * handler become R.data(value).
 */
export class Reply {
  constructor(
    readonly success: boolean,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    /** What the answer carries beside its message (Blade's R.data), {} when nothing. */
    readonly data: Record<string, unknown> = {},
  ) {}
}

export const replyStatus = (ok: boolean) => new Reply(ok, ok ? 'ok' : 'failed');
export const replySuccess = (key: MessageKey, params?: Record<string, string>, data?: Record<string, unknown>) => new Reply(true, key, params, data);

export function envelopeOf(result: unknown, language: Language): Envelope<unknown> {
  if (result instanceof Reply) {
    const code = result.success ? 200 : 400;
    return { code, success: result.success, data: result.data, msg: translate(result.key, language, result.params) };
  }
  const empty = result === null || result === undefined;
  // Blade's null-to-empty writer turns a null payload into {} and says so in msg.
  return { code: 200, success: true, data: empty ? {} : result, msg: translate(empty ? 'noData' : 'ok', language) };
}

export function errorEnvelope(code: number, msg: string): Envelope<null> {
  return { code, success: false, data: null, msg };
}

/**
 * The rows of page `current` (from 1) of `size` rows, as a findMany window. The size is already at most
 * MAX_PAGE_SIZE: every paged route reads `current` and `size` through the contract's one paging rule.
 */
export const pageWindow = (page: { current: number; size: number }) => ({ skip: (page.current - 1) * page.size, take: page.size });

/** Builds the IPage answer from a page of rows and the total. */
export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return {
    records, total, size, current,
    pages: Math.ceil(total / size),
    orders: [], optimizeCountSql: true, searchCount: true, hitCount: false, countId: '', maxLimit: -1,
  };
}
