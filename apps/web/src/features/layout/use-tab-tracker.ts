// Every visited page becomes the current tab (spec 2): label from the `name` query, the menu or the route's
// meta; none when meta.isTab is false or no label is known (an unknown path about to become /404). A `target`
// query opens the page in a new window instead.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { metaOf } from '../../lib/route-meta.ts';
import { findByPath } from '../../menu/menu-utils.ts';
import { useSession } from '../../store/session-store.ts';
import { addTag } from '../../store/tags-store.ts';
import { LIST_STATE_KEYS } from '../../components/crud/list-state.ts';

export function useTabTracker(): void {
  const location = useLocation();
  const matches = useMatches();
  const menuAll = useSession((s) => s.menuAll);

  useEffect(() => {
    const meta = metaOf(matches);
    const params = new URLSearchParams(location.search);
    const query = Object.fromEntries(params);
    // A list's page and sort are the state of one tab, not tabs of their own.
    for (const key of LIST_STATE_KEYS) params.delete(key);
    const value = location.pathname + (params.size ? `?${params}` : '');
    if (query.target) {
      window.open(query.src || value, '_blank', 'noopener');
      return;
    }
    if (meta.isTab === false) return;
    const item = findByPath(menuAll, location.pathname);
    const label = query.name || item?.name || '';
    const labelKey = query.name ? undefined : item?.code ? `menu.${item.code}` : meta.labelKey;
    if (!label && !labelKey) return;
    addTag({ label: label || labelKey || value, labelKey, value, params: matches.at(-1)?.params, query, meta: { isTab: meta.isTab } });
  }, [location.pathname, location.search, menuAll, matches]);
}
