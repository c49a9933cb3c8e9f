// Menu calls of /api/blade-system/menu and their loading into the session (Saber's GetMenu / GetButtons).
import { getData } from '../api/http.ts';
import { sessionStore } from '../store/session-store.ts';
import type { MenuItem } from '../store/types.ts';
import { permissionsOf, sidebarMenu } from './menu-utils.ts';

export type TopMenu = { id: string; name: string; code?: string; source?: string; path?: string; sort?: number };

export const fetchRoutes = (topMenuId?: string) => getData<MenuItem[]>('/api/blade-system/menu/routes', topMenuId ? { topMenuId } : undefined);
export const fetchButtons = () => getData<MenuItem[]>('/api/blade-system/menu/buttons');
/** Top menus may be absent on a server (404): the bar then shows only the home item, without an error. */
export const fetchTopMenus = () =>
  getData<TopMenu[]>('/api/blade-system/menu/top-menu', undefined, { meta: { silent: true, noLog: true } }).catch(() => [] as TopMenu[]);

/**
 * Loads the sidebar menu for a top menu (none: every menu) and, on the first load, the full menu used to
 * resolve routes plus the button permissions.
 */
export async function loadMenus(topMenuId?: string, roles: Promise<string[]> | string[] = sessionStore.get().roles): Promise<void> {
  // The routes, the buttons and (on entering the console) the roles come from three calls: one round trip, not three.
  const [routes, buttons, knownRoles] = await Promise.all([fetchRoutes(topMenuId), topMenuId ? undefined : fetchButtons(), roles]);
  const menu = sidebarMenu(routes, knownRoles);
  if (topMenuId || !buttons) {
    sessionStore.set({ menu });
    return;
  }
  sessionStore.set({ menu, menuAll: menu, permission: permissionsOf(buttons), menuLoaded: true });
}
