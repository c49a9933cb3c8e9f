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
export const replySuccess = (key: MessageKey, params?: Record<string, string>, data?: Record<string, unknown>) =>
  new Reply(true, key, params, data);

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
 * The one page helper of every paged list. `page` is `current` (from 1) and `size` as the contract's paging rule
 * read them (`pagingShape`: defaults filled in, the size already clamped to the cap), so no list pages differently.
 */
export type PageRequest = { current: number; size: number };

/** The rows of the page, as a findMany window (or LIMIT/OFFSET). */
export const pageWindow = (page: PageRequest) => ({ skip: (page.current - 1) * page.size, take: page.size });

/** The IPage answer of one page of rows out of `total`. */
export function pageOf<T>(records: T[], total: number, page: PageRequest): Page<T> {
  return {
    records,
    total,
    size: page.size,
    current: page.current,
    pages: Math.ceil(total / page.size),
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    hitCount: false,
    countId: '',
    maxLimit: -1,
  };
}

/** The IPage answer of a list the database cannot page (merged or filtered in memory): its page cut from all rows. */
export function pageOfRows<T>(all: T[], page: PageRequest): Page<T> {
  const { skip, take } = pageWindow(page);
  return pageOf(all.slice(skip, skip + take), all.length, page);
}
