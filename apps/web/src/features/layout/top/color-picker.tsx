// The theme colour picker (spec 2, default #409EFF): Saber's preset colours or any colour; remembered.
import PaletteIcon from '@mui/icons-material/Palette';
import { Box, Button, IconButton, Popover, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { website } from '../../../config/website.ts';
import { settingsStore, useSettings } from '../../../store/settings-store.ts';
import { PRESET_COLORS } from '../../../theme/themes.ts';

export function ColorPicker({ color }: { color: string }) {
  const { t } = useTranslation(['layout']);
  const current = useSettings((s) => s.colorName);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (value: string) => settingsStore.set({ colorName: value });
  return (
    <>
      <Tooltip title={t('layout:color')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('layout:color')} sx={{ color }}>
          <PaletteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: 228 }} data-testid="color-picker">
          <Typography variant="subtitle2" gutterBottom>
            {t('layout:color')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {PRESET_COLORS.map((value) => (
              <Box
                key={value}
                component="button"
                type="button"
                aria-label={value}
                onClick={() => choose(value)}
                sx={{
                  width: 36,
                  height: 28,
                  bgcolor: value,
                  border: 2,
                  borderColor: value.toLowerCase() === current.toLowerCase() ? 'text.primary' : 'transparent',
                  borderRadius: 1,
                  cursor: 'pointer',
                }}
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <input
              type="color"
              aria-label={t('layout:customColor')}
              value={current}
              onChange={(e) => choose(e.target.value)}
              style={{ width: 40, height: 28, border: 0, padding: 0 }}
            />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {current}
            </Typography>
            <Button size="small" onClick={() => choose(website.defaultColor)}>
              {t('layout:resetColor')}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
