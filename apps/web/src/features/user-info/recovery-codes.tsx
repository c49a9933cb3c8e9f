// The ten recovery codes, shown once right after an enrolment is confirmed.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(['auth']);
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Typography variant="subtitle1">{t('auth:secondFactor.recoveryTitle')}</Typography>
      <Alert severity="warning">{t('auth:secondFactor.recoveryHint')}</Alert>
      <Box component="ul" sx={{ fontFamily: 'monospace', columns: 2, m: 0 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onDone}>
          {t('auth:secondFactor.done')}
        </Button>
      </Box>
    </Stack>
  );
}
