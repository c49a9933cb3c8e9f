// Which tenant a public translate route serves. Signed-in callers: their own tenant. Anonymous visitors: tenant
// 000000, unless a `Tenant-Id` header names another tenant that exists (a multi-tenant front page sends it).
import type { Request } from 'express';
import type { AuthUser } from '../../lib/request-context.ts';
import { ADMIN_TENANT_ID, unscoped } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';

export function createPublicTenant(s: Pick<Services, 'db'>) {
  return async function publicTenant(req: Request, user: AuthUser | undefined): Promise<string> {
    if (user) return user.tenantId;
    const asked = req.get('Tenant-Id')?.trim();
    if (!asked || asked === ADMIN_TENANT_ID || !/^\d{6}$/.test(asked)) return ADMIN_TENANT_ID;
    // Visitors have no tenant yet: the tenant table is read unscoped to check the header names a real one.
    const tenant = await unscoped(async () => await s.db.tenant.findFirst({ where: { tenantId: asked }, select: { id: true } }));
    return tenant ? asked : ADMIN_TENANT_ID;
  };
}

export type PublicTenant = ReturnType<typeof createPublicTenant>;
