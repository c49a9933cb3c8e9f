// /wel/dashboard (hidden from the menu): the console at a glance, from what this session knows.
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { leavesOf } from '../../menu/menu-utils.ts';
import { useLogs } from '../../store/logs-store.ts';
import { useSession } from '../../store/session-store.ts';
import { useTags } from '../../store/tags-store.ts';
import type { KeyIn } from '../../i18n/resources.ts';

export function DashboardPage() {
  const { t } = useTranslation(['common']);
  const menuAll = useSession((s) => s.menuAll);
  const permission = useSession((s) => s.permission);
  const tabs = useTags((s) => s.tagList.length);
  const logs = useLogs((s) => s.logsList.length);
  const stats: Array<{ key: KeyIn<'common'>; value: number }> = [
    { key: 'common:dashboard.menus', value: leavesOf(menuAll).length },
    { key: 'common:dashboard.buttons', value: Object.keys(permission).length },
    { key: 'common:dashboard.tabs', value: tabs },
    { key: 'common:dashboard.logs', value: logs },
  ];
  return (
    <Grid container spacing={2} data-testid="dashboard-page">
      {stats.map((stat) => (
        <Grid key={stat.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card>
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {t(stat.key)}
              </Typography>
              <Typography variant="h4" sx={{ mt: 1 }}>
                {stat.value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
