// Every visited page becomes the current tab (spec 2): label from the `name` query, the menu or the route's
// meta; none when meta.isTab is false or no label is known (an unknown path about to become /404). A `target`
// query opens the page in a new window instead.
//
// A tab opens when the router moves to the page, not when the page first draws: React draws the page moved to as
// a transition, which a newer move abandons. On a slow or busy computer a second menu click came before the first
// page had drawn, and the first page's tab never opened (Saber adds the tab as its router starts the move).
import { useEffect } from 'react';
import { useLocation, useMatches, type Location } from 'react-router';
import { metaOf } from '../../lib/route-meta.ts';
import { onRouteMove } from '../../lib/route-moves.ts';
import { screenLabelOf } from '../../lib/screen-label.ts';
import { sessionStore, useSession } from '../../store/session-store.ts';
import { addTag } from '../../store/tags-store.ts';
import { withoutListState } from '../../components/crud/list-state.ts';
import type { MenuItem } from '../../store/types.ts';

/** What a matched route gives the tab: its meta (react-router's `handle`) and its parameters. */
type RouteMatch = { handle: unknown; params: Record<string, string | undefined> };
type Visit = Pick<Location, 'pathname' | 'search'>;

/** Opens (or selects) the tab of the visited page; answers the page of a `target` visit, which opens no tab. */
function tabFor({ pathname, search }: Visit, matches: RouteMatch[], menuAll: MenuItem[]): { target?: string } {
  const meta = metaOf(matches);
  const query = Object.fromEntries(new URLSearchParams(search));
  // A list's page, sort and search are the state of one tab, not tabs of their own.
  const params = withoutListState(new URLSearchParams(search));
  const value = pathname + (params.size ? `?${params}` : '');
  if (query.target) return { target: query.src || value };
  if (meta.isTab === false) return {};
  const named = screenLabelOf(pathname, query, meta, menuAll);
  if (named) addTag({ ...named, value, params: matches.at(-1)?.params, query, meta: { isTab: meta.isTab } });
  return {};
}

/** Opens the tab of each page the router moves to, as it moves (a `target` visit is left to the effect below). */
function openTabsAsRouted(): () => void {
  let last: Location | undefined;
  return onRouteMove(({ location, matches }) => {
    if (location === last) return;
    last = location;
    if (new URLSearchParams(location.search).has('target')) return;
    tabFor(
      location,
      matches.map((m) => ({ handle: m.route.handle as unknown, params: m.params })),
      sessionStore.get().menuAll,
    );
  });
}

/**
 * The tabs of the pages the router moves to, and the shown page's tab: the first page of a load, a label the menus
 * bring later, and `target` visits.
 */
export function useTabTracker(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const menuAll = useSession((s) => s.menuAll);

  useEffect(openTabsAsRouted, []);
  useEffect(() => {
    const { target } = tabFor({ pathname, search }, matches, menuAll);
    if (target) window.open(target, '_blank', 'noopener');
  }, [pathname, search, menuAll, matches]);
}
