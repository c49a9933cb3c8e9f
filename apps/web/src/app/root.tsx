// Every route renders inside Root: it applies the guard, registers navigation for code outside React, runs the
// token refresh timer and sets the page title after each navigation.
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { startRefreshTimer } from '../session/refresh-timer.ts';
import { fedLogout } from '../session/session.ts';
import { sessionStore, useSession } from '../store/session-store.ts';
import { useTags } from '../store/tags-store.ts';
import { guardRedirect } from './guard.ts';
import { metaOf } from '../lib/route-meta.ts';
import { usePageTitle } from './use-page-title.ts';

const VisitorCatchAll = lazy(async () => ({ default: (await import('./visitor-catch-all.tsx')).VisitorCatchAll }));

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

  const guard = {
    path: location.pathname,
    search: location.search,
    isAuth: meta.isAuth,
    token,
    isLock,
    mustChangePassword,
    mustEnrolSecondFactor,
    lastPage,
  };
  // Only the catch-all matched and nobody is signed in: whether a screen has this path (sign in) or none does (404)
  // is read from the screen registry, loaded for this case only. A signed-in user's menus decide (menu-screen.tsx).
  const catchAll = Boolean((matches.at(-1)?.handle as { catchAll?: boolean } | undefined)?.catchAll);
  if (catchAll && !token)
    return (
      <Suspense fallback={<PageLoading />}>
        <VisitorCatchAll guard={guard} />
      </Suspense>
    );
  const redirect = guardRedirect(guard);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
