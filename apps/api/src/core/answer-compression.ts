// How API answers are compressed. Text answers above 1 kB go gzipped to clients that accept it (a list page is
// tens of kilobytes). Level 1: every answer is compressed anew, and level 1 costs a fraction of the default level's
// CPU for an answer only a little larger.
//
// The routes' JSON answers are compressed here, in one call, before they are sent: the body then goes out with its
// Content-Length in one write. Through the compression middleware's stream the same answer took a zlib stream, a
// trip through the thread pool and a chunked body in two writes, which cost more of the server's one thread than
// compressing it (bench/flow.mjs, todo-list). Brotli is not used for answers even when accepted: its default quality
// costs several times gzip level 1 for little gain on short-lived JSON. The middleware (app.ts, same settings) still
// compresses everything else: answers too large to compress without holding the thread, and other text.
import type { Request, Response } from 'express';
import { constants, gzipSync } from 'node:zlib';

export const COMPRESS_ABOVE_BYTES = 1024;
export const GZIP_LEVEL = constants.Z_BEST_SPEED;
/** Above this the middleware's stream compresses the answer on the thread pool: a few milliseconds at most here. */
const COMPRESS_AT_ONCE_BELOW_BYTES = 512 * 1024;

/**
 * Where answers are encoded to UTF-8 before they are compressed: Buffer.from allocated and sized a new buffer for
 * every answer, twice the time of writing into one kept for the purpose (at most 3 bytes a character: never cut).
 * It grows to the largest answer compressed here (1.5 MB at most) and is only ever used synchronously.
 */
let scratch = Buffer.alloc(0);

/**
 * The body to send for `text`: gzipped (with its headers set) when the client accepts it and it is worth it, else the
 * text itself.
 */
export function answerBody(req: Request, res: Response, text: string): string | Buffer {
  if (text.length * 3 <= COMPRESS_ABOVE_BYTES || text.length >= COMPRESS_AT_ONCE_BELOW_BYTES || !req.acceptsEncodings('gzip')) return text;
  if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafe(text.length * 3);
  const length = scratch.write(text);
  if (length <= COMPRESS_ABOVE_BYTES || length >= COMPRESS_AT_ONCE_BELOW_BYTES) return text;
  res.vary('Accept-Encoding');
  res.set('Content-Encoding', 'gzip');
  return gzipSync(scratch.subarray(0, length), { level: GZIP_LEVEL });
}
