// Which process definitions a caller sees: mode 1 the common ones (no tenant), mode 2 their tenant's (tenant
// 000000's administrator: every tenant's).
import type { AuthUser } from '../../core/request-context.ts';
import { ADMIN_TENANT_ID, seesAllTenants } from '../../core/request-context.ts';

export function definitionScope(user: AuthUser, mode: number) {
  if (mode !== 2) return { flowTenant: '' };
  return seesAllTenants(user) ? { flowTenant: { not: '' } } : { flowTenant: user.tenantId };
}

/** Whether the caller may start or see a definition of this tenant ('' = common). */
export const definitionVisible = (user: AuthUser, flowTenant: string) =>
  flowTenant === '' || flowTenant === user.tenantId || seesAllTenants(user);

/** Whether the caller may change or delete a definition: common ones belong to tenant 000000. */
export const definitionManageable = (user: AuthUser, flowTenant: string) =>
  seesAllTenants(user) || (flowTenant === '' ? user.tenantId === ADMIN_TENANT_ID : flowTenant === user.tenantId);
