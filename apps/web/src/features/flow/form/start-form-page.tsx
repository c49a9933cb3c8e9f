// /work/process/form/:processDefinitionId: starting a process without a business form of its own: the fields its
// start event declares, asked here and sent to work/start-process; the applicant then lands on the sent list.
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { toast } from '../../../components/toast.tsx';
import { fetchStartForm, startProcess } from '../api.ts';
import { startPath } from '../flow-dict.ts';
import { useBusy } from '../use-busy.ts';
import { FormFields, firstMissing, initialValues, toVariables, type FormValues } from './form-fields.tsx';

export function StartFormPage() {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const navigate = useNavigate();
  const { processDefinitionId = '' } = useParams();
  const { data: form } = useQuery({
    queryKey: ['flow', 'start-form', processDefinitionId],
    queryFn: () => fetchStartForm(processDefinitionId),
  });
  const [values, setValues] = useState<FormValues | null>(null);
  const [busy, run] = useBusy();
  if (!form) return <PageLoading />;
  // Opened by URL: a process with a business form of its own is started there.
  if (form.businessForm) return <Navigate replace to={startPath(form)} />;
  const current = values ?? initialValues(form.fields);
  const submit = async () => {
    const missing = firstMissing(form.fields, current);
    if (missing) return toast.warning(t('crud:required', { label: missing.label }));
    await run(async () => {
      await startProcess(processDefinitionId, toVariables(form.fields, current));
      toast.success(t('crud:done'));
      void navigate('/work/send');
    });
  };
  return (
    <Card data-testid="start-form">
      <CardHeader title={form.processDefinitionName} subheader={t('flow:form.startTitle')} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          {form.fields.length ? (
            <FormFields fields={form.fields} values={current} onChange={setValues} />
          ) : (
            <Typography color="text.secondary">{t('flow:form.noFields')}</Typography>
          )}
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
