// The top bar (spec 2): collapse toggle and top menu on the left; search, settings, image change and message
// board (translation managers), colour, error log, lock, theme, language, fullscreen and the user on the right.
// Narrower width tiers drop the less needed items.
import MenuFoldIcon from '@mui/icons-material/MenuOpen';
import MenuUnfoldIcon from '@mui/icons-material/Menu';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { settingsStore, useSettings } from '../../../store/settings-store.ts';
import { TranslateTopButtons } from '../../translate/backstage/top-buttons.tsx';
import { InboxButton } from './inbox-button.tsx';
import { ColorPicker } from './color-picker.tsx';
import { ErrorLogButton } from './error-log.tsx';
import { FullscreenButton } from './fullscreen-button.tsx';
import { LockButton } from './lock-button.tsx';
import { MenuSearch } from './menu-search.tsx';
import { SettingsButton } from './settings-drawer.tsx';
import { ThemeButton } from './theme-dialog.tsx';
import { TopMenu } from './top-menu.tsx';
import { UserMenu } from './user-menu.tsx';

export function TopBar() {
  const { t } = useTranslation(['layout']);
  const theme = useTheme();
  const s = useSettings((state) => state);
  const { bg, fg } = theme.layout.appBar;

  return (
    <Box
      component="header"
      data-testid="top-bar"
      sx={{
        height: 56,
        flex: 'none',
        display: 'flex',
        alignItems: 'center',
        px: 1,
        gap: 1,
        background: bg,
        color: fg,
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
        zIndex: 2,
      }}
    >
      <Tooltip title={t(s.isCollapse ? 'layout:expand' : 'layout:collapse')}>
        <IconButton
          onClick={() => settingsStore.set({ isCollapse: !s.isCollapse })}
          aria-label={t(s.isCollapse ? 'layout:expand' : 'layout:collapse')}
          sx={{ color: fg }}
        >
          {s.isCollapse ? <MenuUnfoldIcon /> : <MenuFoldIcon />}
        </IconButton>
      </Tooltip>
      {s.screen >= 3 && <TopMenu color={fg} />}
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
        {s.showSearch && s.screen >= 1 && <MenuSearch color={fg} />}
        <SettingsButton color={fg} />
        {s.screen >= 2 && <TranslateTopButtons color={fg} />}
        {s.screen >= 2 && <InboxButton color={fg} />}
        {s.showColor && s.screen >= 2 && <ColorPicker color={fg} />}
        {s.showDebug && s.screen >= 2 && <ErrorLogButton color={fg} />}
        {s.showLock && <LockButton color={fg} />}
        {s.showTheme && s.screen >= 2 && <ThemeButton color={fg} />}
        {s.showLanguage && <LanguageMenu color={fg} />}
        {s.showFullScreen && s.screen >= 2 && <FullscreenButton color={fg} />}
        <UserMenu color={fg} showName={s.screen >= 2} />
      </Stack>
    </Box>
  );
}
