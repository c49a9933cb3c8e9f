// The nested sidebar menu (spec 2): one branch open at a time per level, the current page's branch opened on
// navigation, the current leaf highlighted.
//
// Each entry draws again only when what it shows changes (its own highlight, its branch opening or closing, the
// pages inside an open branch): a page move redrew every entry of the menu, their styles included, twice.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { memo, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openBranchAfter, toggleTrail, type OpenBranch } from '../../../menu/menu-utils.ts';
import type { MenuItem } from '../../../store/types.ts';
import { openMenu } from '../open-menu.ts';
import { useMenuLabel } from '../use-menu-label.ts';
import { NavIcon } from './nav-icon.tsx';

export function MenuTree({ menu }: { menu: MenuItem[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The open branch: the paths of the open group at each depth.
  const [branch, setBranch] = useState<OpenBranch>(() => openBranchAfter(menu, pathname, { trail: [] }));
  // A new page or menu moves the branch as it renders (React's way for state that follows props, not an effect).
  const [shownFor, setShownFor] = useState({ menu, pathname });
  if (shownFor.menu !== menu || shownFor.pathname !== pathname) {
    setShownFor({ menu, pathname });
    setBranch((current) => openBranchAfter(menu, pathname, current));
  }

  const toggle = useCallback(
    (depth: number, path: string) => setBranch((current) => ({ ...current, trail: toggleTrail(current.trail, depth, path) })),
    [],
  );
  const open = useCallback((item: MenuItem) => openMenu(item, (path) => void navigate(path)), [navigate]);

  return (
    <List component="nav" dense disablePadding data-testid="sidebar-menu">
      <Branch items={menu} depth={0} trail={branch.trail} active={pathname} onToggle={toggle} onOpen={open} />
    </List>
  );
}

type BranchProps = {
  items: MenuItem[];
  depth: number;
  trail: string[];
  active: string;
  onToggle: (depth: number, path: string) => void;
  onOpen: (item: MenuItem) => void;
};

function Branch({ items, ...rest }: BranchProps) {
  return items.map((item) => <Entry key={item.id} item={item} {...rest} />);
}

type EntryProps = Omit<BranchProps, 'items'> & { item: MenuItem };

/** What an entry shows of the open branch and the current page: a closed group shows neither. */
function seenBy({ item, depth, trail, active }: EntryProps): string {
  if (!item.children?.length) return active === item.path ? 'selected' : '';
  return trail[depth] === item.path ? `open ${trail.slice(depth + 1).join(' ')} ${active}` : 'closed';
}

const Entry = memo(
  function Entry(props: EntryProps) {
    const { item, depth, trail, active, onToggle, onOpen } = props;
    const theme = useTheme();
    const label = useMenuLabel();
    const colors = theme.layout.sidebar;
    const group = !!item.children?.length;
    const open = trail[depth] === item.path;
    const selected = !group && active === item.path;
    return (
      <div>
        <ListItemButton
          selected={selected}
          aria-expanded={group ? open : undefined}
          data-menu-path={item.path}
          sx={{
            pl: 2 + depth * 2,
            color: selected ? colors.activeFg : colors.fg,
            bgcolor: selected ? colors.activeBg : 'transparent',
            '&:hover': { bgcolor: colors.hoverBg },
            '&.Mui-selected, &.Mui-selected:hover': { bgcolor: colors.activeBg },
          }}
          onClick={() => (group ? onToggle(depth, item.path) : onOpen(item))}
        >
          <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
            <NavIcon name={item.source} />
          </ListItemIcon>
          <ListItemText primary={label(item)} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
          {group && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </ListItemButton>
        {group && (
          <Collapse in={open} timeout="auto" unmountOnExit>
            <List component="div" dense disablePadding>
              <Branch items={item.children!} depth={depth + 1} trail={trail} active={active} onToggle={onToggle} onOpen={onOpen} />
            </List>
          </Collapse>
        )}
      </div>
    );
  },
  (before, after) =>
    before.item === after.item &&
    before.depth === after.depth &&
    before.onToggle === after.onToggle &&
    before.onOpen === after.onOpen &&
    seenBy(before) === seenBy(after),
);
