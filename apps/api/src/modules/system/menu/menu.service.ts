// Menus and buttons per user: what `menu/routes` and `menu/buttons` answer, what permission checks consult and
// what a user may grant. A user holds the menus granted to their roles, confined to their tenant's package (a
// tenant other than 000000 with a package); administrators hold every menu.
import { isBladeId } from '@blade/contract';
import type { MenuVO } from '@blade/contract';
import type { Cache } from '../../../core/cache.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { ADMIN_TENANT_ID, isAdministrator } from '../../../lib/request-context.ts';
import { buildTree, withAncestors } from '../../../core/tree.ts';
import type { Db } from '../../../db/prisma.ts';
import { packageMenuIds } from '../tenant/tenant-package.ts';

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

export type MenuRow = Awaited<ReturnType<Db['menu']['findMany']>>[number];

export function toMenuVO(m: MenuRow): MenuVO {
  return {
    id: String(m.id),
    parentId: String(m.parentId),
    code: m.code,
    name: m.name,
    alias: m.alias ?? '',
    path: m.path ?? '',
    source: m.source ?? '',
    sort: m.sort,
    category: m.category,
    action: m.action,
    isOpen: m.isOpen,
    remark: m.remark ?? '',
  };
}

const validIds = (ids: string[]) => ids.filter(isBladeId).map(BigInt);

export function createMenuService(db: Db, cache: Cache) {
  const allMenus = () => cache.get('menus', () => db.menu.findMany({ where: { isDeleted: 0 }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }));

  const menuById = () => cache.get('menus-by-id', async () => new Map((await allMenus()).map((m) => [String(m.id), m])));

  const parentMap = () => cache.get('menu-parents', async () => new Map((await allMenus()).map((m) => [String(m.id), String(m.parentId)])));

  /** Menu ids granted to any of the roles; administrators are not special here. */
  const grantedIds = (roleIds: string[]) =>
    cache.get(`role-menus:${[...roleIds].sort().join(',')}`, async () => {
      const rows = await db.roleMenu.findMany({ where: { roleId: { in: validIds(roleIds) } }, select: { menuId: true } });
      return new Set(rows.map((r) => String(r.menuId)));
    });

  /** The package's menus confine a tenant's non-administrators; tenant 000000 has no package. */
  const packageOf = (user: AuthUser) =>
    isAdministrator(user) || user.tenantId === ADMIN_TENANT_ID
      ? Promise.resolve(undefined)
      : cache.get(`tenant-package:${user.tenantId}`, () => packageMenuIds(db, user.tenantId));

  /** Who sees what depends on the roles and the tenant's package: results are cached per both. */
  const audienceOf = (user: AuthUser) =>
    isAdministrator(user) ? 'administrator' : `${user.tenantId}:${[...user.roleIds].sort().join(',')}`;

  /** The menu and button ids the user holds; undefined means every one (administrators). */
  const heldIds = (user: AuthUser): Promise<Set<string> | undefined> =>
    isAdministrator(user)
      ? Promise.resolve(undefined)
      : cache.get(`held-menus:${audienceOf(user)}`, async () => {
          const [granted, confined] = await Promise.all([grantedIds(user.roleIds), packageOf(user)]);
          return confined ? new Set([...granted].filter((id) => confined.has(id))) : granted;
        });

  const topMenuSet = (topMenuId: string) =>
    cache.get(`top-menu-set:${topMenuId}`, async () => {
      const rows = await db.topMenuSetting.findMany({ where: { topMenuId: BigInt(topMenuId) }, select: { menuId: true } });
      return new Set(rows.map((r) => String(r.menuId)));
    });

  /** The menus of one category a user may see (within `only` when given), with every ancestor needed to reach them. */
  async function visible(user: AuthUser, category: number, only?: Set<string>): Promise<MenuRow[]> {
    const [menus, held, parents] = await Promise.all([allMenus(), heldIds(user), parentMap()]);
    const leaves = menus.filter((m) => {
      const id = String(m.id);
      return m.category === category && (!held || held.has(id)) && (!only || only.has(id));
    });
    const keep = withAncestors(
      leaves.map((m) => String(m.id)),
      parents,
    );
    return menus.filter((m) => keep.has(String(m.id)));
  }

  /** Codes of every menu and button the user holds: what permission checks consult. */
  const heldCodes = (user: AuthUser) =>
    cache.get(`codes:${audienceOf(user)}`, async () => {
      const held = await heldIds(user);
      return new Set((await allMenus()).filter((m) => !held || held.has(String(m.id))).map((m) => m.code));
    });

  return {
    allMenus,
    menuById,
    parentMap,
    heldIds,
    /**
     * What the user may grant to roles and top menus: the menus they hold and the ancestors leading to them (the
     * grant tree shows those, and a picker sends a parent whose shown children are all ticked); undefined = all.
     */
    async grantableIds(user: AuthUser): Promise<Set<string> | undefined> {
      const held = await heldIds(user);
      return held && withAncestors(held, await parentMap());
    },
    /** The side menu; with a top menu, only the part of it given to that top menu (blade_top_menu_setting). */
    routes(user: AuthUser, topMenuId?: string): Promise<MenuVO[]> {
      return cache.get(`routes:${audienceOf(user)}:${topMenuId ?? ''}`, async () => {
        const only = topMenuId ? await topMenuSet(topMenuId) : undefined;
        return buildTree((await visible(user, MENU_CATEGORY.menu, only)).map(toMenuVO));
      });
    },
    buttons(user: AuthUser): Promise<MenuVO[]> {
      return cache.get(`buttons:${audienceOf(user)}`, async () => buildTree((await visible(user, MENU_CATEGORY.button)).map(toMenuVO)));
    },
    async hasPermission(user: AuthUser, code: string): Promise<boolean> {
      return isAdministrator(user) || (await heldCodes(user)).has(code);
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
