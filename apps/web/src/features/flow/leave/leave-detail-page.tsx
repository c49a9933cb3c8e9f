// /work/process/leave/detail/:processInstanceId/:businessId: the request, the flow chart with the path taken and
// the history timeline.
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslation } from '../../../i18n/translate.ts';
import { useParams } from 'react-router';
import { FlowChart } from '../flow-chart.tsx';
import { LeaveInfo } from './leave-info.tsx';

export function LeaveDetailPage() {
  const { t } = useTranslation();
  const { processInstanceId = '', businessId = '' } = useParams();
  return (
    <Card data-testid="leave-detail">
      <CardHeader title={t('flow.leave.detailTitle')} />
      <CardContent>
        <LeaveInfo businessId={businessId} />
        <FlowChart target={{ processInstanceId }} />
      </CardContent>
    </Card>
  );
}
