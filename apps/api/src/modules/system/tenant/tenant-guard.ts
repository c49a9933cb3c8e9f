import { badRequest } from '../../../core/app-error.ts';
import type { DbClient } from '../../../db/prisma.ts';

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

/**
 * The accounts a tenant's quota counts: those holding a role. A self-registered account waiting for approval holds
 * none, so visitors cannot use up a tenant's quota; granting it its first role is what counts (user-links.ts).
 */
export const quotaCountedAccounts = (tenantId: string) => ({ tenantId, isDeleted: 0, roles: { some: {} } });

/** Refuses `adding` more counted accounts when the tenant's quota (account_number, -1 = unlimited) would be passed. */
export async function assertAccountQuota(db: DbClient, tenant: { tenantId: string; accountNumber: number }, adding = 1) {
  if (tenant.accountNumber < 0) return;
  const used = await db.user.count({ where: quotaCountedAccounts(tenant.tenantId) });
  if (used + adding > tenant.accountNumber) throw badRequest('tenantQuotaReached');
}
