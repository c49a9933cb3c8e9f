// The caller as they are now: a token names the user, but roles are read (cached) on each request, so a grant
// or a removed role takes effect on the next request and a deleted or disabled user's token stops working. The
// token's session must still be open too (sessions.ts): sign-out and revokeUserSessions end tokens at once.
import type { Cache } from '../../core/cache.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { ADMIN_TENANT_ID, unscoped } from '../../lib/request-context.ts';
import type { Db } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql/sql-reader.ts';
import { createSessionCheck } from './sessions.ts';
import { secondFactorState } from '../../db/sql/second-factor-state.ts';
import { secondFactorModeOf, secondFactorRequired } from './second-factor/second-factor-policy.ts';

export type TokenUser = AuthUser & { roleSwitched: boolean; sessionId: string };

export function createCurrentUser(db: Db, sql: SqlReader, cache: Cache, log?: (e: unknown) => void) {
  const sessionOpen = createSessionCheck(sql, log);
  const load = (userId: string) =>
    cache.get(`user:${userId}`, () =>
      // Runs before the request has a user in context; the id comes from a verified token.
      unscoped(() =>
        db.user.findFirst({
          where: { id: BigInt(userId) },
          select: {
            status: true,
            tenantId: true,
            passwordChangeRequired: true,
            roles: { where: { role: { isDeleted: 0 } }, select: { role: { select: { id: true, roleAlias: true, sort: true } } } },
          },
        }),
      ),
    );

  return async (token: TokenUser): Promise<AuthUser | undefined> => {
    if (!/^\d+$/.test(token.userId)) return undefined;
    const [state, open, secondFactor] = await Promise.all([
      load(token.userId),
      sessionOpen(token.sessionId, token.userId, token.tenantId),
      cache.get(`second-factor:${token.userId}`, () => secondFactorState(sql, token.tenantId, BigInt(token.userId))),
    ]);
    if (!open || !state || state.status !== 1 || state.tenantId !== token.tenantId) return undefined;
    let roles = state.roles.map((r) => r.role).sort((a, b) => a.sort - b.sort);
    if (token.roleSwitched) {
      // Signed in as one of several roles (Role-Id): keep that choice while the role is still held.
      const chosen = roles.filter((r) => token.roleIds.includes(String(r.id)));
      if (chosen.length) roles = chosen;
    }
    // `administrator` is the platform's role: held outside tenant 000000 it grants nothing extra.
    if (state.tenantId !== ADMIN_TENANT_ID) roles = roles.filter((r) => r.roleAlias !== 'administrator');
    const { roleSwitched: _switched, ...user } = token;
    return {
      ...user,
      roleIds: roles.map((r) => String(r.id)),
      roleAliases: roles.map((r) => r.roleAlias),
      passwordChangeRequired: state.passwordChangeRequired,
      secondFactorEnrolRequired:
        !secondFactor.enrolled &&
        secondFactorRequired(
          secondFactorModeOf(secondFactor.mode),
          roles.map((r) => r.roleAlias),
        ),
    };
  };
}
