// Which process definitions and models a caller sees and may change. Common ones (flow tenant '') are the
// platform's, shared by every tenant: everyone may read, start and copy them, only tenant 000000's administrator
// may change, delete, suspend or deploy them. A tenant's own ones are its users' (and that administrator's).
import { AppError } from '../../core/app-error.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { seesAllTenants } from '../../lib/request-context.ts';

/** Mode 1 the common definitions, mode 2 the caller's tenant's (tenant 000000's administrator: every tenant's). */
export function definitionScope(user: AuthUser, mode: number) {
  if (mode !== 2) return { flowTenant: '' };
  return seesAllTenants(user) ? { flowTenant: { not: '' } } : { flowTenant: user.tenantId };
}

/** Whether the caller may start or see a definition or model of this flow tenant ('' = common). */
export const definitionVisible = (user: AuthUser, flowTenant: string) =>
  flowTenant === '' || flowTenant === user.tenantId || seesAllTenants(user);

/** Whether the caller may change or delete a definition or model of this flow tenant: common ones are the platform's. */
export const definitionManageable = (user: AuthUser, flowTenant: string) =>
  seesAllTenants(user) || (flowTenant !== '' && flowTenant === user.tenantId);

/** The flow tenant of what the caller creates: the platform administrator's models are common, anyone else's their tenant's. */
export const ownFlowTenant = (user: AuthUser) => (seesAllTenants(user) ? '' : user.tenantId);

/** Refuses (403) a change to a visible model or definition the caller may not change: a common one, for a tenant. */
export function assertManageable(user: AuthUser, flowTenant: string): void {
  if (!definitionManageable(user, flowTenant)) throw new AppError(403, 'flowCommonReadOnly');
}
