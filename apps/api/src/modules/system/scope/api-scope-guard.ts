// API scopes enforced: a signed-in non-administrator may call a path that some API scope covers only when one of
// the covering scopes is granted to one of their roles (blade_role_scope, category 2). Paths no scope covers are
// open as before. Scopes and grants are cached; any write clears the cache, so a grant counts from the next request.
import { isBladeId } from '@blade/contract';
import type { RequestHandler } from 'express';
import { AppError } from '../../../core/app-error.ts';
import type { Cache } from '../../../core/cache.ts';
import { isAdministrator, maybeContext } from '../../../lib/request-context.ts';
import type { Db } from '../../../db/prisma.ts';
import { SCOPE_CATEGORY } from './data-scope.service.ts';
import { compileScopePath, normalizePath } from './scope-path.ts';

export function apiScopeGuard({ db, cache }: { db: Db; cache: Cache }): RequestHandler {
  const scopes = () =>
    cache.get('api-scope-patterns', async () => {
      const rows = await db.apiScope.findMany({ select: { id: true, scopePath: true } });
      return rows.map((r) => ({ id: String(r.id), pattern: compileScopePath(r.scopePath) }));
    });

  const grantedTo = (roleIds: string[]) =>
    cache.get(`api-scope-grants:${[...roleIds].sort().join(',')}`, async () => {
      const rows = await db.roleScope.findMany({
        where: { scopeCategory: SCOPE_CATEGORY.api, roleId: { in: roleIds.filter(isBladeId).map(BigInt) } },
        select: { scopeId: true },
      });
      return new Set(rows.map((r) => String(r.scopeId)));
    });

  return async (req, _res, next) => {
    try {
      const user = maybeContext()?.user;
      if (!user || isAdministrator(user)) return next();
      const path = normalizePath(safeDecode(req.path));
      const covering = (await scopes()).filter((sc) => sc.pattern.test(path));
      if (covering.length === 0) return next();
      const granted = await grantedTo(user.roleIds);
      if (covering.some((sc) => granted.has(sc.id))) return next();
      next(new AppError(403, 'forbidden'));
    } catch (error) {
      next(error);
    }
  };
}

/** `%2F`-style escapes must not slip a path past its pattern; an undecodable path is matched as it came. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
