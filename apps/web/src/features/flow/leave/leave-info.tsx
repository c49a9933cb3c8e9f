// The leave request as the handle and detail pages show it: applicant, dates, the days they take, reason.
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import { fetchLeave } from '../api.ts';
import type { KeyIn } from '../../../i18n/resources.ts';
import { daysOf } from './leave-dates.ts';

export function LeaveInfo({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['flow']);
  const { data } = useQuery({ queryKey: ['flow', 'leave', businessId], queryFn: () => fetchLeave(businessId) });
  if (!data) return <PageLoading />;
  const days = daysOf(data.startTime, data.endTime);
  const rows: [KeyIn<'flow'>, string | undefined][] = [
    ['flow:leave.applicant', data.flow?.assigneeName],
    ['flow:leave.applyTime', data.applyTime],
    ['flow:leave.startTime', data.startTime],
    ['flow:leave.endTime', data.endTime],
    ['flow:leave.days', days === undefined ? '' : t('flow:leave.daysCount', { count: days })],
    ['flow:leave.reason', data.reason],
  ];
  return (
    <Box data-testid="leave-info" sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: 1, mb: 2 }}>
      {rows.map(([label, value]) => [
        <Typography key={`${label}-l`} color="text.secondary">
          {t(label)}
        </Typography>,
        <Typography key={`${label}-v`} data-testid={`leave-${label.split('.').pop()}`}>
          {value ?? ''}
        </Typography>,
      ])}
    </Box>
  );
}
