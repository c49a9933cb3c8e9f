// Blade's /blade-system/menu: the menu tree's CRUD, its lists (trees, lazy levels) and pickers, the signed-in
// user's routes and buttons, and the grant trees (menu-grant.router.ts).
import { menuEntity, menuRoutes, systemBootRoutes } from '@blade/contract';
import { authRoutes } from './menu-auth-routes.ts';
import { badRequest } from '../../../core/app-error.ts';
import type { CrudOptions, CrudService, SaveContext, SubmitOf } from '../../../core/crud/crud-service.ts';
import { createCrudService } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { buildTree } from '../../../core/tree.ts';
import type { Services } from '../../../services.ts';
import { mountMenuGrants } from './menu-grant.router.ts';
import { markHasChildren, treeNode } from '../../../core/tree-nodes.ts';
import type { Menu } from '../../../generated/prisma/client.ts';
import type { MenuRecord } from './menu-vo.ts';
import { menuVO } from './menu-vo.ts';
import { MENU_CATEGORY } from './menu.service.ts';

export function mountMenu(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'dictLabels' | 'menus'>): void {
  /** Submit rules: unique code (and menu name), a menu (never a button) as parent, no cycles. */
  async function prepare(body: SubmitOf<typeof menuEntity>, { db, existing }: SaveContext<Menu>) {
    const id = existing ? String(existing.id) : undefined;
    const parentId: string = body.parentId;
    const others = existing ? { id: { not: existing.id } } : {};
    const sameName = body.category === MENU_CATEGORY.menu ? [{ name: body.name, category: MENU_CATEGORY.menu }] : [];
    if (await db.menu.count({ where: { ...others, OR: [{ code: body.code }, ...sameName] } })) throw badRequest('menuExists');
    if (parentId === id) throw badRequest('treeParentSelf');
    if (parentId !== '0') {
      const parent = await db.menu.findFirst({ where: { id: BigInt(parentId) }, select: { category: true } });
      if (!parent) throw badRequest('menuParentMissing');
      if (parent.category !== MENU_CATEGORY.menu) throw badRequest('menuParentNotMenu');
      if (id && (await ancestorsOf(parentId)).has(id)) throw badRequest('treeParentIsDescendant');
    }
    if (existing && body.category === MENU_CATEGORY.button && (await db.menu.count({ where: { parentId: existing.id } }))) {
      throw badRequest('menuButtonWithChildren');
    }
    return { ...body, parentId: BigInt(parentId), alias: body.alias || (body.category === MENU_CATEGORY.menu ? 'menu' : null) };
  }

  async function ancestorsOf(id: string): Promise<Set<string>> {
    const parents = await s.menus.parentMap();
    const out = new Set<string>();
    for (let at = id; at !== '0' && !out.has(at); at = parents.get(at) ?? '0') out.add(at);
    return out;
  }

  const options: CrudOptions<typeof menuEntity, Menu> = {
    spec: menuEntity,
    model: (db) => db.menu,
    defaultOrder: [{ sort: 'asc' }, { id: 'asc' }],
    toRecord: menuVO(s.menus, s.dictLabels),
    prepare,
    // Blade refuses to remove a node that still has children (`请先删除子节点!`).
    tree: { parentField: 'parentId' },
  };
  const menus = createCrudService(options, s.crudDeps);
  // menu-list and lazy-menu-list: the data-scope and API-scope screens pick menus, never buttons.
  const menusOnly = createCrudService({ ...options, baseWhere: () => ({ category: MENU_CATEGORY.menu }) }, s.crudDeps);
  mountCrud(mount, menuEntity, menus);

  const all = async (service: CrudService, query: Record<string, unknown>, user: AuthUser) =>
    (await service.all(query, user)) as MenuRecord[];

  /** One level (or every match when searching without parentId), each row saying whether it has children. */
  async function lazy(service: CrudService, query: Record<string, unknown>, user: AuthUser, category?: number) {
    const rows = await all(service, query, user);
    const parents = new Set((await s.menus.allMenus()).filter((m) => !category || m.category === category).map((m) => String(m.parentId)));
    return rows.map((r) => ({ ...r, hasChildren: parents.has(r.id) }));
  }

  // With filters Blade lists the matches; the tree is built from them, orphans promoted to roots.
  mount(menuRoutes.list, async ({ query }, { user }) => markHasChildren(buildTree(await all(menus, query, user))));
  mount(menuRoutes.menuList, async ({ query }, { user }) => markHasChildren(buildTree(await all(menusOnly, query, user))));
  mount(menuRoutes.lazyList, ({ query }, { user }) => lazy(menus, query, user));
  mount(menuRoutes.lazyMenuList, ({ query }, { user }) => lazy(menusOnly, query, user, MENU_CATEGORY.menu));
  mount(menuRoutes.tree, async () => {
    const menusOnlyRows = (await s.menus.allMenus()).filter((m) => m.category === MENU_CATEGORY.menu);
    return buildTree(menusOnlyRows.map((m) => treeNode(String(m.id), String(m.parentId), m.name)));
  });

  mount(systemBootRoutes.menuRoutes, ({ query }, { user }) => s.menus.routes(user, query.topMenuId));
  mount(systemBootRoutes.menuButtons, (_input, { user }) => s.menus.buttons(user));
  mount(systemBootRoutes.menuAuthRoutes, (_input, { user }) => authRoutes(s.db, s.menus, user));
  mountMenuGrants(mount, s);
}
