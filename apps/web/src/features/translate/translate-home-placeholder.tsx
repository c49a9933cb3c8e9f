// The landing page of the translation backstage until the translation area is built.
import TranslateIcon from '@mui/icons-material/Translate';
import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function TranslateHomePlaceholder() {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 6, textAlign: 'center' }} data-testid="translate-home">
      <TranslateIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h5" sx={{ mt: 2 }}>{t('translateHome.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>{t('translateHome.comingLater')}</Typography>
    </Paper>
  );
}
