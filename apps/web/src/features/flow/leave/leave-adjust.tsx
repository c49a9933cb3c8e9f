// The applicant's 调整申请 step: after a rejection they change the dates and the reason and resubmit (the server
// recomputes the days, so the request may now go to another approver), or close the request.
import { Button, Stack, TextField, Typography } from '@mui/material';
import type { ProcessLeaveRecord } from '@blade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { adjustLeave } from '../api.ts';
import { useBusy } from '../use-busy.ts';
import { LeaveDateFields } from './leave-date-fields.tsx';
import { dateOf, leaveFormError, leaveTimes } from './leave-dates.ts';

export function LeaveAdjust({ taskId, leave }: { taskId: string; leave: ProcessLeaveRecord }) {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const navigate = useNavigate();
  const [form, setForm] = useState({
    startDate: dateOf(leave.startTime),
    endDate: dateOf(leave.endTime),
    reason: leave.reason ?? '',
    comment: '',
  });
  const [busy, run] = useBusy();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const done = () => {
    toast.success(t('crud:done'));
    void navigate('/work/todo');
  };
  const resubmit = async () => {
    const error = leaveFormError({ ...form, taskUser: 'kept' });
    if (error) return toast.warning(t(error));
    await run(async () => {
      await adjustLeave({
        action: 'resubmit',
        taskId,
        reason: form.reason.trim(),
        comment: form.comment.trim(),
        ...leaveTimes(form.startDate, form.endDate),
      });
      done();
    });
  };
  const close = async () => {
    if (!(await confirm(t('flow:leave.confirmClose')))) return;
    await run(async () => {
      await adjustLeave({ action: 'close', taskId, comment: form.comment.trim() });
      done();
    });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 520, my: 2 }} data-testid="leave-adjust">
      <Typography color="text.secondary">{t('flow:leave.adjustHint')}</Typography>
      <LeaveDateFields startDate={form.startDate} endDate={form.endDate} onChange={(dates) => setForm((f) => ({ ...f, ...dates }))} />
      <TextField size="small" multiline minRows={3} label={t('flow:leave.reason')} value={form.reason} onChange={set('reason')} required />
      <TextField size="small" multiline minRows={2} label={t('flow:leave.comment')} value={form.comment} onChange={set('comment')} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void resubmit()}>
          {t('flow:leave.resubmit')}
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void close()}>
          {t('flow:leave.close')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('common:close')}</Button>
      </Stack>
    </Stack>
  );
}
