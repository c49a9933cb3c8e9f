// Every route renders inside Root: it applies the guard, registers navigation for code outside React, runs the
// token refresh timer and sets the page title after each navigation.
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { startRefreshTimer } from '../session/refresh-timer.ts';
import { fedLogout } from '../session/session.ts';
import { sessionStore, useSession } from '../store/session-store.ts';
import { useTags } from '../store/tags-store.ts';
import { guardRedirect } from './guard.ts';
import { SCREENS, screenPath } from './screens.ts';
import { metaOf } from '../lib/route-meta.ts';
import { usePageTitle } from './use-page-title.ts';

export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const token = useSession((s) => s.token);
  const isLock = useSession((s) => s.isLock);
  const mustChangePassword = useSession((s) => s.passwordChangeRequired);
  const mustEnrolSecondFactor = useSession((s) => s.secondFactorEnrolRequired);
  const lastPage = useTags((s) => s.tag.value);

  useEffect(() => setNavigator((path, options) => navigate(path, options)), [navigate]);
  useEffect(() => startRefreshTimer(), []);
  // An empty token with leftovers of a session: drop them (forced local sign-out) before /login.
  useEffect(() => {
    if (!token && sessionStore.get().userInfo) fedLogout();
  }, [token]);
  const meta = metaOf(matches);
  usePageTitle(location.pathname, location.search, meta);

  // Only the catch-all matched: a registered screen's path, or none (a signed-in user's menus may still name it).
  const unknownPath =
    Boolean((matches.at(-1)?.handle as { catchAll?: boolean } | undefined)?.catchAll) && !SCREENS[screenPath(location.pathname)];
  const redirect = guardRedirect({
    path: location.pathname,
    search: location.search,
    isAuth: meta.isAuth,
    token,
    isLock,
    mustChangePassword,
    mustEnrolSecondFactor,
    lastPage,
    unknownPath,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
