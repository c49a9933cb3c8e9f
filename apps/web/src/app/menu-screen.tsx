// Renders the page of a menu route (spec 2: menus returned by the server become routes): a registered screen the
// user holds a menu for (else the 403 page),
// "under construction" for a menu path without a screen yet, a redirect from a leaf root to `<path>/index`,
// and /404 for anything else once the menus are known.
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { UnderConstruction } from '../features/errors/under-construction.tsx';
import { findByPath } from '../menu/menu-utils.ts';
import { useSession } from '../store/session-store.ts';
import { screenAccess } from './screen-access.ts';
import { SCREENS, screenPath } from './screens.ts';

export function MenuScreen() {
  const { pathname } = useLocation();
  const menuAll = useSession((s) => s.menuAll);
  const loaded = useSession((s) => s.menuLoaded);
  const path = screenPath(pathname);

  const Screen = SCREENS[path];
  if (Screen) {
    const access = screenAccess(path, menuAll, loaded);
    if (access === 'forbidden') return <Navigate to="/403" replace />;
    if (access === 'wait') return <PageLoading />;
    // A fresh boundary per path: a lazy screen shows the loader at once instead of holding the navigation's
    // transition (the location, and so the tab bar, follows each click even while a chunk loads).
    return <Suspense key={path} fallback={<PageLoading />}><Screen /></Suspense>;
  }
  const item = findByPath(menuAll, path);
  if (item) return <UnderConstruction name={item.name} code={item.code} />;
  const leafRoot = findByPath(menuAll, `${path}/index`);
  if (leafRoot) return <Navigate to={leafRoot.path} replace />;
  if (!loaded) return <PageLoading />;
  return <Navigate to="/404" replace />;
}
