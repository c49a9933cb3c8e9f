// The menus a starting role holds, by menu code: whole branches (the menu, its children and buttons) and single
// menus or buttons. The seed grants them to tenant 000000's staff roles; tenant provisioning to a new tenant's roles.
import type { DbClient } from '../../../db/prisma.ts';

export type MenuGrant = { branches: readonly string[]; single?: readonly string[] };

/** Everyone's work: the workbench with its notices to read, and 我的事务 with its five lists. */
export const STAFF_MENUS: MenuGrant = { branches: ['work'], single: ['desk', 'notice', 'notice_view'] };

/** Managers also run the translation platform (its screens and buttons: site names, images, replies, removals). */
export const MANAGER_MENUS: MenuGrant = {
  branches: [...STAFF_MENUS.branches, 'translate_home', 'translation'],
  single: STAFF_MENUS.single,
};

/** A new tenant's administrator: Blade's default menus for a tenant admin. */
export const TENANT_ADMIN_MENUS: MenuGrant = {
  branches: ['desk', 'flow', 'work', 'monitor', 'resource', 'role', 'user', 'user_approval', 'oidc_provider', 'dept', 'dictbiz', 'topmenu'],
};

type MenuRow = { id: bigint; parentId: bigint; code: string };

/** Ids of the menus `grant` names: each branch with every descendant, each single menu alone. */
export function menuIdsOf(menus: readonly MenuRow[], grant: MenuGrant): bigint[] {
  const children = new Map<bigint, bigint[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m.id]);
  const picked = new Set(menus.filter((m) => grant.single?.includes(m.code)).map((m) => m.id));
  const stack = menus.filter((m) => grant.branches.includes(m.code)).map((m) => m.id);
  while (stack.length) {
    const id = stack.pop()!;
    if (picked.has(id)) continue;
    picked.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...picked];
}

/** Every menu row, as menuIdsOf reads them. */
export function allMenus(db: DbClient): Promise<MenuRow[]> {
  return db.menu.findMany({ select: { id: true, parentId: true, code: true } });
}
