// Renders the page of a menu route (spec 2: menus returned by the server become routes): a registered screen the
// user holds a menu for (else the 403 page),
// "under construction" for a menu path without a screen yet, a redirect from a leaf root to `<path>/index`,
// and /404 for anything else once the menus are known. The decision is menuRouteOutcome (screen-access.ts, unit-tested).
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { UnderConstruction } from '../features/errors/under-construction.tsx';
import { useSession } from '../store/session-store.ts';
import { menuRouteOutcome } from './screen-access.ts';
import { SCREENS, screenPath } from './screens.ts';

export function MenuScreen() {
  const { pathname } = useLocation();
  const menuAll = useSession((s) => s.menuAll);
  const loaded = useSession((s) => s.menuLoaded);
  const path = screenPath(pathname);

  const Screen = SCREENS[path];
  const outcome = menuRouteOutcome(path, !!Screen, menuAll, loaded);
  switch (outcome.kind) {
    case 'screen':
      // A fresh boundary per path: a lazy screen shows the loader at once instead of holding the navigation's
      // transition (the location, and so the tab bar, follows each click even while a chunk loads).
      return (
        Screen && (
          <Suspense key={path} fallback={<PageLoading />}>
            <Screen />
          </Suspense>
        )
      );
    case 'forbidden':
      return <Navigate to="/403" replace />;
    case 'wait':
      return <PageLoading />;
    case 'under-construction':
      return <UnderConstruction name={outcome.item.name} code={outcome.item.code} />;
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'not-found':
      return <Navigate to="/404" replace />;
  }
}
