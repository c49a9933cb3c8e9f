// Tenant 000000's seeded staff roles and the menus their stories need (issue: hr, manager and boss signing in to an
// empty sidebar). The menu sets are the ones new tenants' roles start with (role-menus.ts).
import type { Tx } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import type { MenuGrant } from '../modules/system/role/role-menus.ts';
import { allMenus, MANAGER_MENUS, menuIdsOf, STAFF_MENUS } from '../modules/system/role/role-menus.ts';

export const STAFF_ROLE_MENUS: Record<string, MenuGrant> = {
  user: STAFF_MENUS,
  hr: STAFF_MENUS,
  boss: STAFF_MENUS,
  manager: MANAGER_MENUS,
};

export async function grantStartingMenus(tx: Tx, grants: Record<string, MenuGrant>): Promise<void> {
  const menus = await allMenus(tx);
  for (const [roleAlias, grant] of Object.entries(grants)) {
    const role = await tx.role.findFirst({ where: { tenantId: '000000', roleAlias, isDeleted: 0 } });
    if (!role || (await tx.roleMenu.count({ where: { roleId: role.id } }))) continue;
    await tx.roleMenu.createMany({ data: menuIdsOf(menus, grant).map((menuId) => ({ id: nextId(), roleId: role.id, menuId })) });
  }
}
