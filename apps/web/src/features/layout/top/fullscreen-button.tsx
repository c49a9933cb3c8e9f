// Fullscreen toggle (spec 2 and 4); the state follows the browser (Esc leaves fullscreen too).
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsStore, useSettings } from '../../../store/settings-store.ts';

export function FullscreenButton({ color }: { color: string }) {
  const { t } = useTranslation(['layout']);
  const full = useSettings((s) => s.isFullScreen);
  useEffect(() => {
    const sync = () => settingsStore.set({ isFullScreen: !!document.fullscreenElement });
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => undefined);
  };
  const label = t(full ? 'layout:exitFullscreen' : 'layout:fullscreen');
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} sx={{ color }}>
        {full ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
