// The names a UserVO shows (tenant, roles, depts, posts), read once per tenant scope and cached: a page of users
// then needs one query for its role links and none for names. Writes anywhere clear the cache.
import type { Cache } from '../../../core/cache.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { seesAllTenants } from '../../../lib/request-context.ts';
import type { DbClient } from '../../../db/prisma.ts';

export type DeptEntry = { name: string; tenantId: string; ancestors: string[] };
export type NamedEntry = { name: string; tenantId: string; sort: number; alias?: string };

/** The ids of a comma-joined id column (`1,2`), without blanks. */
export const splitIds = (csv: string | null | undefined): string[] =>
  (csv ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether two id lists name the same ids (order and repeats aside). */
export const sameIds = (a: string[], b: string[]): boolean => [...new Set(a)].sort().join(',') === [...new Set(b)].sort().join(',');

export function createUserDirectory(db: DbClient, cache: Cache) {
  // The reads below are tenant-scoped, so what they load depends on who asks: the key says which scope it holds.
  const scopeOf = (user: AuthUser) => (seesAllTenants(user) ? '*' : user.tenantId);

  const depts = (user: AuthUser) =>
    cache.get(`user-dir:depts:${scopeOf(user)}`, async () => {
      const rows = await db.dept.findMany({ select: { id: true, deptName: true, tenantId: true, ancestors: true } });
      return new Map<string, DeptEntry>(
        rows.map((d) => [String(d.id), { name: d.deptName, tenantId: d.tenantId, ancestors: splitIds(d.ancestors) }]),
      );
    });

  const posts = (user: AuthUser) =>
    cache.get(`user-dir:posts:${scopeOf(user)}`, async () => {
      const rows = await db.post.findMany({ select: { id: true, postName: true, tenantId: true, sort: true } });
      return new Map<string, NamedEntry>(rows.map((p) => [String(p.id), { name: p.postName, tenantId: p.tenantId, sort: p.sort }]));
    });

  const roles = (user: AuthUser) =>
    cache.get(`user-dir:roles:${scopeOf(user)}`, async () => {
      const rows = await db.role.findMany({ select: { id: true, roleName: true, roleAlias: true, tenantId: true, sort: true } });
      return new Map<string, NamedEntry>(
        rows.map((r) => [String(r.id), { name: r.roleName, alias: r.roleAlias, tenantId: r.tenantId, sort: r.sort }]),
      );
    });

  // blade_tenant is a platform table: every caller may read the names.
  const tenants = () =>
    cache.get('user-dir:tenants', async () => {
      const rows = await db.tenant.findMany({ select: { tenantId: true, tenantName: true } });
      return new Map(rows.map((t) => [t.tenantId, t.tenantName]));
    });

  return {
    depts,
    posts,
    roles,
    tenants,

    /** The dept and every dept below it (its id appears in their `ancestors`). */
    async deptWithDescendants(user: AuthUser, deptId: string): Promise<string[]> {
      const out = [deptId];
      for (const [id, d] of await depts(user)) if (d.ancestors.includes(deptId)) out.push(id);
      return out;
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
