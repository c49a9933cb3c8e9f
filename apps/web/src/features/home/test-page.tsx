// /test/index: Saber's mock menu page, kept as a simple page to check routing.
import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function TestPage() {
  const { t } = useTranslation(['common']);
  return (
    <Paper sx={{ p: 4 }} data-testid="test-page">
      <Typography variant="h6">{t('common:route.test')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('common:test.body')}
      </Typography>
    </Paper>
  );
}
