// Gives every request an id, echoed in `X-Request-Id` so a user's report can be matched with the server's log,
// and logs one line per finished request. Only the path is logged: Blade clients send passwords and tokens in
// query strings (the token endpoint), which must never reach a log.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a proxy in front of us chose is kept when it looks like one (no log injection through it). */
const ACCEPTED_ID = /^[\w.:-]{1,64}$/;

export function requestLog(logger: Logger | undefined): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const id = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (logger) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const line = { reqId: id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
        if (res.statusCode >= 500) logger.error(line, 'request failed');
        else logger.info(line, 'request');
      });
    }
    next();
  };
}
