// Completing a task as its approver: the task's own form fields (if its BPMN declares any), a comment, and
// 同意 (flag 'ok') or 驳回 (no flag; a rejection must say why, so the applicant knows what to change). A task whose
// way out does not read the decision (`decides` false) has nothing to reject: it is only completed (提交).
// Camunda-Tasklist-style handling besides: the form saved as a draft and shown again, the task delegated to a
// colleague, a claimed task given back; a delegate only resolves the task back to its owner (task-state decides).
import type { FormFieldDto, TaskState } from '@blade/contract';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { confirm } from '../../components/confirm.tsx';
import { toast } from '../../components/toast.tsx';
import { completeTask, delegateTask, fetchTaskState, resolveTask, saveTaskDraft, unclaimTask } from './api.ts';
import { DelegateDialog } from './delegate-dialog.tsx';
import { FormFields, firstMissing, initialValues, toVariables, type FormValues } from './form/form-fields.tsx';
import { useBusy } from './use-busy.ts';

const NO_FIELDS: FormFieldDto[] = [];

/** A draft's values as the inputs hold them (text, or a switch's boolean). */
const draftValues = (fields: FormFieldDto[], state: TaskState): FormValues => ({
  ...initialValues(fields),
  ...Object.fromEntries(
    Object.entries(state.draft?.variables ?? {}).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v as string | number)]),
  ),
});

type Props = { taskId: string; processInstanceId: string; fields?: FormFieldDto[]; decides: boolean };

export function Approval(props: Props) {
  const state = useQuery({
    queryKey: ['flow', 'task-state', props.taskId],
    queryFn: () => fetchTaskState(props.taskId),
    // Read afresh each time the task opens: a draft or delegation changed since must show.
    gcTime: 0,
  }).data;
  if (!state) return <PageLoading />;
  return <ApprovalForm {...props} state={state} />;
}

function ApprovalForm({ taskId, processInstanceId, fields = NO_FIELDS, decides, state }: Props & { state: TaskState }) {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => draftValues(fields, state));
  const [comment, setComment] = useState(state.draft?.comment ?? '');
  const [delegating, setDelegating] = useState(false);
  const [busy, run] = useBusy();
  const delegate = state.delegationState === 'pending';
  const backToList = () => void navigate('/work/todo');
  const complete = async (pass: boolean) => {
    if (!pass && !comment.trim()) return toast.warning(t('flow:leave.rejectNeedsComment'));
    const missing = firstMissing(fields, values);
    if (missing) return toast.warning(t('crud:required', { label: missing.label }));
    const variables = toVariables(fields, values);
    await run(async () => {
      await completeTask({
        taskId,
        processInstanceId,
        comment: comment.trim(),
        ...(fields.length ? { variables } : {}),
        ...(pass ? { flag: 'ok' } : {}),
      });
      toast.success(t('crud:done'));
      backToList();
    });
  };
  const act = (call: () => Promise<{ msg?: string }>, leave = true) =>
    run(async () => {
      const reply = await call();
      toast.success(reply.msg || t('crud:done'));
      if (leave) backToList();
    });
  const unclaim = async () => {
    if (await confirm(t('flow:task.confirmUnclaim'))) await act(() => unclaimTask(taskId));
  };
  return (
    <>
      {delegate ? <Alert severity="info">{t('flow:task.resolveHint', { name: state.ownerName })}</Alert> : null}
      {state.delegationState === 'resolved' ? <Alert severity="success">{t('flow:task.resolvedHint')}</Alert> : null}
      {state.draft ? (
        <Alert severity="info" data-testid="task-draft-restored">
          {t('flow:task.draftRestored', { time: state.draft.updateTime })}
        </Alert>
      ) : null}
      <Stack spacing={2} sx={{ maxWidth: fields.length ? 520 : undefined, mt: 1 }}>
        {fields.length ? <FormFields fields={fields} values={values} onChange={setValues} /> : null}
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t('flow:leave.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }}>
        {delegate ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void act(() => resolveTask({ taskId, comment: comment.trim(), variables: toVariables(fields, values) }))}
          >
            {t('flow:task.resolve')}
          </Button>
        ) : (
          <>
            <Button variant="contained" color="success" disabled={busy} onClick={() => void complete(true)}>
              {decides ? t('flow:leave.approve') : t('flow:leave.submit')}
            </Button>
            {decides && (
              <Button variant="contained" color="error" disabled={busy} onClick={() => void complete(false)}>
                {t('flow:leave.reject')}
              </Button>
            )}
          </>
        )}
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void act(() => saveTaskDraft({ taskId, comment, variables: values }), false)}
        >
          {t('flow:task.saveDraft')}
        </Button>
        {delegate ? null : (
          <Button variant="outlined" disabled={busy} onClick={() => setDelegating(true)}>
            {t('flow:task.delegate')}
          </Button>
        )}
        {state.canUnclaim ? (
          <Button variant="outlined" color="warning" disabled={busy} onClick={() => void unclaim()}>
            {t('flow:task.unclaim')}
          </Button>
        ) : null}
        <Button onClick={() => void navigate(-1)}>{t('common:close')}</Button>
      </Stack>
      <DelegateDialog
        open={delegating}
        onClose={() => setDelegating(false)}
        onPick={(userId) => {
          setDelegating(false);
          void act(() => delegateTask(taskId, userId));
        }}
      />
    </>
  );
}
