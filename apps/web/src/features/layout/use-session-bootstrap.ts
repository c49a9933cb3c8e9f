// On entering the console: the roles from user-info (Saber's GetUserInfo), the menus and the button permissions
// (GetMenu, GetButtons), asked at once; the menus are filtered by the roles when all three have answered. A 401 on
// any of them signs out through the fetch wrapper.
import { useEffect } from 'react';
import { loadMenus } from '../../menu/menu-api.ts';
import { getUserInfo } from '../../session/auth-api.ts';
import { sessionStore } from '../../store/session-store.ts';

export function useSessionBootstrap(): void {
  useEffect(() => {
    let live = true;
    const roles = getUserInfo().then((info) => {
      if (live) sessionStore.set({ roles: info.roles, canSwitch: info.canSwitch === true });
      return info.roles;
    });
    loadMenus(undefined, roles).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
