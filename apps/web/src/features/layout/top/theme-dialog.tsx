// The theme chooser (spec 2): the 11 themes as previews of their top bar, sidebar and page colours.
import CheckIcon from '@mui/icons-material/Check';
import StyleIcon from '@mui/icons-material/Style';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsStore, useSettings } from '../../../store/settings-store.ts';
import { THEME_NAMES, THEMES } from '../../../theme/themes.ts';

export function ThemeButton({ color }: { color: string }) {
  const { t } = useTranslation(['layout']);
  const [open, setOpen] = useState(false);
  const current = useSettings((s) => s.themeName);
  return (
    <>
      <Tooltip title={t('layout:themeButton')}>
        <IconButton onClick={() => setOpen(true)} aria-label={t('layout:themeButton')} sx={{ color }}>
          <StyleIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md">
        <DialogTitle>{t('layout:themeTitle')}</DialogTitle>
        <DialogContent
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 2, minWidth: { sm: 560 } }}
        >
          {THEME_NAMES.map((name) => {
            const theme = THEMES[name];
            return (
              <Box
                key={name}
                component="button"
                type="button"
                data-theme={name}
                aria-pressed={name === current}
                onClick={() => settingsStore.set({ themeName: name })}
                sx={{
                  p: 0,
                  border: 2,
                  borderColor: name === current ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: 'background.paper',
                  overflow: 'hidden',
                  textAlign: 'left',
                }}
              >
                <Box sx={{ display: 'flex', height: 72 }}>
                  <Box sx={{ width: 36, background: theme.sidebar.bg }} />
                  <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
                    <Box sx={{ height: 16, background: theme.appBar.bg }} />
                    <Box sx={{ flex: 1, background: theme.background }} />
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5 }}>
                  <Typography variant="body2" color="text.primary">
                    {t(`layout:theme.${name}`)}
                  </Typography>
                  {name === current && <CheckIcon color="primary" fontSize="small" />}
                </Box>
              </Box>
            );
          })}
        </DialogContent>
      </Dialog>
    </>
  );
}
