// The nested sidebar menu (spec 2): one branch open at a time per level, the current page's branch opened on
// navigation, the current leaf highlighted.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openBranchAfter, toggleTrail, type OpenBranch } from '../../../menu/menu-utils.ts';
import type { MenuItem } from '../../../store/types.ts';
import { openMenu } from '../open-menu.ts';
import { useMenuLabel } from '../use-menu-label.ts';
import { NavIcon } from './nav-icon.tsx';

export function MenuTree({ menu }: { menu: MenuItem[] }) {
  const { pathname } = useLocation();
  // The open branch: the paths of the open group at each depth.
  const [branch, setBranch] = useState<OpenBranch>({ trail: [] });
  useEffect(() => setBranch((current) => openBranchAfter(menu, pathname, current)), [menu, pathname]);

  const toggle = (depth: number, path: string) => setBranch((current) => ({ ...current, trail: toggleTrail(current.trail, depth, path) }));

  return (
    <List component="nav" dense disablePadding data-testid="sidebar-menu">
      <Branch items={menu} depth={0} trail={branch.trail} active={pathname} onToggle={toggle} />
    </List>
  );
}

type BranchProps = { items: MenuItem[]; depth: number; trail: string[]; active: string; onToggle: (depth: number, path: string) => void };

function Branch({ items, depth, trail, active, onToggle }: BranchProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const label = useMenuLabel();
  const colors = theme.layout.sidebar;
  const itemSx = (selected: boolean) => ({
    pl: 2 + depth * 2, color: selected ? colors.activeFg : colors.fg, bgcolor: selected ? colors.activeBg : 'transparent',
    '&:hover': { bgcolor: colors.hoverBg }, '&.Mui-selected, &.Mui-selected:hover': { bgcolor: colors.activeBg },
  });
  return (
    <>
      {items.map((item) => {
        const group = !!item.children?.length;
        const open = trail[depth] === item.path;
        const selected = !group && active === item.path;
        return (
          <div key={item.id}>
            <ListItemButton
              selected={selected} sx={itemSx(selected)} aria-expanded={group ? open : undefined} data-menu-path={item.path}
              onClick={() => (group ? onToggle(depth, item.path) : openMenu(item, (path) => void navigate(path)))}
            >
              <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}><NavIcon name={item.source} /></ListItemIcon>
              <ListItemText primary={label(item)} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
              {group && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
            </ListItemButton>
            {group && (
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List dense disablePadding>
                  <Branch items={item.children!} depth={depth + 1} trail={trail} active={active} onToggle={onToggle} />
                </List>
              </Collapse>
            )}
          </div>
        );
      })}
    </>
  );
}
