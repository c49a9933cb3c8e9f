// On entering the console: the roles from user-info (Saber's GetUserInfo), then the menus and button
// permissions (GetMenu, GetButtons). A 401 on any of them signs out through the fetch wrapper.
import { useEffect } from 'react';
import { loadMenus } from '../../menu/menu-api.ts';
import { getUserInfo } from '../../session/auth-api.ts';
import { sessionStore } from '../../store/session-store.ts';

export function useSessionBootstrap(): void {
  useEffect(() => {
    let live = true;
    (async () => {
      const info = await getUserInfo();
      if (!live) return;
      sessionStore.set({ roles: info.roles });
      await loadMenus();
    })().catch(() => undefined);
    return () => { live = false; };
  }, []);
}
