// The collapsed sidebar: one icon per top-level menu; a group opens a pop-up list of its pages.
import { IconButton, ListSubheader, Menu, MenuItem as MuiMenuItem, Stack, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { leavesOf, parentPaths } from '../../../menu/menu-utils.ts';
import type { MenuItem } from '../../../store/types.ts';
import { openMenu } from '../open-menu.ts';
import { useMenuLabel } from '../use-menu-label.ts';
import { NavIcon } from './nav-icon.tsx';

export function CollapsedMenu({ menu }: { menu: MenuItem[] }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const label = useMenuLabel();
  const { pathname } = useLocation();
  const [popup, setPopup] = useState<{ anchor: HTMLElement; item: MenuItem } | null>(null);
  const activeRoot = parentPaths(menu, pathname)?.[0] ?? pathname;
  const go = (item: MenuItem) => {
    setPopup(null);
    openMenu(item, (path) => void navigate(path));
  };
  const colors = theme.layout.sidebar;

  return (
    <Stack sx={{ alignItems: 'center', py: 1 }} data-testid="sidebar-menu-collapsed">
      {menu.map((item) => (
        <Tooltip key={item.id} title={label(item)} placement="right">
          <IconButton
            aria-label={label(item)}
            sx={{
              color: item.path === activeRoot ? colors.activeFg : colors.fg,
              bgcolor: item.path === activeRoot ? colors.activeBg : 'transparent',
              borderRadius: 1,
              my: 0.25,
            }}
            onClick={(e) => (item.children?.length ? setPopup({ anchor: e.currentTarget, item }) : go(item))}
          >
            <NavIcon name={item.source} />
          </IconButton>
        </Tooltip>
      ))}
      <Menu anchorEl={popup?.anchor} open={!!popup} onClose={() => setPopup(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {popup && <ListSubheader>{label(popup.item)}</ListSubheader>}
        {popup &&
          leavesOf(popup.item.children ?? []).map((leaf) => (
            <MuiMenuItem key={leaf.id} selected={leaf.path === pathname} onClick={() => go(leaf)}>
              {label(leaf)}
            </MuiMenuItem>
          ))}
      </Menu>
    </Stack>
  );
}
