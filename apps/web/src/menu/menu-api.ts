// Menu calls of /api/blade-system/menu and their loading into the session (Saber's GetMenu / GetButtons).
import { call } from '../api/client.ts';
import * as menuRoutes from '../generated/routes/menu.ts';
import * as systemRoutes from '../generated/routes/system.ts';
import { sessionStore } from '../store/session-store.ts';
import type { MenuItem } from '../store/types.ts';
import { permissionsOf, sidebarMenu } from './menu-utils.ts';

export type TopMenu = { id: string; name: string; code?: string; source?: string; path?: string; sort?: number };

export const fetchRoutes = (topMenuId?: string): Promise<MenuItem[]> =>
  call(systemRoutes.menuRoutes, topMenuId ? { query: { topMenuId } } : {});
export const fetchButtons = (): Promise<MenuItem[]> => call(systemRoutes.menuButtons);
/** Top menus may be absent on a server (404): the bar then shows only the home item, without an error. */
export const fetchTopMenus = () => call(menuRoutes.topMenu, {}, { meta: { silent: true, noLog: true } }).catch((): TopMenu[] => []);

/**
 * The top menu whose menus the sidebar is to show, undefined for every menu: the latest choice. A load answering
 * after another choice was made does not put its menus in the sidebar (the first load's menus arrived after a quick
 * click on a top menu and replaced its sidebar).
 */
let sidebarTopMenu: string | undefined;

/** The sidebar shows every menu again (the top menu's home item). */
export function showAllMenus(): void {
  sidebarTopMenu = undefined;
  sessionStore.set(({ menuAll }) => ({ menu: menuAll }));
}

/**
 * Loads the sidebar menu for a top menu (none: every menu) and, on the first load, the full menu used to
 * resolve routes plus the button permissions. Answers whether the sidebar shows what it loaded: not when another
 * choice was made while it loaded (the full menu and the permissions are kept all the same).
 */
export async function loadMenus(topMenuId?: string, roles: Promise<string[]> | string[] = sessionStore.get().roles): Promise<boolean> {
  sidebarTopMenu = topMenuId;
  // The routes, the buttons and (on entering the console) the roles come from three calls: one round trip, not three.
  const [routes, buttons, knownRoles] = await Promise.all([fetchRoutes(topMenuId), topMenuId ? undefined : fetchButtons(), roles]);
  const menu = sidebarMenu(routes, knownRoles);
  const shown = sidebarTopMenu === topMenuId;
  // One update: the sidebar and the full menu change together.
  const sidebar = shown ? { menu } : {};
  if (buttons) sessionStore.set({ ...sidebar, menuAll: menu, permission: permissionsOf(buttons), menuLoaded: true });
  else if (shown) sessionStore.set(sidebar);
  return shown;
}
