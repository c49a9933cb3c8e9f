// Whether a registered screen may open for the signed-in user: only through a menu they hold (by URL or an old tab
// they get the 403 page, not a screen whose calls fail one by one). The home is everyone's. Pure, so it is unit-tested.
import { website } from '../config/website.ts';
import { findByPath } from '../menu/menu-utils.ts';
import type { MenuItem } from '../store/types.ts';

export type ScreenAccess = 'open' | 'wait' | 'forbidden';

export function screenAccess(path: string, menuAll: MenuItem[], menusLoaded: boolean): ScreenAccess {
  if (path === website.homePath || findByPath(menuAll, path)) return 'open';
  // Menus kept from the last visit may be older than the grants: decide once the fresh ones are in.
  return menusLoaded ? 'forbidden' : 'wait';
}

/** What a menu route shows (spec 2: the menus the server returns become routes). */
export type MenuRouteOutcome =
  | { kind: 'screen' }
  | { kind: 'forbidden' }
  | { kind: 'wait' }
  | { kind: 'under-construction'; item: MenuItem }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * A registered screen opens when the user holds its menu (else 403); a menu path without a screen yet shows "under
 * construction"; a leaf root leads to its `<path>/index`; anything else is a 404 once the menus are known.
 */
export function menuRouteOutcome(path: string, hasScreen: boolean, menuAll: MenuItem[], menusLoaded: boolean): MenuRouteOutcome {
  if (hasScreen) {
    const access = screenAccess(path, menuAll, menusLoaded);
    return access === 'open' ? { kind: 'screen' } : { kind: access };
  }
  const item = findByPath(menuAll, path);
  if (item) return { kind: 'under-construction', item };
  const leafRoot = findByPath(menuAll, `${path}/index`);
  if (leafRoot) return { kind: 'redirect', to: leafRoot.path };
  return menusLoaded ? { kind: 'not-found' } : { kind: 'wait' };
}
