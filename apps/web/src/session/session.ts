// Session transitions (spec 4): sign-in stores the tokens and the user and resets tabs and lock; sign-out
// (after the caller's confirmation) and the forced local sign-out clear everything but the UI preferences.
import { httpHooks } from '../api/http.ts';
import { website } from '../config/website.ts';
import { removeRefreshToken, removeToken, setRefreshToken, setToken } from '../lib/cookies.ts';
import { navigateTo } from '../lib/navigation.ts';
import { clearStore, setStore } from '../lib/storage.ts';
import { sessionStore } from '../store/session-store.ts';
import { resetTags } from '../store/tags-store.ts';
import type { UserInfo } from '../store/types.ts';
import { serverLogout, type TokenReply } from './auth-api.ts';

/** Stored items a sign-out keeps: the last tenant id typed at sign-in, the UI language and look, the local error log. */
const KEPT = [
  'lastTenantId',
  'language',
  'colorName',
  'themeName',
  'logsList',
  'showTags',
  'showSearch',
  'showLock',
  'showFullScreen',
  'showTheme',
  'showColor',
  'showDebug',
  'showLanguage',
  'switchMode',
];

/** Records a fresh token pair; `tokenTime` is what the refresh timer measures the token's age from. */
export function storeTokens(accessToken: string, refreshToken: string): void {
  setToken(accessToken);
  setRefreshToken(refreshToken);
  setStore('tokenTime', Date.now());
  sessionStore.set({ token: accessToken });
}

/** A refreshed pair: the tokens, and the dept and role the session now acts as (a switch narrows them). */
export function storeRefreshed(reply: TokenReply): void {
  storeTokens(reply.access_token, reply.refresh_token);
  const current = sessionStore.get().userInfo;
  if (current) sessionStore.set({ userInfo: { ...current, dept_id: reply.dept_id, role_id: reply.role_id, role_name: reply.role_name } });
}

function userInfoOf(reply: TokenReply): UserInfo {
  return {
    tenant_id: reply.tenant_id,
    user_id: reply.user_id,
    dept_id: reply.dept_id,
    role_id: reply.role_id,
    role_name: reply.role_name,
    account: reply.account,
    user_name: reply.user_name,
    nick_name: reply.nick_name,
    real_name: reply.real_name,
    avatar: reply.avatar,
    oauth_id: reply.oauth_id,
  };
}

export function startSession(reply: TokenReply): void {
  storeTokens(reply.access_token, reply.refresh_token);
  sessionStore.set({
    tenantId: reply.tenant_id,
    userInfo: userInfoOf(reply),
    roles: reply.role_name ? reply.role_name.split(',') : [],
    permission: {},
    menu: [],
    menuAll: [],
    menuLoaded: false,
    isLock: false,
    lockPasswd: '',
    passwordChangeRequired: reply.passwordChangeRequired === true,
    secondFactorEnrolRequired: reply.secondFactorEnrolRequired === true,
    canSwitch: false,
  });
  resetTags();
}

/** Forced local sign-out: no server call. */
export function fedLogout(): void {
  removeToken();
  removeRefreshToken();
  sessionStore.set({
    token: '',
    userInfo: null,
    roles: [],
    permission: {},
    menu: [],
    menuAll: [],
    menuLoaded: false,
    isLock: false,
    lockPasswd: '',
    passwordChangeRequired: false,
    secondFactorEnrolRequired: false,
    canSwitch: false,
  });
  resetTags();
  clearStore(KEPT);
}

/**
 * Sign-out confirmed by the user: tell the server (best effort), clear locally and load the public front page "/"
 * afresh, with nothing of the session left in memory. A move inside the router would race the guard, which sends a
 * console page without a session to the sign-in page.
 */
export async function logout(): Promise<void> {
  await serverLogout().catch(() => undefined);
  fedLogout();
  window.location.assign('/');
}

/**
 * The user changed their own password: the server has ended every session of theirs, this one included, so the
 * console leaves at once for the sign-in page, where the new password is asked.
 */
export function leaveAfterPasswordChange(): void {
  fedLogout();
  void navigateTo('/login', { replace: true });
}

let leaving = false;
// A 401 anywhere: drop the session once (several calls may fail together) and go to the sign-in page.
httpHooks.onUnauthorized = () => {
  if (leaving) return;
  leaving = true;
  fedLogout();
  void navigateTo('/login', { replace: true });
  window.setTimeout(() => {
    leaving = false;
  }, 1000);
};

// The API refused a call until the password is changed: the guard then keeps the user on the change page.
httpHooks.onPasswordChangeRequired = () => {
  if (sessionStore.get().passwordChangeRequired) return;
  sessionStore.set({ passwordChangeRequired: true });
  void navigateTo(website.passwordChangePage, { replace: true });
};

// The API refused a call until a second factor is set up: the guard then keeps the user on the enrolment page.
httpHooks.onSecondFactorEnrolRequired = () => {
  if (sessionStore.get().secondFactorEnrolRequired) return;
  sessionStore.set({ secondFactorEnrolRequired: true });
  void navigateTo(website.secondFactorEnrolPage, { replace: true });
};

/** The enrolment is done: the rest of the console opens. */
export function secondFactorEnrolled(): void {
  sessionStore.set({ secondFactorEnrolRequired: false });
  void navigateTo(website.homePath, { replace: true });
}
