// The page title after each navigation outside the console (spec 2): '登录' on the sign-in page, elsewhere the system
// name. Inside the console the sidebar sets the back-office name as the title.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSystemName } from '../api/system-name.ts';

export function usePageTitle(pathname: string, insideConsole: boolean): void {
  const { t, i18n } = useTranslation(['common']);
  useEffect(() => {
    if (insideConsole) return;
    if (pathname === '/login') {
      document.title = t('common:route.login');
      return;
    }
    let live = true;
    fetchSystemName()
      .then((name) => {
        if (live && name) document.title = name;
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, insideConsole, t, i18n.resolvedLanguage]);
}
