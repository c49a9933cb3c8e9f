// Express finds a request's route by trying the router's routes one after another: with every contract route
// mounted twice (with and without /api), a request to a route mounted late (the workflow's) first failed some five
// hundred path matches, a visible part of a light request's time. This table answers a request whose method and
// path are exactly those of a mounted route at once, with the handler the router would have reached; any other
// spelling the router also accepts (case, a trailing slash), HEAD, and the routes with parameters stay the router's.
// Handlers given to the router directly (the API documentation) are declared with reserve(), so no route of the
// table is one the router would have served with them.

import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Path-to-regexp syntax: a path with any of these is a pattern, not a literal path. */
const PATTERN = /[:*{}()?+!]/;

export type ExactRoutes = ReturnType<typeof createExactRoutes>;

export function createExactRoutes() {
  const handlers = new Map<string, RequestHandler>();
  /** The literal beginnings (lower case) of the patterns and reserved prefixes so far: a later route under one may be theirs. */
  const patternPrefixes: string[] = [];
  return {
    /** Records a route the router has just been given, in the router's order: the first of equal paths wins there too. */
    add(method: string, path: string, handler: RequestHandler): void {
      const pattern = PATTERN.exec(path);
      if (pattern) {
        patternPrefixes.push(path.slice(0, pattern.index).toLowerCase());
        return;
      }
      const key = `${method} ${path}`;
      const lower = path.toLowerCase();
      if (handlers.has(key) || patternPrefixes.some((prefix) => lower.startsWith(prefix))) return;
      handlers.set(key, handler);
    },
    /** A path prefix (literal) the router serves with handlers of its own: routes under it are left to the router. */
    reserve(prefix: string): void {
      patternPrefixes.push(prefix.toLowerCase());
    },
    /** Placed just before the router: its routes are the only ones a request can reach after it. */
    middleware(req: Request, res: Response, next: NextFunction): void {
      const handler = handlers.get(`${req.method} ${req.path}`);
      if (handler) void handler(req, res, next);
      else next();
    },
  };
}
