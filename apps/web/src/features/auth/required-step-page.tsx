// The page of a step a signed-in user must take before the console opens (a new password, a second factor): the
// guard keeps them here and the API refuses everything else meanwhile, so signing out is the only other way out.
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../session/session.ts';

type RequiredStepPageProps = { title: string; explain: string; width: number; testId: string; children: ReactNode };

export function RequiredStepPage({ title, explain, width, testId, children }: RequiredStepPageProps) {
  const { t } = useTranslation(['layout']);
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(160deg, #141e30 0%, #243b55 100%)' }}
    >
      <Card sx={{ width }} elevation={8} data-testid={testId}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2}>
            <Typography variant="h6">{title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {explain}
            </Typography>
            {children}
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
