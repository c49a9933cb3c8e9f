import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads; named, so a screen reader says what the spinner is. */
export function PageLoading() {
  const { t } = useTranslation(['common']);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, height: '100%' }} data-testid="page-loading">
      <CircularProgress size={32} aria-label={t('common:loading')} />
    </Box>
  );
}
