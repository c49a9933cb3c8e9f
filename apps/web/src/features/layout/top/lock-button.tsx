// Lock (spec 2, 4, 5): without a stored lock password, ask for one ('设置锁屏密码', required); then lock.
import LockIcon from '@mui/icons-material/Lock';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLockPassword, lockScreen } from '../../../session/lock.ts';

export function LockButton({ color }: { color: string }) {
  const { t } = useTranslation(['auth', 'layout', 'common']);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const start = () => (hasLockPassword() ? lockScreen() : setOpen(true));
  const submit = () => {
    if (!password) return setError(t('auth:lock.passwordRequired'));
    setOpen(false);
    lockScreen(password);
  };

  return (
    <>
      <Tooltip title={t('layout:lock')}>
        <IconButton onClick={start} aria-label={t('layout:lock')} sx={{ color }}>
          <LockIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('auth:lock.setPassword')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            type="password"
            name="lockPassword"
            label={t('auth:lock.password')}
            size="small"
            sx={{ mt: 1 }}
            value={password}
            error={!!error}
            helperText={error}
            onChange={(e) => {
              setPassword(e.target.value);
              setError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') submit();
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common:cancel')}</Button>
          <Button variant="contained" onClick={submit}>
            {t('common:confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
