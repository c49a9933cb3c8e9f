// The left sidebar (spec 2): logo, back-office title from parameter backend.name, and the menu; narrow when
// collapsed.
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import logo from '../../../assets/logo.svg';
import { useSession } from '../../../store/session-store.ts';
import { useSettings } from '../../../store/settings-store.ts';
import { backendNameQuery } from '../api.ts';
import { CollapsedMenu } from './collapsed-menu.tsx';
import { MenuTree } from './menu-tree.tsx';

export const SIDEBAR_WIDTH = 230;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

export function Sidebar() {
  const { t } = useTranslation(['layout']);
  const theme = useTheme();
  const collapsed = useSettings((s) => s.isCollapse);
  const menu = useSession((s) => s.menu);
  const { data: backendName } = useQuery(backendNameQuery);
  const colors = theme.layout.sidebar;

  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        flex: 'none',
        height: '100vh',
        overflowY: 'auto',
        overflowX: 'hidden',
        background: colors.bg,
        color: colors.fg,
        transition: 'width .2s',
        borderRight: theme.layout.name === 'white' || theme.layout.name === 'd2' ? '1px solid rgba(0,0,0,0.08)' : 'none',
      }}
    >
      <Box
        sx={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: collapsed ? 2 : 2,
          background: colors.logoBg,
          color: colors.activeFg === '#ffffff' ? '#fff' : colors.fg,
        }}
      >
        <img src={logo} alt="" width={30} height={30} />
        {!collapsed && (
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }} data-testid="backend-name">
            {backendName || t('layout:defaultBackendName')}
          </Typography>
        )}
      </Box>
      {collapsed ? <CollapsedMenu menu={menu} /> : <MenuTree menu={menu} />}
    </Box>
  );
}
