// How API answers are compressed. Text answers above 1 kB go gzipped to clients that accept it (a list page is
// tens of kilobytes). Level 1: every answer is compressed anew, and level 1 costs a fraction of the default level's
// CPU for an answer only a little larger.
//
// The routes' JSON answers are compressed here, in one call, before they are sent: the body then goes out with its
// Content-Length in one write. Through the compression middleware's stream the same answer took a zlib stream, a
// trip through the thread pool and a chunked body in two writes, which cost more of the server's one thread than
// compressing it (bench/flow.mjs, todo-list). From 16 kB the one call runs on the thread pool: the server's own
// thread then spends about 150 µs on a 64 kB answer instead of 500, and at 16 kB the two ways cost it the same (the
// zlib context made for each call is most of the cost of a short answer either way). Brotli is not used for answers
// even when accepted: its default quality costs several times gzip level 1 for little gain on short-lived JSON. The
// middleware (app.ts, same settings) still compresses everything else: answers too large to compress without holding
// the thread, and other text.
import type { Request, Response } from 'express';
import { constants, gzip, gzipSync } from 'node:zlib';

export const COMPRESS_ABOVE_BYTES = 1024;
export const GZIP_LEVEL = constants.Z_BEST_SPEED;
/** Above this the middleware's stream compresses the answer on the thread pool: a few milliseconds at most here. */
const COMPRESS_AT_ONCE_BELOW_BYTES = 512 * 1024;
/** From this size the one call is made on the thread pool rather than on the server's thread. */
const COMPRESS_ON_POOL_FROM_BYTES = 16 * 1024;

/**
 * Where answers are encoded to UTF-8 before they are compressed: Buffer.from allocated and sized a new buffer for
 * every answer, twice the time of writing into one kept for the purpose (at most 3 bytes a character: never cut).
 * It grows to the largest answer compressed here (1.5 MB at most) and is only ever used synchronously.
 */
let scratch = Buffer.alloc(0);

/**
 * Sends `text` as the answer: gzipped (with its headers set) when the client accepts it and it is worth it, else as
 * it is.
 */
export function sendText(req: Request, res: Response, text: string): void {
  if (text.length * 3 <= COMPRESS_ABOVE_BYTES || text.length >= COMPRESS_AT_ONCE_BELOW_BYTES || !req.acceptsEncodings('gzip')) {
    res.send(text);
    return;
  }
  if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafe(text.length * 3);
  const length = scratch.write(text);
  if (length <= COMPRESS_ABOVE_BYTES || length >= COMPRESS_AT_ONCE_BELOW_BYTES) {
    res.send(text);
    return;
  }
  res.vary('Accept-Encoding');
  res.set('Content-Encoding', 'gzip');
  if (length < COMPRESS_ON_POOL_FROM_BYTES) {
    res.send(gzipSync(scratch.subarray(0, length), { level: GZIP_LEVEL }));
    return;
  }
  // The scratch buffer is reused by the next answer while this one is compressed: the pool gets a copy.
  const encoded = Buffer.allocUnsafe(length);
  scratch.copy(encoded, 0, 0, length);
  gzip(encoded, { level: GZIP_LEVEL }, (error, body) => {
    if (!error) return void res.send(body);
    // Not seen (zlib fails on memory alone), but an answer is owed: it goes uncompressed.
    res.removeHeader('Content-Encoding');
    res.send(text);
  });
}
