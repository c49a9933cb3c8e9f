// Menus added to the tree after installs were seeded: such an install gets the rows, placed under their parent menu as
// the tree places them, and the grants a fresh install would give. A role gets a new menu when it is an administrator
// role (`administrator`, a tenant's `admin`) holding the parent menu, so staff roles never do and an administrator
// whose parent menu was taken away does not get the child back.
import type { SeedMenu } from '@blade/prisma/seed/menus.ts';
import { MENUS } from '@blade/prisma/seed/menus.ts';
import type { Tx } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import { flattenMenus } from './seed-core.ts';

const ADMIN_ALIASES = ['administrator', 'admin'];

/** The seeded menu with this code and its parent's code. */
function placeOf(code: string, menus: SeedMenu[] = MENUS, parent?: string): { menu: SeedMenu; parent?: string } | undefined {
  for (const menu of menus) {
    if (menu.code === code) return { menu, ...(parent ? { parent } : {}) };
    const found = placeOf(code, menu.children ?? [], menu.code);
    if (found) return found;
  }
  return undefined;
}

/**
 * `holding`: the menu whose administrator roles get the new ones, when not their parent (a tenant's admin holds
 * 用户管理 but not 系统管理, so a screen beside 用户管理 for them names `user`).
 */
export async function addSeededMenus(tx: Tx, codes: readonly string[], holding?: string): Promise<void> {
  for (const code of codes) {
    const place = placeOf(code);
    if (!place?.parent) throw new Error(`No seeded menu ${code} below a parent`);
    const parent = await tx.menu.findFirst({ where: { code: place.parent, category: 1 } });
    if (!parent) continue; // the administrator removed the parent: nothing to hang the menu under
    const holders = holding ? await tx.menu.findMany({ where: { code: holding, category: 1 }, select: { id: true } }) : [parent];
    const present = await tx.menu.findFirst({ where: { code, category: 1 }, select: { id: true } });
    let rows = present ? [present, ...(await tx.menu.findMany({ where: { parentId: present.id }, select: { id: true } }))] : [];
    if (!present) {
      const siblings = await tx.menu.count({ where: { parentId: parent.id, category: 1 } });
      const created = flattenMenus([place.menu], parent.id).map((m, i) => (i === 0 ? { ...m, sort: siblings + 1 } : m));
      await tx.menu.createMany({ data: created });
      rows = created.map((m) => ({ id: m.id as bigint }));
    }
    const roles = await tx.role.findMany({
      where: { roleAlias: { in: ADMIN_ALIASES }, menus: { some: { menuId: { in: holders.map((m) => m.id) } } } },
      select: { id: true, menus: { where: { menuId: { in: rows.map((r) => r.id) } }, select: { menuId: true } } },
    });
    const grants = roles.flatMap((role) => {
      const held = new Set(role.menus.map((m) => m.menuId));
      return rows.filter((r) => !held.has(r.id)).map((r) => ({ id: nextId(), roleId: role.id, menuId: r.id }));
    });
    if (grants.length) await tx.roleMenu.createMany({ data: grants });
  }
}
