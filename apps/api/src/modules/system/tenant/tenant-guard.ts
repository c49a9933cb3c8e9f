// A tenant's account quota: which accounts it counts, and the refusal past it.
import { badRequest } from '../../../core/app-error.ts';
import type { DbClient } from '../../../db/prisma.ts';

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
