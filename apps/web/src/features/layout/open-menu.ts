// What clicking a menu leaf does: isOpen 2 opens a new window; other external pages go to the frame route;
// internal paths navigate inside the console.
import { isExternal, opensNewWindow, routeOf } from '../../menu/menu-utils.ts';
import type { MenuItem } from '../../store/types.ts';

export function openMenu(item: MenuItem, navigate: (path: string) => void): void {
  if (opensNewWindow(item)) {
    window.open(isExternal(item.path) ? item.path : `${window.location.origin}${item.path}`, '_blank', 'noopener');
    return;
  }
  navigate(routeOf(item));
}
