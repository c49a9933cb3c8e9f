// Menu tree helpers (spec 2): how a MenuVO becomes a console route, and lookups by path for titles, tabs,
// the search and the route resolver.
import type { MenuItem } from '../store/types.ts';

/** http(s) links and html pages are shown in the frame route (or a new window when isOpen is 2). */
export const isExternal = (path: string) => /^https?:\/\//i.test(path) || /html/i.test(path);

/** Opens in a new window instead of the console (isOpen 2). */
export const opensNewWindow = (item: MenuItem) => item.isOpen === 2;

/**
 * Saber's route shape: a first-level leaf that is not external is served at `<path>/index` (its root path then
 * redirects there); every other internal path is used as is.
 */
export function normalizeMenus(items: MenuItem[], first = true): MenuItem[] {
  return items.map((item) => {
    const children = item.children?.length ? normalizeMenus(item.children, false) : undefined;
    const leafRoot = first && !children && !isExternal(item.path) && !item.path.endsWith('/index');
    return { ...item, path: leafRoot ? `${item.path.replace(/\/$/, '')}/index` : item.path, children };
  });
}

/** Menu items with meta.roles show only to users holding one of those roles (spec 6). */
export function filterByRoles(items: MenuItem[], roles: string[]): MenuItem[] {
  return items
    .filter((item) => !item.meta?.roles?.length || item.meta.roles.some((role) => roles.includes(role)))
    .map((item) => (item.children ? { ...item, children: filterByRoles(item.children, roles) } : item));
}

/** The sidebar's menu from the server's routes: Saber's route shape, then only the items the user's roles may see. */
export function sidebarMenu(routes: MenuItem[], roles: string[]): MenuItem[] {
  return filterByRoles(normalizeMenus(routes), roles);
}

/**
 * The open branch of the sidebar after a click on the group at `path`, `depth` deep (`trail`: the open group's path
 * at each depth): one branch open per level, a second click closes the group and what is open below it.
 */
export function toggleTrail(trail: string[], depth: number, path: string): string[] {
  return trail[depth] === path ? trail.slice(0, depth) : [...trail.slice(0, depth), path];
}

/** The sidebar's open branch (`trail`) and the page it was last opened for. */
export type OpenBranch = { trail: string[]; openedFor?: string };

/**
 * The open branch after the page or the menu changed. A page the branch was not yet opened for opens its own branch
 * (when the menu holds the page). A new menu for the same page (the console refreshes the stored menu after it
 * shows, and a top menu switch replaces it) keeps the branch the user opened while it is still in the menu: a
 * refresh arriving after a click must not close what the click opened.
 */
export function openBranchAfter(menu: MenuItem[], pathname: string, current: OpenBranch): OpenBranch {
  if (current.openedFor === pathname && isBranchOf(menu, current.trail)) return current;
  const parents = parentPaths(menu, pathname);
  return parents ? { trail: parents, openedFor: pathname } : current;
}

/** Whether every group of the trail is in the menu, each inside the one before. */
function isBranchOf(menu: MenuItem[], trail: string[]): boolean {
  let items: MenuItem[] | undefined = menu;
  for (const path of trail) {
    items = items?.find((item) => item.path === path && item.children?.length)?.children;
    if (!items) return false;
  }
  return true;
}

/** The menu search (spec 2): leaves whose server name or shown label starts with the query, case-insensitive. */
export function searchLeaves(items: MenuItem[], label: (item: MenuItem) => string, query: string, max: number): MenuItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return leavesOf(items)
    .filter((item) => item.name.toLowerCase().startsWith(q) || label(item).toLowerCase().startsWith(q))
    .slice(0, max);
}

export function leavesOf(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children?.length ? leavesOf(item.children) : [item]));
}

export function findByPath(items: MenuItem[], path: string): MenuItem | undefined {
  for (const item of items) {
    if (item.path === path) return item;
    const hit = item.children ? findByPath(item.children, path) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** The ancestors' paths of the item at `path` (to open the right sidebar branch). */
export function parentPaths(items: MenuItem[], path: string, trail: string[] = []): string[] | undefined {
  for (const item of items) {
    if (item.path === path) return trail;
    const hit = item.children ? parentPaths(item.children, path, [...trail, item.path]) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** Where clicking a leaf goes inside the console: the frame route with the item's fields for external pages. */
export function routeOf(item: MenuItem): string {
  if (!isExternal(item.path)) return item.path;
  const query = new URLSearchParams({ ...item.query, src: item.path, name: item.name });
  if (item.meta?.i18n) query.set('i18n', item.meta.i18n);
  return `/myiframe/urlPath?${query.toString()}`;
}

/** Button codes of the buttons tree's leaves become the permission map (spec 6). */
export function permissionsOf(buttons: MenuItem[]): Record<string, boolean> {
  const map: Record<string, boolean> = {};
  for (const leaf of leavesOf(buttons)) if (leaf.code) map[leaf.code] = true;
  return map;
}
