// The tenants a deployment goes to: the listed ones (each must exist), or none for a common process; both only for
// tenant 000000's administrator. Anyone else deploys for their own tenant, and naming another tenant is refused.
import { AppError } from '../../core/app-error.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { seesAllTenants, unscoped } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';

export async function tenantTargets(s: Pick<Services, 'db'>, user: AuthUser, tenantIds: string[]): Promise<string[]> {
  if (!seesAllTenants(user)) {
    if (tenantIds.some((t) => t !== user.tenantId)) throw new AppError(403, 'forbidden');
    return [user.tenantId];
  }
  const unique = [...new Set(tenantIds)];
  // Tenants are a platform table: the administrator of 000000 reads them all.
  const found = new Set(
    (await unscoped(() => s.db.tenant.findMany({ where: { tenantId: { in: unique } }, select: { tenantId: true } }))).map(
      (t) => t.tenantId,
    ),
  );
  const missing = unique.find((t) => !found.has(t));
  if (missing) throw new AppError(400, 'flowTenantNotFound', { tenant: missing });
  return unique;
}
