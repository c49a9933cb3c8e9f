// The pickers of the role and top-menu grant dialogs (menu/grant-tree, role-tree-keys, grant-top-tree,
// top-tree-keys) and the top bar's top menus (menu/top-menu). A caller is offered only what they may grant: every
// menu for administrators, otherwise the menus they hold (within their tenant's package) and their ancestors.
import type { TreeNode } from '@blade/contract';
import { menuRoutes, topMenuEntity } from '@blade/contract';
import { recordFields } from '../../../core/crud/crud-service.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { buildTree } from '../../../core/tree.ts';
import type { Services } from '../../../services.ts';
import { visibleRoleWhere } from '../role/role-visibility.ts';
import { SCOPE_CATEGORY } from '../scope/data-scope.service.ts';
import { treeNode } from '../../../core/tree-nodes.ts';
import { MENU_CATEGORY } from './menu.service.ts';

type Scope = { id: bigint; menuId: bigint; scopeName: string };
const unique = (ids: Array<bigint | string>) => [...new Set(ids.map(String))];
const topMenuFields = recordFields(topMenuEntity.record);
/** A menu in a grant tree, with its code (the console shows a known code's name in the user's language). */
const menuNode = (m: { id: bigint; parentId: bigint; name: string; code: string | null }): TreeNode => ({
  ...treeNode(String(m.id), String(m.parentId), m.name),
  ...(m.code ? { code: m.code } : {}),
});

export function mountMenuGrants(mount: Mount, s: Pick<Services, 'db' | 'menus'>): void {
  async function menuTree(user: AuthUser, category?: number): Promise<TreeNode[]> {
    const [menus, allowed] = await Promise.all([s.menus.allMenus(), s.menus.grantableIds(user)]);
    const shown = menus.filter((m) => (!category || m.category === category) && (!allowed || allowed.has(String(m.id))));
    return buildTree(shown.map(menuNode));
  }

  /** Scopes of the menus the caller holds, grouped under those menus (as in Blade: owners only, orphans promoted). */
  async function scopeTree(user: AuthUser, scopes: Scope[]): Promise<TreeNode[]> {
    const [menus, held] = await Promise.all([s.menus.allMenus(), s.menus.heldIds(user)]);
    const shown = scopes.filter((sc) => !held || held.has(String(sc.menuId)));
    const owners = new Set(shown.map((sc) => String(sc.menuId)));
    return buildTree([
      ...menus.filter((m) => owners.has(String(m.id))).map(menuNode),
      ...shown.map((sc) => treeNode(String(sc.id), String(sc.menuId), sc.scopeName)),
    ]);
  }

  const scopeOrder = [{ menuId: 'asc' as const }, { scopeName: 'asc' as const }, { id: 'asc' as const }];
  const scopeFields = { id: true, menuId: true, scopeName: true } as const;

  mount(menuRoutes.grantTree, async (_input, { user }) => {
    const [dataScopes, apiScopes] = await Promise.all([
      s.db.dataScope.findMany({ select: scopeFields, orderBy: scopeOrder }),
      s.db.apiScope.findMany({ select: scopeFields, orderBy: scopeOrder }),
    ]);
    return { menu: await menuTree(user), dataScope: await scopeTree(user, dataScopes), apiScope: await scopeTree(user, apiScopes) };
  });

  mount(menuRoutes.roleTreeKeys, async ({ query }, { user }) => {
    // Only roles the caller can see (their tenant's; never the administrator role for others) answer.
    const roles = await s.db.role.findMany({
      where: { id: { in: query.roleIds.map(BigInt) }, ...visibleRoleWhere(user) },
      select: { id: true },
    });
    const roleIds = roles.map((r) => r.id);
    const [menus, scopes, byId] = await Promise.all([
      s.db.roleMenu.findMany({ where: { roleId: { in: roleIds } }, select: { menuId: true } }),
      s.db.roleScope.findMany({ where: { roleId: { in: roleIds } }, select: { scopeId: true, scopeCategory: true } }),
      s.menus.menuById(),
    ]);
    const ofCategory = (category: number) => unique(scopes.filter((x) => x.scopeCategory === category).map((x) => x.scopeId));
    return {
      menu: unique(menus.map((m) => m.menuId)).filter((id) => byId.has(id)),
      dataScope: ofCategory(SCOPE_CATEGORY.data),
      apiScope: ofCategory(SCOPE_CATEGORY.api),
    };
  });

  mount(menuRoutes.grantTopTree, async (_input, { user }) => ({ menu: await menuTree(user, MENU_CATEGORY.menu) }));

  mount(menuRoutes.topTreeKeys, async ({ query }) => {
    const topMenus = await s.db.topMenu.findMany({ where: { id: { in: query.topMenuIds.map(BigInt) } }, select: { id: true } });
    const rows = await s.db.topMenuSetting.findMany({ where: { topMenuId: { in: topMenus.map((t) => t.id) } }, select: { menuId: true } });
    const byId = await s.menus.menuById();
    return { menu: unique(rows.map((r) => r.menuId)).filter((id) => byId.has(id)) };
  });

  mount(menuRoutes.topMenu, async (_input, { user }) => {
    // The caller's own tenant, also for tenant 000000's administrator (who could otherwise read every tenant's).
    const rows = await s.db.topMenu.findMany({ where: { tenantId: user.tenantId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return rows.map(topMenuFields);
  });
}
