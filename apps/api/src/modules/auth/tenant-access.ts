// Which tenants accounts may belong to and sign in to: a known tenant, not past its expiry (000000 never expires).
// The sign-in asks it, and so do the account screens of system (new accounts, imports, registration).
import { badRequest } from '../../core/app-error.ts';
import type { DbClient } from '../../db/prisma.ts';

export const DEFAULT_TENANT_ID = '000000';

/** The tenant a sign-in or a new account belongs to; refused when unknown or past its expiry (000000 never expires). */
export async function requireActiveTenant(db: DbClient, tenantId: string) {
  const tenant = await db.tenant.findFirst({ where: { tenantId, isDeleted: 0 } });
  if (!tenant) throw badRequest('tenantNotFound');
  assertTenantNotExpired(tenant);
  return tenant;
}

/** Refuses a tenant past its expiry (000000 never expires): for a caller that has read the tenant already. */
export function assertTenantNotExpired(tenant: { tenantId: string; expireTime: Date | null }): void {
  if (tenant.tenantId !== DEFAULT_TENANT_ID && tenant.expireTime && tenant.expireTime < new Date()) {
    throw badRequest('tenantExpired');
  }
}
