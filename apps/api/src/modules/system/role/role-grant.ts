// role/grant: replaces the menus (blade_role_menu), data scopes and API scopes (blade_role_scope, category 1 and 2)
// of roles in one transaction. Roles must be the caller's to see; a non-administrator grants only what the grant
// tree offers them (the menus they hold, their ancestors, the scopes of held menus), so nobody hands out more than
// they have.
import { AppError, badRequest } from '../../../core/app-error.ts';
import { replyStatus } from '../../../core/envelope.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { nextId } from '../../../db/snowflake.ts';
import type { Services } from '../../../services.ts';
import { SCOPE_CATEGORY } from '../scope/data-scope.service.ts';
import { missingIds } from '../menu/missing-ids.ts';
import { visibleRoleWhere } from './role-visibility.ts';

export type RoleGrant = { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] };

export function createRoleGrant(s: Pick<Services, 'db' | 'menus'>) {
  /** Scope ids of one kind: the grant tree's menu nodes (a picker sends a fully ticked parent) are dropped. */
  async function scopesOf(kind: 'data' | 'api', ids: string[], menus: Map<string, unknown>) {
    const wanted = ids.filter((id) => !menus.has(id));
    const where = { where: { id: { in: wanted.map(BigInt) } }, select: { id: true, menuId: true } };
    const rows = kind === 'data' ? await s.db.dataScope.findMany(where) : await s.db.apiScope.findMany(where);
    const unknown = missingIds(wanted, rows);
    if (unknown) throw badRequest('grantUnknownScopes', { ids: unknown });
    return rows;
  }

  return async function grant(body: RoleGrant, user: AuthUser) {
    const roleIds = body.roleIds.map(BigInt);
    const roles = await s.db.role.findMany({ where: { id: { in: roleIds }, ...visibleRoleWhere(user) }, select: { id: true } });
    const unknownRoles = missingIds(body.roleIds, roles);
    if (unknownRoles) throw badRequest('grantUnknownRoles', { ids: unknownRoles });

    const byId = await s.menus.menuById();
    const unknownMenus = missingIds(body.menuIds, [...byId.values()]);
    if (unknownMenus) throw badRequest('grantUnknownMenus', { ids: unknownMenus });
    const [dataScopes, apiScopes] = await Promise.all([scopesOf('data', body.dataScopeIds, byId), scopesOf('api', body.apiScopeIds, byId)]);

    // What the grant tree offers: held menus with their ancestors, and the scopes of held menus.
    const [allowed, held] = await Promise.all([s.menus.grantableIds(user), s.menus.heldIds(user)]);
    const menuOutside = allowed && body.menuIds.some((id) => !allowed.has(id));
    const scopeOutside = held && [...dataScopes, ...apiScopes].some((sc) => !held.has(String(sc.menuId)));
    if (menuOutside || scopeOutside) throw new AppError(403, 'grantNotHeld');

    const scopeRows = (category: number, scopes: Array<{ id: bigint }>) =>
      roleIds.flatMap((roleId) => scopes.map((sc) => ({ id: nextId(), roleId, scopeId: sc.id, scopeCategory: category })));
    await s.db.$transaction(async (tx) => {
      await tx.roleMenu.deleteMany({ where: { roleId: { in: roleIds } } });
      await tx.roleScope.deleteMany({ where: { roleId: { in: roleIds } } });
      await tx.roleMenu.createMany({
        data: roleIds.flatMap((roleId) => body.menuIds.map((menuId) => ({ id: nextId(), roleId, menuId: BigInt(menuId) }))),
      });
      await tx.roleScope.createMany({
        data: [...scopeRows(SCOPE_CATEGORY.data, dataScopes), ...scopeRows(SCOPE_CATEGORY.api, apiScopes)],
      });
    });
    return replyStatus(true);
  };
}
