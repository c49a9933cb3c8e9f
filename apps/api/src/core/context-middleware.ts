import type { RequestHandler } from 'express';
import { languageOf } from './messages.ts';
import type { AuthUser } from '../lib/request-context.ts';
import { runWithContext } from '../lib/request-context.ts';

/**
 * Decodes the caller once per request (token header or `blade-auth` query parameter) and opens the request
 * context every later step reads. Refusing is left to the route: public routes ignore a bad token.
 */
export function contextMiddleware(
  extractToken: (header: string | undefined, query: Record<string, unknown>) => string | undefined,
  resolve: (token: string) => Promise<AuthUser | undefined>,
): RequestHandler {
  return async (req, _res, next) => {
    const token = extractToken(req.get('blade-auth'), req.query);
    const user = token ? await resolve(token) : undefined;
    const context = {
      language: languageOf(req.get('accept-language')),
      user,
      tokenProblem: token ? ('invalid' as const) : ('missing' as const),
    };
    runWithContext(context, next);
  };
}
