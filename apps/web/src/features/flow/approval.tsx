// Completing a task as its approver: the task's own form fields (if its BPMN declares any), a comment, and
// 同意 (flag 'ok') or 驳回 (no flag; a rejection must say why, so the applicant knows what to change). A task whose
// way out does not read the decision (`decides` false) has nothing to reject: it is only completed (提交).
import type { FormFieldDto } from '@blade/contract';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/toast.tsx';
import { completeTask } from './api.ts';
import { FormFields, firstMissing, initialValues, toVariables, type FormValues } from './form/form-fields.tsx';
import { useBusy } from './use-busy.ts';

const NO_FIELDS: FormFieldDto[] = [];

export function Approval({
  taskId,
  processInstanceId,
  fields = NO_FIELDS,
  decides,
}: {
  taskId: string;
  processInstanceId: string;
  fields?: FormFieldDto[];
  decides: boolean;
}) {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => initialValues(fields));
  const [comment, setComment] = useState('');
  const [busy, run] = useBusy();
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
      void navigate('/work/todo');
    });
  };
  return (
    <>
      <Stack spacing={2} sx={{ maxWidth: fields.length ? 520 : undefined }}>
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
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        <Button variant="contained" color="success" disabled={busy} onClick={() => void complete(true)}>
          {decides ? t('flow:leave.approve') : t('flow:leave.submit')}
        </Button>
        {decides && (
          <Button variant="contained" color="error" disabled={busy} onClick={() => void complete(false)}>
            {t('flow:leave.reject')}
          </Button>
        )}
        <Button onClick={() => void navigate(-1)}>{t('common:close')}</Button>
      </Stack>
    </>
  );
}
