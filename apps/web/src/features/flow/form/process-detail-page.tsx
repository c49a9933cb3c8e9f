// /work/process/detail/:processInstanceId: a process without a business form: its start values, the diagram with
// the path taken and the history timeline.
import { Card, CardContent, CardHeader } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchStartValues } from '../api.ts';
import { FlowChart } from '../flow-chart.tsx';
import { StartValues } from './start-values.tsx';

export function ProcessDetailPage() {
  const { t } = useTranslation(['flow']);
  const { processInstanceId = '' } = useParams();
  const { data } = useQuery({ queryKey: ['flow', 'start-values', processInstanceId], queryFn: () => fetchStartValues(processInstanceId) });
  return (
    <Card data-testid="process-detail">
      <CardHeader title={data?.processDefinitionName ?? ''} subheader={t('flow:form.detailTitle')} />
      <CardContent>
        <StartValues values={data?.values ?? []} />
        <FlowChart target={{ processInstanceId }} />
      </CardContent>
    </Card>
  );
}
