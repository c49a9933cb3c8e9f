// An enrolment: a new secret as a QR code (rendered by the server, so no QR library reaches the bundle) and as text,
// then the app's first code confirms it and the recovery codes are shown once.
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from './recovery-codes.tsx';
import { confirmSecondFactor, startSecondFactor } from './second-factor-api.ts';

type Started = { secret: string; qrCode: string };

export function SecondFactorEnrol({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation(['auth']);
  const [started, setStarted] = useState<Started>();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onEnabled} />;
  if (!started) {
    return (
      <Box>
        <Button variant="contained" onClick={() => void startSecondFactor().then(setStarted, () => {})}>
          {t('auth:secondFactor.start')}
        </Button>
      </Box>
    );
  }
  const confirm = async () => {
    if (!code.trim()) return setError(t('auth:secondFactor.codeRequired'));
    setError('');
    const answer = await confirmSecondFactor(code.trim());
    setRecoveryCodes(answer.recoveryCodes);
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ maxWidth: 480 }}
      data-testid="second-factor-enrol"
      onSubmit={(e) => {
        e.preventDefault();
        void confirm().catch(() => {});
      }}
    >
      <Typography variant="body2">{t('auth:secondFactor.scan')}</Typography>
      <Box component="img" src={started.qrCode} alt={t('auth:secondFactor.qrAlt')} sx={{ width: 200, height: 200 }} />
      <Typography variant="body2">
        {t('auth:secondFactor.secret')}:{' '}
        <Box component="code" data-testid="second-factor-secret" sx={{ wordBreak: 'break-all' }}>
          {started.secret}
        </Box>
      </Typography>
      <TextField
        label={t('auth:secondFactor.code')}
        size="small"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        value={code}
        error={!!error}
        helperText={error || t('auth:secondFactor.codeHint')}
        onChange={(e) => setCode(e.target.value)}
      />
      <Box>
        <Button type="submit" variant="contained">
          {t('auth:secondFactor.confirm')}
        </Button>
      </Box>
    </Stack>
  );
}
