// Layout settings (spec 2): which top-bar tools and the tab bar are shown, and the sidebar collapse;
// remembered in storage.
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Drawer, FormControlLabel, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate.ts';
import { settingsStore, useSettings, type SettingsState } from '../../../store/settings-store.ts';

const TOGGLES: Array<keyof SettingsState> = [
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
];

function Toggle({ name }: { name: keyof SettingsState }) {
  const { t } = useTranslation();
  const value = useSettings((s) => s[name]);
  return (
    <FormControlLabel
      sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
      labelPlacement="start"
      label={t(`settings.${name}`)}
      control={<Switch checked={!!value} onChange={(e) => settingsStore.set({ [name]: e.target.checked } as Partial<SettingsState>)} />}
    />
  );
}

export function SettingsButton({ color }: { color: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('layout.settings')}>
        <IconButton onClick={() => setOpen(true)} aria-label={t('layout.settings')} sx={{ color }}>
          <SettingsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 280, p: 2 }} data-testid="settings-drawer">
          <Typography variant="subtitle1" gutterBottom>
            {t('layout.settings')}
          </Typography>
          {TOGGLES.map((name) => (
            <Toggle key={name} name={name} />
          ))}
        </Box>
      </Drawer>
    </>
  );
}
