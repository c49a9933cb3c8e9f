// The signed-in session: who the user is, their roles, button permissions, menus and the lock. Tokens are not
// here (cookies, see lib/cookies.ts); `token` mirrors the cookie so components re-render when it changes.
import { getToken } from '../lib/cookies.ts';
import { createPersistedStore } from '../lib/persisted-store.ts';
import { website } from '../config/website.ts';
import type { MenuItem, UserInfo } from './types.ts';

export type SessionState = {
  token: string;
  tenantId: string;
  userInfo: UserInfo | null;
  roles: string[];
  permission: Record<string, boolean>;
  /** The sidebar menu of the current top menu. */
  menu: MenuItem[];
  /** Every menu the user may open (used to resolve routes, titles and the search). */
  menuAll: MenuItem[];
  /** True once menus were fetched in this page life (stored menus may be stale until then). */
  menuLoaded: boolean;
  isLock: boolean;
  lockPasswd: string;
  /** Someone else set the password (the API says so at sign-in, or refuses a call with its marker): change it first. */
  passwordChangeRequired: boolean;
  /** The tenant requires a second factor the user has not set up (the API says so at sign-in, or refuses with its marker). */
  secondFactorEnrolRequired: boolean;
  /** The user holds several depts or roles (user-info): the top bar offers the switch. */
  canSwitch: boolean;
};

export const sessionStore = createPersistedStore<SessionState>(
  {
    token: getToken(),
    tenantId: website.tenantId,
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
  },
  {
    tenantId: 'local',
    userInfo: 'local',
    roles: 'local',
    permission: 'local',
    menu: 'local',
    menuAll: 'local',
    isLock: 'session',
    lockPasswd: 'session',
    passwordChangeRequired: 'local',
    secondFactorEnrolRequired: 'local',
  },
);

export const useSession = sessionStore.use;
