// Token refresh (spec 4, blade-api.md 1.8): every 10 s, once the access token is tokenTime (3000) seconds old,
// trade the refresh token for a new pair. One refresh at a time: a slow answer must not start a second one.
// Refresh tokens rotate and a spent one ends the session when replayed, so tabs of one browser (which share the
// cookie) must not both spend it: the timed refresh holds a Web Lock shared by the tabs and checks the token's age
// again inside it; a tab that waited finds the pair the other tab stored and has nothing to do.
import { website } from '../config/website.ts';
import { getRefreshToken, getToken } from '../lib/cookies.ts';
import { getStore } from '../lib/storage.ts';
import { sessionStore } from '../store/session-store.ts';
import { refreshTokens } from './auth-api.ts';
import { storeRefreshed } from './session.ts';

let refreshing: Promise<void> | undefined;

/** Seconds since the current token pair was stored (Infinity when unknown, so an old session refreshes). */
export function tokenAgeSeconds(now = Date.now()): number {
  const issued = getStore<number>('tokenTime');
  return typeof issued === 'number' ? (now - issued) / 1000 : Number.POSITIVE_INFINITY;
}

/** Refreshes now (switch dept/role passes the new ids), sharing a refresh already under way. */
export function refreshNow(deptId?: string, roleId?: string): Promise<void> {
  if (refreshing) return refreshing;
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve();
  refreshing = refreshTokens(refreshToken, sessionStore.get().tenantId, deptId, roleId)
    .then(storeRefreshed)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

const isStale = () => tokenAgeSeconds() >= website.tokenTime;

/** Refreshes if the pair is still stale once this tab holds the tabs' refresh lock (or at once without Web Locks). */
async function refreshIfStillStale(): Promise<void> {
  if (!navigator.locks) return refreshNow();
  await navigator.locks.request(`${website.key}-token-refresh`, async () => {
    if (getToken() && isStale()) await refreshNow();
  });
}

export function checkToken(): void {
  if (!getToken() || refreshing) return;
  if (isStale()) refreshIfStillStale().catch(() => undefined);
}

export function startRefreshTimer(): () => void {
  const id = window.setInterval(checkToken, website.tokenCheckIntervalMs);
  return () => window.clearInterval(id);
}
