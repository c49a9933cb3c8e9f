// /work/process/leave/handle/:taskId/:processInstanceId/:businessId: an approver approves or rejects a leave task
// with a comment (complete-task: approve sends flag 'ok'; reject sends no flag and must say why, so the applicant
// knows what to change). The applicant's 调整申请 step instead edits and resubmits the request, or closes it.
import { LEAVE_ADJUST_STEP } from '@blade/contract';
import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { fetchLeave, fetchTaskForm } from '../api.ts';
import { Approval } from '../approval.tsx';
import { FlowChart } from '../flow-chart.tsx';
import { LeaveAdjust } from './leave-adjust.tsx';
import { LeaveInfo } from './leave-info.tsx';

export function LeaveHandlePage() {
  const { t } = useTranslation(['flow']);
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const task = useQuery({ queryKey: ['flow', 'task-form', taskId], queryFn: () => fetchTaskForm(taskId) }).data;
  const leave = useQuery({ queryKey: ['flow', 'leave', businessId], queryFn: () => fetchLeave(businessId) }).data;
  if (!task || !leave) return <PageLoading />;
  const adjusting = task.taskDefinitionKey === LEAVE_ADJUST_STEP;
  return (
    <Card data-testid="leave-handle">
      <CardHeader title={t(adjusting ? 'flow:leave.adjustTitle' : 'flow:leave.handleTitle')} />
      <CardContent>
        <LeaveInfo businessId={businessId} />
        {adjusting ? (
          <LeaveAdjust taskId={taskId} leave={leave} />
        ) : (
          <Approval taskId={taskId} processInstanceId={processInstanceId} decides={task.decides} />
        )}
        <Box>
          <FlowChart target={{ processInstanceId }} />
        </Box>
      </CardContent>
    </Card>
  );
}
