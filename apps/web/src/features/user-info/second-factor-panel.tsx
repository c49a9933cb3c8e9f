// The 两步验证 tab of 个人信息: the state of the caller's second factor, the enrolment, and turning it off with the
// password and a current code (or a recovery code).
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import md5 from 'blueimp-md5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { toast } from '../../components/toast.tsx';
import { disableSecondFactor, fetchSecondFactorStatus } from './second-factor-api.ts';
import { SecondFactorEnrol } from './second-factor-enrol.tsx';
import { TenantSecondFactorRule } from './tenant-second-factor-rule.tsx';

const STATUS_KEY = ['second-factor', 'status'];

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth']);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const submit = async () => {
    const found = {
      ...(code.trim() ? {} : { code: t('auth:secondFactor.codeRequired') }),
      ...(password ? {} : { password: t('auth:secondFactor.passwordRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    await disableSecondFactor(code.trim(), md5(password));
    toast.success(t('auth:secondFactor.turnedOff'));
    onDone();
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ maxWidth: 480 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => {});
      }}
    >
      <TextField
        type="password"
        label={t('auth:secondFactor.password')}
        size="small"
        autoComplete="current-password"
        value={password}
        error={!!errors.password}
        helperText={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('auth:secondFactor.code')}
        size="small"
        autoComplete="one-time-code"
        value={code}
        error={!!errors.code}
        helperText={errors.code ?? t('auth:secondFactor.codeHint')}
        onChange={(e) => setCode(e.target.value)}
      />
      <Box>
        <Button type="submit" color="error" variant="outlined">
          {t('auth:secondFactor.disable')}
        </Button>
      </Box>
    </Stack>
  );
}

export function SecondFactorPanel() {
  const { t } = useTranslation(['auth']);
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: STATUS_KEY, queryFn: fetchSecondFactorStatus, gcTime: 0 });
  const reload = () => void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  if (!data) return <PageLoading />;
  return (
    <Stack spacing={2} data-testid="second-factor">
      {data.required && !data.enabled && <Alert severity="warning">{t('auth:secondFactor.required')}</Alert>}
      {data.enabled ? (
        <>
          <Alert severity="success">{t('auth:secondFactor.enabled', { count: data.recoveryCodesLeft })}</Alert>
          <DisableForm onDone={reload} />
        </>
      ) : (
        <>
          <Alert severity="info">{t('auth:secondFactor.off')}</Alert>
          <SecondFactorEnrol onEnabled={reload} />
        </>
      )}
      <TenantSecondFactorRule />
    </Stack>
  );
}
