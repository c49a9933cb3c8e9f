// The forced first password change: a user whose password someone else set (a new tenant's admin, an
// administrator's reset) lands here after sign-in, and the guard keeps them here until the change succeeds; the
// API refuses everything else meanwhile. The change ends the session (the sign-in page follows, for the new
// password); signing out is the only other way out.
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { logout } from '../../session/session.ts';
import { PasswordForm } from '../user-info/password-form.tsx';

export function PasswordChangePage() {
  const { t } = useTranslation(['auth', 'layout']);
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #141e30 0%, #243b55 100%)' }}
    >
      <Card sx={{ width: 480 }} elevation={8} data-testid="password-change">
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2}>
            <Typography variant="h6">{t('auth:passwordChange.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('auth:passwordChange.explain')}
            </Typography>
            <PasswordForm />
            <Box>
              <Button onClick={() => void logout()} color="inherit" size="small">
                {t('layout:logout')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
