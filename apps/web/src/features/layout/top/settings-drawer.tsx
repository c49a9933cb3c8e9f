// Layout settings (spec 2): which top-bar tools and the tab bar are shown, and the sidebar collapse;
// remembered in storage.
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Drawer, FormControlLabel, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsStore, useSettings, type SettingsState } from '../../../store/settings-store.ts';

const TOGGLES = [
  'isCollapse',
  'showTags',
  'showSearch',
  'showLock',
  'showFullScreen',
  'showTheme',
  'showColor',
  'showDebug',
  'showLanguage',
  'switchMode',
] as const satisfies ReadonlyArray<keyof SettingsState>;

function Toggle({ name }: { name: (typeof TOGGLES)[number] }) {
  const { t } = useTranslation(['layout']);
  const value = useSettings((s) => s[name]);
  return (
    <FormControlLabel
      sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
      labelPlacement="start"
      label={t(`layout:settings.${name}`)}
      control={<Switch checked={!!value} onChange={(e) => settingsStore.set({ [name]: e.target.checked })} />}
    />
  );
}

export function SettingsButton({ color }: { color: string }) {
  const { t } = useTranslation(['layout']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('layout:settingsButton')}>
        <IconButton onClick={() => setOpen(true)} aria-label={t('layout:settingsButton')} sx={{ color }}>
          <SettingsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 280, p: 2 }} data-testid="settings-drawer">
          <Typography variant="subtitle1" gutterBottom>
            {t('layout:settingsButton')}
          </Typography>
          {TOGGLES.map((name) => (
            <Toggle key={name} name={name} />
          ))}
        </Box>
      </Drawer>
    </>
  );
}
