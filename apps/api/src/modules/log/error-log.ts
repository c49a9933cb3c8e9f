// Error-log rows: from an unhandled server error (with its request) and from the console's uploaded local log.
import type { Request } from 'express';
import { AppError } from '../../core/app-error.ts';
import { maybeContext } from '../../lib/request-context.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import type { LogService } from './log.service.ts';
import { requestFacts } from './request-facts.ts';

/** The first frame of a V8 stack: `at fn (file:line:col)` or `at file:line:col`. */
const FRAME = /\n\s+at (?:(.+?) \()?(.+?):(\d+):\d+\)?/;

function whereThrown(stack: string | undefined) {
  const m = stack ? FRAME.exec(stack) : null;
  return { methodName: m?.[1]?.slice(0, 255) ?? null, fileName: m?.[2]?.slice(0, 1000) ?? null, lineNumber: m ? Number(m[3]) : null };
}

export function recordServerError(logs: LogService, error: unknown, req: Request): void {
  const e = error instanceof Error ? error : new Error(String(error));
  const user = maybeContext()?.user;
  logs.error({
    ...requestFacts(req, user),
    ...whereThrown(e.stack),
    exceptionName: (e.constructor?.name || e.name).slice(0, 255),
    message: e.message,
    stackTrace: e.stack ?? null,
  });
}

/** Text one upload may carry once its fields are cut to their column sizes: a full console log fits in it. */
export const MAX_UPLOAD_TEXT = 256 * 1024;

/** Refuses (413) an upload whose entries hold more text than MAX_UPLOAD_TEXT in all. */
export function assertUploadSize(entries: readonly LocalLogEntry[]): void {
  let total = 0;
  for (const e of entries) total += [e.type, e.message, e.stack, e.info, e.url, e.time].reduce((n, v) => n + (v?.length ?? 0), 0);
  if (total > MAX_UPLOAD_TEXT) throw new AppError(413, 'bodyTooLarge', { limit: `${MAX_UPLOAD_TEXT} characters` });
}

export type LocalLogEntry = {
  type?: string | null;
  message?: string | null;
  stack?: string | null;
  info?: string | null;
  url?: string | null;
  time?: string | null;
};

/** The console's entries become error rows of the caller's tenant; the browser's url stands for the request uri. */
export function recordConsoleErrors(logs: LogService, entries: readonly LocalLogEntry[], req: Request, user: AuthUser): number {
  const facts = requestFacts(req, user);
  for (const entry of entries) {
    logs.error({
      ...facts,
      ...whereThrown(entry.stack ?? undefined),
      method: 'CONSOLE',
      requestUri: entry.url?.slice(0, 255) ?? null,
      exceptionName: (entry.type || 'console').slice(0, 255),
      message: entry.message ?? null,
      stackTrace: entry.stack ?? null,
      params: JSON.stringify({ info: entry.info ?? null, time: entry.time ?? null }),
    });
  }
  return entries.length;
}
