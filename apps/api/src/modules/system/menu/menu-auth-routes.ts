// menu/auth-routes (Sword's route guard): for each menu path the caller holds, the aliases of the caller's roles
// that grant it, as `[{ "/system/user": { authority: ["admin"] } }]`. Blade groups its role_menu rows by path;
// administrators hold every menu, so their paths name the administrator alias as well.
import { isBladeId } from '@blade/contract';
import type { AuthUser } from '../../../lib/request-context.ts';
import { isAdministrator } from '../../../lib/request-context.ts';
import type { Db } from '../../../db/prisma.ts';
import type { MenuService } from './menu.service.ts';

type AuthRoute = Record<string, { authority: string[] }>;

export async function authRoutes(db: Db, menus: MenuService, user: AuthUser): Promise<AuthRoute[]> {
  const roleIds = user.roleIds.filter(isBladeId);
  const [all, held, links] = await Promise.all([
    menus.allMenus(),
    menus.heldIds(user),
    db.roleMenu.findMany({ where: { roleId: { in: roleIds.map(BigInt) } }, select: { roleId: true, menuId: true } }),
  ]);
  const aliasOf = new Map(user.roleIds.map((id, i) => [id, user.roleAliases[i]!]));
  const grantedBy = new Map<string, Set<string>>();
  for (const link of links) {
    const menuId = String(link.menuId);
    grantedBy.set(menuId, (grantedBy.get(menuId) ?? new Set()).add(aliasOf.get(String(link.roleId))!));
  }
  const byPath = new Map<string, Set<string>>();
  for (const menu of all) {
    const id = String(menu.id);
    if (!menu.path || (held && !held.has(id))) continue;
    const aliases = new Set(grantedBy.get(id));
    if (isAdministrator(user)) aliases.add('administrator');
    if (!aliases.size) continue;
    byPath.set(menu.path, new Set([...(byPath.get(menu.path) ?? []), ...aliases]));
  }
  return [...byPath].map(([path, aliases]) => ({ [path]: { authority: [...aliases] } }));
}
