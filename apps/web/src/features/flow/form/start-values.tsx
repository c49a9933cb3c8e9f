// What the applicant filled in at the start of a process, read-only: on its tasks and on its detail page.
import { Box, Typography } from '@mui/material';
import type { StartValueDto } from '@blade/contract';
import { useTranslation } from 'react-i18next';
import { textOf } from '@blade/contract/text';

export function StartValues({ values }: { values: StartValueDto[] }) {
  const { t } = useTranslation(['crud']);
  if (!values.length) return null;
  const shown = (value: unknown) => (value === true ? t('crud:yes') : value === false ? t('crud:no') : textOf(value));
  return (
    <Box data-testid="start-values" sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: 1, mb: 2 }}>
      {values.map((v) => [
        <Typography key={`${v.id}-l`} color="text.secondary">
          {v.label}
        </Typography>,
        <Typography key={`${v.id}-v`} data-testid={`start-value-${v.id}`}>
          {shown(v.value)}
        </Typography>,
      ])}
    </Box>
  );
}
