// The page title after each navigation (spec 2): '登录' on the sign-in page, elsewhere the system name.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSystemName } from '../api/system-name.ts';

export function usePageTitle(pathname: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (pathname === '/login') {
      document.title = t('route.login');
      return;
    }
    let live = true;
    fetchSystemName()
      .then((name) => { if (live && name) document.title = name; })
      .catch(() => undefined);
    return () => { live = false; };
  }, [pathname, t, i18n.language]);
}
