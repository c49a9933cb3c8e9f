// The lock page (spec 4): unlock with the lock password set before locking, or sign out.
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { confirm } from '../../components/confirm.tsx';
import { unlockScreen } from '../../session/lock.ts';
import { logout } from '../../session/session.ts';
import { useSession } from '../../store/session-store.ts';
import { asyncHandler } from '../../app/error-capture.ts';

export function LockPage() {
  const { t } = useTranslation(['auth', 'layout']);
  const user = useSession((s) => s.userInfo);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const unlock = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('auth:lock.passwordRequired'));
    if (!unlockScreen(password)) {
      setError(t('auth:lock.wrongPassword'));
      setPassword('');
    }
  };
  const signOut = async () => {
    if (await confirm(t('layout:logoutConfirm'))) await logout();
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #141e30 0%, #243b55 100%)' }}
    >
      <Card sx={{ width: 340 }} elevation={8}>
        <CardContent component="form" onSubmit={unlock} sx={{ p: 4 }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <UserAvatar src={user?.avatar} size={72} />
            <Typography variant="h6" data-testid="lock-user">
              {user?.nick_name || user?.user_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('auth:lock.locked')}
            </Typography>
            {error && (
              <Alert severity="error" sx={{ width: '100%' }} data-testid="lock-error">
                {error}
              </Alert>
            )}
            <TextField
              label={t('auth:lock.password')}
              name="lockPassword"
              type="password"
              size="small"
              fullWidth
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="contained" fullWidth>
              {t('auth:lock.unlock')}
            </Button>
            <Button onClick={asyncHandler(signOut)} color="inherit" size="small">
              {t('layout:logout')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
