// Whether a registered screen may open for the signed-in user: only through a menu they hold (by URL or an old tab
// they get the 403 page, not a screen whose calls fail one by one). The home is everyone's.
import { website } from '../config/website.ts';
import { findByPath } from '../menu/menu-utils.ts';
import type { MenuItem } from '../store/types.ts';

export type ScreenAccess = 'open' | 'wait' | 'forbidden';

export function screenAccess(path: string, menuAll: MenuItem[], menusLoaded: boolean): ScreenAccess {
  if (path === website.homePath || findByPath(menuAll, path)) return 'open';
  // Menus kept from the last visit may be older than the grants: decide once the fresh ones are in.
  return menusLoaded ? 'forbidden' : 'wait';
}
