// /info/index: the signed-in user's profile, read-only until the user screens bring editing.
import { Alert, Card, CardContent, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { getUserInfo } from '../../session/auth-api.ts';

const FIELDS = ['account', 'realName', 'name', 'phone', 'email', 'tenantId'] as const;

export function InfoPage() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery({ queryKey: ['user-info'], queryFn: getUserInfo });
  if (isPending || !data) return <PageLoading />;
  return (
    <Card data-testid="info-page">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <UserAvatar src={data.avatar} size={64} />
          <Stack>
            <Typography variant="h6">{data.realName || data.name || data.account}</Typography>
            <Stack direction="row" spacing={1}>{data.roles.map((role) => <Chip key={role} label={role} size="small" />)}</Stack>
          </Stack>
        </Stack>
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, md: 6 }}>
              <TextField label={t(`info.${field}`)} value={data[field] || ''} fullWidth size="small" slotProps={{ input: { readOnly: true } }} />
            </Grid>
          ))}
        </Grid>
        <Alert severity="info" sx={{ mt: 3 }}>{t('info.readOnlyNote')}</Alert>
      </CardContent>
    </Card>
  );
}
