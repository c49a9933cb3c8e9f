// The captcha input and image (captcha mode). Clicking the image loads a new one; the parent reloads it after
// every failed sign-in because the server burns a captcha on each attempt. The key rides on the image
// (data-key) so the sign-in can send it as Captcha-Key.
import { Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../session/auth-api.ts';

type Props = { captcha: Captcha | undefined; value: string; error?: string; onChange: (value: string) => void; onRefresh: () => void };

export function CaptchaField({ captcha, value, error, onChange, onRefresh }: Props) {
  const { t } = useTranslation(['auth']);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={t('auth:login.code')}
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={!!error}
        helperText={error}
        autoComplete="off"
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: 5 } }}
      />
      <Box
        component="button"
        type="button"
        onClick={onRefresh}
        title={t('auth:login.refreshCode')}
        aria-label={t('auth:login.refreshCode')}
        sx={{
          p: 0,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          cursor: 'pointer',
          width: 130,
          height: 40,
          flex: 'none',
          overflow: 'hidden',
        }}
      >
        {captcha && (
          <img
            src={captcha.image}
            data-key={captcha.key}
            alt={t('auth:login.code')}
            data-testid="captcha-image"
            style={{ width: 130, height: 40, display: 'block' }}
          />
        )}
      </Box>
    </Box>
  );
}
