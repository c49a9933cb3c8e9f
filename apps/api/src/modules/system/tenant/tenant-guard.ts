import { badRequest } from '../../../core/app-error.ts';
import type { DbClient } from '../../../db/prisma.ts';

export const DEFAULT_TENANT_ID = '000000';

/** The tenant a sign-in or a new account belongs to; refused when unknown or past its expiry (000000 never expires). */
export async function requireActiveTenant(db: DbClient, tenantId: string) {
  const tenant = await db.tenant.findFirst({ where: { tenantId, isDeleted: 0 } });
  if (!tenant) throw badRequest('tenantNotFound');
  if (tenant.tenantId !== DEFAULT_TENANT_ID && tenant.expireTime && tenant.expireTime < new Date()) {
    throw badRequest('tenantExpired');
  }
  return tenant;
}

/** Refuses a new account when the tenant's quota (account_number, -1 = unlimited) is used up. */
export async function assertAccountQuota(db: DbClient, tenant: { tenantId: string; accountNumber: number }) {
  if (tenant.accountNumber < 0) return;
  const used = await db.user.count({ where: { tenantId: tenant.tenantId, isDeleted: 0 } });
  if (used >= tenant.accountNumber) throw badRequest('tenantQuotaReached');
}
