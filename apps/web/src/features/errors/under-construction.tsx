// A menu entry whose screen has not been built yet: a friendly page instead of a 404.
import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMenuLabel } from '../layout/use-menu-label.ts';

export function UnderConstruction({ name, code }: { name: string; code?: string }) {
  const { t } = useTranslation(['common']);
  const label = useMenuLabel()({ code, name });
  return (
    <Paper sx={{ p: 6, textAlign: 'center' }} data-testid="under-construction">
      <ConstructionIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h5" sx={{ mt: 2 }}>
        {label}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('common:page.underConstruction')}
      </Typography>
    </Paper>
  );
}
