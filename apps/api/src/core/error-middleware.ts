import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { AppError } from './app-error.ts';
import { errorEnvelope } from './envelope.ts';
import { languageOf, translate } from './messages.ts';
import { RESPONSE_SHAPE } from './mount-route.ts';
import { RateLimited } from './rate-limit.ts';

/** body-parser's errors carry a `type`; map the ones a client can cause to what they mean. */
function fromParserError(thrown: unknown): AppError | undefined {
  // body-parser's errors carry `type` (and `limit` for a body too large).
  const error = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as { type?: unknown; limit?: unknown };
  if (error.type === 'entity.parse.failed') return new AppError(400, 'badJson');
  if (error.type === 'entity.too.large') return new AppError(413, 'bodyTooLarge', { limit: `${Number(error.limit)} bytes` });
  if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') return new AppError(415, 'badJson');
  return undefined;
}

/** `onUnhandled` also receives each unexpected error with its request (the error log); the answer stays the same. */
export function errorMiddleware(log: (error: unknown) => void, onUnhandled?: (error: unknown, req: Request) => void): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const language = languageOf(req.headers['accept-language']);
    const known = error instanceof AppError ? error : fromParserError(error);
    if (!known) {
      log(error);
      onUnhandled?.(error, req);
    }
    const status = known?.status ?? 500;
    const msg = known ? known.messageIn(language) : translate('internal', language);
    if (res.headersSent) return;
    if (known instanceof RateLimited) res.set('Retry-After', String(known.retryAfterSeconds));
    if (known?.headers) res.set(known.headers);
    if (res.locals[RESPONSE_SHAPE] === 'bare') {
      // The token endpoint answers failures in the OAuth shape Saber reads (error_description).
      res.status(status).json({
        error_code: known?.code ?? 500,
        error: known?.oauthError ?? (status === 401 ? 'unauthorized' : 'invalid_grant'),
        error_description: msg,
      });
      return;
    }
    res.status(status).json(errorEnvelope(known?.code ?? 500, msg));
  };
}

/** Unknown API paths answer 404 in the envelope. */
export const apiNotFound: RequestHandler = (req, res) => {
  const language = languageOf(req.headers['accept-language']);
  res.status(404).json(errorEnvelope(404, translate('notFound', language, { path: req.path })));
};
