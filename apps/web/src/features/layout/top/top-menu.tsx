// The top menu (spec 2): a home item (every menu) plus the server's top menus; choosing one reloads the sidebar
// with that top menu's menus and opens its first page. The latest choice wins (menu-api.ts).
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { website } from '../../../config/website.ts';
import { fetchTopMenus, loadMenus, showAllMenus } from '../../../menu/menu-api.ts';
import { leavesOf, routeOf } from '../../../menu/menu-utils.ts';
import { sessionStore } from '../../../store/session-store.ts';
import { layoutKeys } from '../api.ts';

export function TopMenu({ color }: { color: string }) {
  const { t } = useTranslation(['layout']);
  const navigate = useNavigate();
  const [current, setCurrent] = useState<string>('home');
  const { data: topMenus = [] } = useQuery({ queryKey: layoutKeys.topMenus, queryFn: fetchTopMenus, staleTime: 300_000 });

  const openHome = () => {
    setCurrent('home');
    showAllMenus();
    void navigate(website.firstPage.value);
  };
  const openTop = async (id: string) => {
    setCurrent(id);
    // A later choice (another top menu, the home item) made while this one loaded has its own sidebar and page.
    if (!(await loadMenus(id))) return;
    const first = leavesOf(sessionStore.get().menu)[0];
    if (first) void navigate(routeOf(first));
  };

  const itemSx = (active: boolean) => ({
    color,
    opacity: active ? 1 : 0.75,
    fontWeight: active ? 600 : 400,
    borderBottom: active ? '2px solid' : '2px solid transparent',
    borderRadius: 0,
  });
  return (
    <Stack direction="row" spacing={0.5} data-testid="top-menu">
      <Button sx={itemSx(current === 'home')} onClick={openHome}>
        {t('layout:home')}
      </Button>
      {topMenus.map((item) => (
        <Button key={item.id} sx={itemSx(current === item.id)} onClick={() => void openTop(item.id)}>
          {item.name}
        </Button>
      ))}
    </Stack>
  );
}
