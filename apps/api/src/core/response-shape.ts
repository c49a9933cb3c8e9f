// Marks, before the body is parsed, which requests go to a bare-answer route (the token endpoint, captcha,
// logout): a body that fails to parse there must fail in the OAuth shape Saber reads, like every other failure of
// that route, not in the envelope. The routes come from the contract's route table.
import type { RouteSpec } from '@blade/contract';
import type { RequestHandler } from 'express';
import { RESPONSE_SHAPE } from './mount-route.ts';

export function responseShapeByPath(specs: readonly RouteSpec[]): RequestHandler {
  const bare = new Set<string>();
  for (const spec of specs) {
    if (spec.response !== 'bare') continue;
    for (const path of [spec.path, ...(spec.aliases ?? [])]) bare.add(`${spec.method} ${path}`).add(`${spec.method} /api${path}`);
  }
  return (req, res, next) => {
    if (bare.has(`${req.method} ${req.path}`)) res.locals[RESPONSE_SHAPE] = 'bare';
    next();
  };
}
