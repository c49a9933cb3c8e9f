// The forced enrolment: a tenant that requires a second factor lets a user without one sign in to this page only,
// and the guard keeps them here until the enrolment is confirmed (the API refuses everything else meanwhile).
// Signing out is the only other way out.
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { logout, secondFactorEnrolled } from '../../session/session.ts';
import { SecondFactorEnrol } from '../user-info/second-factor-enrol.tsx';

export function SecondFactorEnrolPage() {
  const { t } = useTranslation(['auth', 'layout']);
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #141e30 0%, #243b55 100%)' }}
    >
      <Card sx={{ width: 520 }} elevation={8} data-testid="second-factor-enrol-page">
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2}>
            <Typography variant="h6">{t('auth:secondFactor.enrolTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('auth:secondFactor.enrolExplain')}
            </Typography>
            <SecondFactorEnrol onEnabled={secondFactorEnrolled} />
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
