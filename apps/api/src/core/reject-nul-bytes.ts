// PostgreSQL text cannot hold U+0000: a NUL byte in any parameter would fail deep inside a query, as a 500 and an
// error-log row per request, for anyone (no token needed). Refused here, once, for every route: query string,
// JSON and form bodies, keys included. Multipart uploads are read by their routes and are not affected.
import type { RequestHandler } from 'express';
import { AppError } from './app-error.ts';

/** The path of the first string (key or value) holding a NUL byte, or undefined. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.replaceAll('\u0000', '\\u0000');
    const found = nulField(inner, at);
    if (found) return found;
  }
  return undefined;
}

export const rejectNulBytes: RequestHandler = (req, _res, next) => {
  const field = nulField(req.query, '') ?? nulField(req.body, '');
  next(field === undefined ? undefined : new AppError(400, 'nulByte', { field }));
};
