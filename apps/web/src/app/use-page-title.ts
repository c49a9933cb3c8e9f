// The page title after each navigation (spec 2): '登录' on the sign-in page; inside the console the screen's name
// and the system name (用户管理 - <system.name>); elsewhere the system name alone, unless the page names the tab
// itself (the visitor's translation pages: use-front-data.ts).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSystemName } from '../api/system-name.ts';
import type { RouteMeta } from '../lib/route-meta.ts';
import { screenLabelOf, shownLabel } from '../lib/screen-label.ts';
import { useSession } from '../store/session-store.ts';

export function usePageTitle(pathname: string, search: string, meta: RouteMeta): void {
  // Not the seed namespace: a menu's English name shows once the console (which loads it) is there.
  const { t, i18n } = useTranslation(['common', 'layout']);
  const menuAll = useSession((s) => s.menuAll);
  const insideConsole = meta.isAuth !== false;
  const named = insideConsole ? screenLabelOf(pathname, Object.fromEntries(new URLSearchParams(search)), meta, menuAll) : undefined;
  const screen = named ? shownLabel(t, named) : '';
  const ownTitle = !!meta.ownTitle;
  useEffect(() => {
    if (ownTitle) return;
    if (pathname === '/login') {
      document.title = t('common:route.login');
      return;
    }
    let live = true;
    void fetchSystemName().then((name) => {
      const site = name || t('layout:defaultBackendName');
      if (live) document.title = screen ? `${screen} - ${site}` : site;
    });
    return () => {
      live = false;
    };
  }, [pathname, screen, ownTitle, t, i18n.resolvedLanguage]);
}
