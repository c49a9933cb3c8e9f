// Data scopes (blade_scope_data) granted to a role narrow the rows its users see in the lists of one resource
// (resource_code = the entity name). Types: 1 all, 2 own rows, 3 own dept, 4 own dept and its children,
// 5 custom (scope_value: comma-joined ids). Several scopes of one user widen each other (OR); administrators and
// users without a scope for the resource are not narrowed.
import { isBladeId } from '@blade/contract';
import type { Cache } from '../../../core/cache.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { isAdministrator } from '../../../lib/request-context.ts';
import type { Db } from '../../../db/prisma.ts';

export const SCOPE_CATEGORY = { data: 1, api: 2 } as const;
export const DATA_SCOPE_TYPE = { all: 1, own: 2, ownDept: 3, ownDeptAndChildren: 4, custom: 5 } as const;

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function createDataScopeService(db: Db, cache: Cache) {
  const scopesOf = (roleIds: string[]) =>
    cache.get(`data-scopes:${[...roleIds].sort().join(',')}`, async () => {
      const grants = await db.roleScope.findMany({
        where: { scopeCategory: SCOPE_CATEGORY.data, roleId: { in: roleIds.filter((r) => /^\d+$/.test(r)).map(BigInt) } },
        select: { scopeId: true },
      });
      return db.dataScope.findMany({ where: { id: { in: grants.map((g) => g.scopeId) } } });
    });

  async function deptsWithChildren(deptIds: string[]): Promise<string[]> {
    const ids = deptIds.filter((d) => /^\d+$/.test(d));
    const children = await db.dept.findMany({
      where: { OR: ids.map((id) => ({ ancestors: { contains: id } })) },
      select: { id: true },
    });
    return [...new Set([...ids, ...children.map((c) => String(c.id))])];
  }

  return {
    /** A Prisma condition for `resource`'s rows, or undefined when the user is not narrowed. */
    async whereFor(user: AuthUser, resource: string, fields: Readonly<Record<string, string>>) {
      if (isAdministrator(user)) return undefined;
      const scopes = (await scopesOf(user.roleIds)).filter((s) => s.resourceCode === resource);
      if (scopes.length === 0 || scopes.some((s) => s.scopeType === DATA_SCOPE_TYPE.all)) return undefined;
      const alternatives: Record<string, unknown>[] = [];
      for (const scope of scopes) {
        const field = camel(scope.scopeColumn ?? 'create_user');
        const type = fields[field];
        // A column the entity does not declare cannot be filtered safely: such a scope shows nothing.
        if (type !== 'id' && type !== 'string') continue;
        let values: string[];
        if (scope.scopeType === DATA_SCOPE_TYPE.own) values = [user.userId];
        else if (scope.scopeType === DATA_SCOPE_TYPE.ownDept) values = user.deptIds;
        else if (scope.scopeType === DATA_SCOPE_TYPE.ownDeptAndChildren) values = await deptsWithChildren(user.deptIds);
        else
          values = (scope.scopeValue ?? '')
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean);
        if (type === 'id') values = values.filter(isBladeId);
        alternatives.push({ [field]: { in: type === 'id' ? values.map(BigInt) : values } });
      }
      return { OR: alternatives.length ? alternatives : [{ id: { in: [] } }] };
    },
  };
}
