// /test/index: Saber's mock menu page, kept as a simple page to check routing.
import { Paper, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/translate.ts';

export function TestPage() {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4 }} data-testid="test-page">
      <Typography variant="h6">{t('route.test')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('test.body')}
      </Typography>
    </Paper>
  );
}
