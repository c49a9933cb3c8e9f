// /work/process/leave/handle/:taskId/:processInstanceId/:businessId: approve or reject a leave task with a comment
// (complete-task: approve sends flag 'ok'; reject sends no flag and must say why, so the applicant knows what to
// change).
import { Box, Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/toast.tsx';
import { completeTask } from '../api.ts';
import { FlowChart } from '../flow-chart.tsx';
import { useBusy } from '../use-busy.ts';
import { LeaveInfo } from './leave-info.tsx';

export function LeaveHandlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const [comment, setComment] = useState('');
  const [busy, run] = useBusy();
  const complete = async (pass: boolean) => {
    if (!pass && !comment.trim()) return toast.warning(t('flow.leave.rejectNeedsComment'));
    await run(async () => {
      await completeTask({ taskId, processInstanceId, comment: comment.trim(), ...(pass ? { flag: 'ok' } : {}) });
      toast.success(t('crud.done'));
      navigate('/work/todo');
    });
  };
  return (
    <Card data-testid="leave-handle">
      <CardHeader title={t('flow.leave.handleTitle')} />
      <CardContent>
        <LeaveInfo businessId={businessId} />
        <TextField fullWidth multiline minRows={3} label={t('flow.leave.comment')} value={comment} onChange={(e) => setComment(e.target.value)} />
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          <Button variant="contained" color="success" disabled={busy} onClick={() => void complete(true)}>{t('flow.leave.approve')}</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={() => void complete(false)}>{t('flow.leave.reject')}</Button>
          <Button onClick={() => navigate(-1)}>{t('common.close')}</Button>
        </Stack>
        <Box><FlowChart target={{ processInstanceId }} /></Box>
      </CardContent>
    </Card>
  );
}
