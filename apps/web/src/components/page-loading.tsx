import { Box, CircularProgress } from '@mui/material';

/** Shown while a page's code or data loads. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, height: '100%' }} data-testid="page-loading">
      <CircularProgress size={32} />
    </Box>
  );
}
