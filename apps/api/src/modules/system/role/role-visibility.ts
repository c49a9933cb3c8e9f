// The platform's `administrator` role is invisible to everyone else: a tenant's role manager can neither list,
// pick, grant nor change it (changing it would hand out, or take away, every permission).
import type { AuthUser } from '../../../lib/request-context.ts';
import { isAdministrator } from '../../../lib/request-context.ts';

export const ADMINISTRATOR_ALIAS = 'administrator';

/** A Prisma condition on roles: nothing for administrators, "not the administrator role" for everyone else. */
export function visibleRoleWhere(user: AuthUser): Record<string, unknown> {
  return isAdministrator(user) ? {} : { roleAlias: { not: ADMINISTRATOR_ALIAS } };
}
