// One side of an import preview's term: its English (a dash when the file leaves it empty) and its labels.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function TermCell({ english, labels }: { english: string; labels: string | null }) {
  const { t } = useTranslation(['translate']);
  return (
    <>
      <Typography variant="body2">{english || '—'}</Typography>
      {labels && (
        <Typography variant="caption" color="text.secondary">
          {t('translate:import.labelsOf', { labels })}
        </Typography>
      )}
    </>
  );
}
