// The leave's first and last day, with the days they take counted below them, as the applicant will be asked.
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date/date-input.tsx';
import { daysOf } from './leave-dates.ts';

type Props = { startDate: string; endDate: string; onChange: (dates: { startDate?: string; endDate?: string }) => void };

export function LeaveDateFields({ startDate, endDate, onChange }: Props) {
  const { t } = useTranslation(['flow']);
  const days = daysOf(startDate, endDate);
  return (
    <Stack spacing={1}>
      <DateInput
        kind="date"
        size="small"
        label={t('flow:leave.startDate')}
        value={startDate}
        onChange={(v) => onChange({ startDate: v })}
        required
      />
      <DateInput
        kind="date"
        size="small"
        label={t('flow:leave.endDate')}
        value={endDate}
        onChange={(v) => onChange({ endDate: v })}
        required
      />
      {days !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="leave-days-count">
          {t('flow:leave.daysCount', { count: days })}
        </Typography>
      )}
    </Stack>
  );
}
