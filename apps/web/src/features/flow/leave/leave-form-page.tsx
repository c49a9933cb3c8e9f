// /work/process/leave/form/:processDefinitionId: the leave request (blade-api.md 5.8): the first approver, the
// first and last day (the days they take shown) and the reason; start-process starts the instance and the applicant lands on the sent list. The applicant
// is not offered as their own approver: the server refuses it (nobody approves a process they started).
import { Button, Card, CardContent, CardHeader, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/toast.tsx';
import { fetchUserOptions, startLeave } from '../api.ts';
import { useBusy } from '../use-busy.ts';
import { useSession } from '../../../store/session-store.ts';
import { LeaveDateFields } from './leave-date-fields.tsx';
import { leaveFormError, leaveTimes } from './leave-dates.ts';

export function LeaveFormPage() {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const navigate = useNavigate();
  const { processDefinitionId = '' } = useParams();
  const me = useSession((s) => s.userInfo?.user_id);
  const users = (useQuery({ queryKey: ['flow', 'users'], queryFn: fetchUserOptions }).data ?? []).filter((u) => u.value !== me);
  const [form, setForm] = useState({ taskUser: '', startDate: '', endDate: '', reason: '' });
  const [busy, run] = useBusy();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async () => {
    const error = leaveFormError(form);
    if (error) return toast.warning(t(error));
    await run(async () => {
      await startLeave({
        processDefinitionId,
        taskUser: form.taskUser,
        reason: form.reason.trim(),
        ...leaveTimes(form.startDate, form.endDate),
      });
      toast.success(t('crud:done'));
      void navigate('/work/send');
    });
  };
  return (
    <Card data-testid="leave-form">
      <CardHeader title={t('flow:leave.formTitle')} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <TextField select size="small" label={t('flow:leave.taskUser')} value={form.taskUser} onChange={set('taskUser')} required>
            {users.map((u) => (
              <MenuItem key={u.value} value={u.value}>
                {u.label}
              </MenuItem>
            ))}
          </TextField>
          <LeaveDateFields startDate={form.startDate} endDate={form.endDate} onChange={(dates) => setForm((f) => ({ ...f, ...dates }))} />
          <TextField
            size="small"
            multiline
            minRows={3}
            label={t('flow:leave.reason')}
            value={form.reason}
            onChange={set('reason')}
            required
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void submit()}>
              {t('flow:leave.submit')}
            </Button>
            <Button onClick={() => void navigate(-1)}>{t('common:cancel')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
