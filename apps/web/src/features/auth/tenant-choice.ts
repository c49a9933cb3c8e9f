// What the sign-in and registration forms do with the tenant mode they learned (tenant-sign-in.ts): pure choices.
import { website } from '../../config/website.ts';

export type TenantSignIn = { mode: boolean; boundTenantId?: string };

/** The tenant the form signs in to: the bound one, the typed one in tenant mode, else the default tenant. */
export function tenantToUse(tenant: TenantSignIn | undefined, typed: string): string {
  if (tenant?.boundTenantId) return tenant.boundTenantId;
  return tenant?.mode ? typed.trim() : website.tenantId;
}

/** Whether the form shows the tenant-id field. */
export const asksTenant = (tenant: TenantSignIn | undefined): boolean => !!tenant?.mode && !tenant.boundTenantId;
