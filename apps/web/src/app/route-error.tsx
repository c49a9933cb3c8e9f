// What a route shows when its code fails to load (a deploy replaced the chunks) or a page throws: the error
// goes to the local log and the user can reload.
import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { addLog } from '../store/logs-store.ts';

export function RouteError() {
  const { t } = useTranslation(['common']);
  const error = useRouteError() as Error | undefined;
  useEffect(() => {
    addLog({ type: 'error', message: error?.message ?? String(error), stack: error?.stack ?? '', info: 'route' });
  }, [error]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h2" color="text.secondary">
          500
        </Typography>
        <Typography sx={{ my: 2 }}>{t('common:error.crashed')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common:error.reload')}
        </Button>
      </Box>
    </Box>
  );
}
