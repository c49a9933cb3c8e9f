// The route guard (spec 2), as a pure decision: where to send the visitor instead, or undefined to stay.
import { website } from '../config/website.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

export type GuardInput = {
  path: string;
  search: string;
  isAuth: boolean | undefined;
  token: string;
  isLock: boolean;
  /** The password was set by someone else and must be changed before anything else. */
  mustChangePassword?: boolean;
  /** The tenant requires a second factor the user has not set up: its enrolment comes next. */
  mustEnrolSecondFactor?: boolean;
  /** The current tab's path: where an unlocked visitor of /lock goes back to. */
  lastPage?: string;
  /** No page of the console has this path (only the catch-all route matched it, and no screen is registered). */
  unknownPath?: boolean;
};

export function guardRedirect({
  path,
  search,
  isAuth,
  token,
  isLock,
  mustChangePassword,
  mustEnrolSecondFactor,
  lastPage,
  unknownPath,
}: GuardInput): string | undefined {
  // A password someone else chose: its change comes before every other page (the API refuses the rest anyway).
  const changePage = website.passwordChangePage;
  if (token && mustChangePassword) return path === changePage ? undefined : changePage;
  if (path === changePage) return token ? website.homePath : '/login';
  const enrolPage = website.secondFactorEnrolPage;
  if (token && mustEnrolSecondFactor) return path === enrolPage ? undefined : enrolPage;
  if (path === enrolPage) return token ? website.homePath : '/login';
  // While locked every path but the lock page leads to it.
  if (token && isLock && path !== website.lockPage) return website.lockPage;
  // Not locked (also right after unlocking): back to the page in use.
  if (path === website.lockPage && !(token && isLock)) return token ? lastPage || website.homePath : '/login';
  // Signed in on /login (also right after signing in): on to the page asked for, else the backstage home.
  if (token) return path === '/login' ? safeRedirect(new URLSearchParams(search).get('redirect')) : undefined;
  if (isAuth === false) return undefined;
  // A path no page has is a 404 for visitors too (as in Saber), not a sign-in form that leads nowhere.
  if (unknownPath) return '/404';
  // No session: sign in first, then come back here.
  const back = path === '/' ? '' : `?redirect=${encodeURIComponent(path + search)}`;
  return `/login${back}`;
}
