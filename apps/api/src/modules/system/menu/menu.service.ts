// Menus and buttons per user: what `menu/routes` and `menu/buttons` answer and what permission checks consult.
import type { MenuVO } from '@blade/contract';
import type { Cache } from '../../../core/cache.ts';
import type { AuthUser } from '../../../core/request-context.ts';
import { isAdministrator } from '../../../core/request-context.ts';
import { buildTree, withAncestors } from '../../../core/tree.ts';
import type { Db } from '../../../db/prisma.ts';

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

type MenuRow = Awaited<ReturnType<Db['menu']['findMany']>>[number];

export function toMenuVO(m: MenuRow): MenuVO {
  return {
    id: String(m.id), parentId: String(m.parentId), code: m.code, name: m.name, alias: m.alias ?? '',
    path: m.path ?? '', source: m.source ?? '', sort: m.sort, category: m.category, action: m.action,
    isOpen: m.isOpen, remark: m.remark ?? '',
  };
}

export function createMenuService(db: Db, cache: Cache) {
  const allMenus = () =>
    cache.get('menus', () => db.menu.findMany({ where: { isDeleted: 0 }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }));

  /** Menu ids granted to any of the roles; administrators are not special here. */
  const grantedIds = (roleIds: string[]) =>
    cache.get(`role-menus:${[...roleIds].sort().join(',')}`, async () => {
      const ids = roleIds.filter((r) => /^\d+$/.test(r)).map(BigInt);
      const rows = await db.roleMenu.findMany({ where: { roleId: { in: ids } }, select: { menuId: true } });
      return new Set(rows.map((r) => String(r.menuId)));
    });

  /** The menus (of one category) a user may see, with every ancestor needed to reach them. */
  async function visible(user: AuthUser, category: number): Promise<MenuRow[]> {
    const menus = await allMenus();
    if (isAdministrator(user)) {
      const keep = withAncestors(menus.filter((m) => m.category === category).map((m) => String(m.id)), parentMap(menus));
      return menus.filter((m) => keep.has(String(m.id)));
    }
    const granted = await grantedIds(user.roleIds);
    const leaves = menus.filter((m) => m.category === category && granted.has(String(m.id))).map((m) => String(m.id));
    const keep = withAncestors(leaves, parentMap(menus));
    // Ancestors of a granted button are shown as its owners, but only menus (category 1) can be ancestors.
    return menus.filter((m) => keep.has(String(m.id)));
  }

  return {
    async routes(user: AuthUser): Promise<MenuVO[]> {
      const rows = (await visible(user, MENU_CATEGORY.menu)).filter((m) => m.category === MENU_CATEGORY.menu);
      return buildTree(rows.map(toMenuVO));
    },
    async buttons(user: AuthUser): Promise<MenuVO[]> {
      return buildTree((await visible(user, MENU_CATEGORY.button)).map(toMenuVO));
    },
    async hasPermission(user: AuthUser, code: string): Promise<boolean> {
      if (isAdministrator(user)) return true;
      const buttons = await visible(user, MENU_CATEGORY.button);
      return buttons.some((m) => m.category === MENU_CATEGORY.button && m.code === code);
    },
  };
}

function parentMap(menus: MenuRow[]): Map<string, string> {
  return new Map(menus.map((m) => [String(m.id), String(m.parentId)]));
}

export type MenuService = ReturnType<typeof createMenuService>;
