// The api log: one row per call to a mounted route that changes something (any method but GET/HEAD/OPTIONS) or
// that its spec marks with `apiLog` (exports, downloads). The row is buffered when the answer has been sent.
import type { RouteSpec } from '@blade/contract';
import type { RequestHandler } from 'express';
import { maybeContext } from '../../lib/request-context.ts';
import type { LogService } from './log.service.ts';
import { requestFacts } from './request-facts.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `mounted` is read on each request, so it may still be filling when the middleware is created. */
export function apiLogMiddleware(logs: LogService, mounted: readonly RouteSpec[]): RequestHandler {
  let byPath: Map<string, RouteSpec> | undefined;
  const specOf = (method: string, path: string) => {
    byPath ??= new Map(mounted.flatMap((s) => [s.path, ...(s.aliases ?? [])].map((p) => [`${s.method} ${p}`, s] as const)));
    return byPath.get(`${method} ${path.replace(/^\/api(?=\/)/, '')}`);
  };
  return (req, res, next) => {
    const spec = specOf(req.method === 'HEAD' ? 'GET' : req.method, req.path);
    if (!spec || (READ_METHODS.has(req.method) && !spec.apiLog)) return next();
    const started = process.hrtime.bigint();
    const user = maybeContext()?.user;
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logs.api({
        ...requestFacts(req, user),
        type: res.statusCode < 400 ? '1' : '2',
        title: spec.summary.slice(0, 255),
        time: ms.toFixed(1),
        httpStatus: res.statusCode,
      });
    });
    next();
  };
}
