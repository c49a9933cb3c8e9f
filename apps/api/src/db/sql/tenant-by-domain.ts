// The tenant a sign-in page's host name belongs to (Blade's tenant/info): public, before anyone signs in.
// blade_tenant is the tenants' own table, not a tenant-owned one.
import { Prisma } from '../prisma.ts';
import type { DbClient } from '../prisma.ts';

export type TenantOfDomain = { tenantId: string; tenantName: string; domain: string | null; backgroundUrl: string | null };

/** The oldest tenant whose domain is `domain`; host names compare without case, lower() on both sides, never a pattern. */
export async function tenantByDomain(db: Pick<DbClient, '$queryRaw'>, domain: string): Promise<TenantOfDomain | undefined> {
  const rows = await db.$queryRaw<TenantOfDomain[]>(Prisma.sql`
    SELECT tenant_id AS "tenantId", tenant_name AS "tenantName", domain, background_url AS "backgroundUrl"
    FROM blade_tenant WHERE lower(domain) = ${domain.toLowerCase()} AND is_deleted = 0 ORDER BY id LIMIT 1`);
  return rows[0];
}
