// /wel/index, the welcome tab: a greeting, the account at a glance and shortcuts to the user's menus.
import { Box, Card, CardContent, Chip, Grid, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMenuLabel } from '../layout/use-menu-label.ts';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { leavesOf, routeOf } from '../../menu/menu-utils.ts';
import { useSession } from '../../store/session-store.ts';
import { greetingKey } from './greeting.ts';

const SHORTCUTS = 8;

export function WelPage() {
  const { t } = useTranslation(['common']);
  const menuLabel = useMenuLabel();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const roles = useSession((s) => s.roles);
  const menuAll = useSession((s) => s.menuAll);
  const shortcuts = leavesOf(menuAll).slice(0, SHORTCUTS);

  return (
    <Grid container spacing={2} data-testid="wel-page">
      <Grid size={12}>
        <Card>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <UserAvatar src={user?.avatar} size={56} />
            <Box>
              <Typography variant="h6">
                {t(greetingKey(new Date().getHours()), { name: user?.nick_name || user?.user_name || '' })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('common:wel.intro')}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" gutterBottom>
              {t('common:wel.account')}
            </Typography>
            <Stack spacing={1}>
              <Typography variant="body2">
                {t('common:info.account')}: {user?.account || user?.user_name}
              </Typography>
              <Typography variant="body2">
                {t('common:info.tenant')}: {user?.tenant_id}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">{t('common:info.roles')}:</Typography>
                {roles.map((role) => (
                  <Chip key={role} label={role} size="small" />
                ))}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1">{t('common:wel.shortcuts')}</Typography>
            <List component="div" dense>
              {shortcuts.map((item) => (
                <ListItemButton key={item.id} onClick={() => void navigate(routeOf(item))}>
                  <ListItemText primary={menuLabel(item)} />
                </ListItemButton>
              ))}
            </List>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
