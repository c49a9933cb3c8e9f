// One side of an import preview's term: its English and its labels. The file may leave the English of a term the
// base holds empty: whatever the choice, the entry keeps its own, and the cell says so.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function TermCell({ english, labels }: { english: string; labels: string | null }) {
  const { t } = useTranslation(['translate']);
  return (
    <>
      <Typography variant="body2" color={english ? undefined : 'text.secondary'}>
        {english || t('translate:import.noEnglish')}
      </Typography>
      {labels && (
        <Typography variant="caption" color="text.secondary">
          {t('translate:import.labelsOf', { labels })}
        </Typography>
      )}
    </>
  );
}
