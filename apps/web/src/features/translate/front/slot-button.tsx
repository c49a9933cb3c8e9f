// The public pages' icon buttons: the slot's uploaded image when there is one, else the built-in icon; a link or
// an action.
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { src: string; fallback: ReactNode; label: string; testId: string; color?: string; to?: string; onClick?: () => void };

export function SlotButton({ src, fallback, label, testId, color = 'common.white', ...link }: Props) {
  const icon = src ? <Box component="img" src={src} alt="" sx={{ width: 28, height: 28, objectFit: 'contain' }} /> : fallback;
  return (
    <Tooltip title={label}>
      {link.to ? (
        <IconButton component={Link} to={link.to} aria-label={label} data-testid={testId} sx={{ color }}>
          {icon}
        </IconButton>
      ) : (
        <IconButton onClick={link.onClick} aria-label={label} data-testid={testId} sx={{ color }}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
