// The tenant argument of every statement of this folder that reads or writes a tenant-owned table. Raw SQL runs
// outside the Prisma extension that scopes every other query (db/tenancy.ts), so the tenant is a required argument
// here instead: a tenant id, or EVERY_TENANT, which a caller must name to reach past one tenant (system work, the
// platform administrator, a sign-in before any tenant is known). A test (test/ops/raw-sql.test.ts) checks that each
// function here naming a tenant-owned table takes a `Tenant`.
import { Prisma } from '../prisma.ts';
import { rawTenantFilter } from '../tenancy.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { seesAllTenants } from '../../lib/request-context.ts';

export const EVERY_TENANT = Symbol('every tenant');

export type Tenant = string | typeof EVERY_TENANT;

/** The tenant a request's user works in, or EVERY_TENANT for the platform administrator (as the extension scopes). */
export const tenantOfUser = (user: AuthUser): Tenant => (seesAllTenants(user) ? EVERY_TENANT : user.tenantId);

/** The tenant of the current scope (request context, unscoped()), as the extension would filter it. */
export const tenantOfScope = (): Tenant => rawTenantFilter() ?? EVERY_TENANT;

/** `<alias>.tenant_id = $n`, or TRUE for EVERY_TENANT. */
export function sameTenant(tenant: Tenant, alias?: string): Prisma.Sql {
  if (tenant === EVERY_TENANT) return Prisma.sql`TRUE`;
  if (alias !== undefined && !/^[a-z]+$/.test(alias)) throw new Error(`bad table alias ${alias}`);
  return alias ? Prisma.sql`${Prisma.raw(alias)}.tenant_id = ${tenant}` : Prisma.sql`tenant_id = ${tenant}`;
}

/** The tenant a row is written for: refuses a row of another tenant than the statement's. */
export function writtenTenant(tenant: Tenant, rowTenant: string): string {
  if (tenant !== EVERY_TENANT && tenant !== rowTenant) throw new Error(`A row of tenant ${rowTenant} was written in tenant ${tenant}`);
  return rowTenant;
}
