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

  /** Who sees what depends only on the roles, so results are cached per role set (administrators share one). */
  const audienceOf = (user: AuthUser) => (isAdministrator(user) ? 'administrator' : [...user.roleIds].sort().join(','));

  /** The menus of one category a user may see, with every ancestor needed to reach them. */
  async function visible(user: AuthUser, category: number): Promise<MenuRow[]> {
    const menus = await allMenus();
    const granted = isAdministrator(user) ? undefined : await grantedIds(user.roleIds);
    const leaves = menus.filter((m) => m.category === category && (!granted || granted.has(String(m.id))));
    const keep = withAncestors(leaves.map((m) => String(m.id)), new Map(menus.map((m) => [String(m.id), String(m.parentId)])));
    return menus.filter((m) => keep.has(String(m.id)));
  }

  /** Codes of every menu and button granted to the user's roles: what permission checks consult. */
  const grantedCodes = (user: AuthUser) =>
    cache.get(`codes:${audienceOf(user)}`, async () => {
      const granted = await grantedIds(user.roleIds);
      return new Set((await allMenus()).filter((m) => granted.has(String(m.id))).map((m) => m.code));
    });

  return {
    routes(user: AuthUser): Promise<MenuVO[]> {
      return cache.get(`routes:${audienceOf(user)}`, async () => buildTree((await visible(user, MENU_CATEGORY.menu)).map(toMenuVO)));
    },
    buttons(user: AuthUser): Promise<MenuVO[]> {
      return cache.get(`buttons:${audienceOf(user)}`, async () => buildTree((await visible(user, MENU_CATEGORY.button)).map(toMenuVO)));
    },
    async hasPermission(user: AuthUser, code: string): Promise<boolean> {
      return isAdministrator(user) || (await grantedCodes(user)).has(code);
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
