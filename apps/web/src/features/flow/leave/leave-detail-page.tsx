// /work/process/leave/detail/:processInstanceId/:businessId: the request, the flow chart with the path taken and
// the history timeline.
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FlowChart } from '../flow-chart.tsx';
import { LeaveInfo } from './leave-info.tsx';

export function LeaveDetailPage() {
  const { t } = useTranslation(['flow']);
  const { processInstanceId = '', businessId = '' } = useParams();
  return (
    <Card data-testid="leave-detail">
      <CardHeader title={t('flow:leave.detailTitle')} />
      <CardContent>
        <LeaveInfo businessId={businessId} />
        <FlowChart target={{ processInstanceId }} />
      </CardContent>
    </Card>
  );
}
