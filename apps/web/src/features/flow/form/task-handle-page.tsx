// /work/process/handle/:taskId/:processInstanceId: a task of a process without a business form: what the start
// form was filled in with, then the task's own fields and the approval (approval.tsx).
import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { fetchTaskForm } from '../api.ts';
import { Approval } from '../approval.tsx';
import { FlowChart } from '../flow-chart.tsx';
import { StartValues } from './start-values.tsx';

export function TaskHandlePage() {
  const { t } = useTranslation(['flow']);
  const { taskId = '', processInstanceId = '' } = useParams();
  const { data: form } = useQuery({ queryKey: ['flow', 'task-form', taskId], queryFn: () => fetchTaskForm(taskId) });
  if (!form) return <PageLoading />;
  return (
    <Card data-testid="task-handle">
      <CardHeader title={form.taskName} subheader={t('flow:form.handleTitle')} />
      <CardContent>
        <StartValues values={form.startValues} />
        <Approval taskId={taskId} processInstanceId={processInstanceId} fields={form.fields} decides={form.decides} />
        <Box>
          <FlowChart target={{ processInstanceId }} />
        </Box>
      </CardContent>
    </Card>
  );
}
