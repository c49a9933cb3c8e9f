// The home of someone without translation menus (hr, a manager's staff, a new tenant's users): their open tasks,
// the latest notices and shortcuts to what their menus open, never an empty card. Each card asks only for what
// the user's menus allow, so nobody's home fires calls the API would refuse.
import { Card, CardActions, CardContent, Button, Grid, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuLabel } from '../layout/use-menu-label.ts';
import { useNavigate } from 'react-router';
import { call } from '../../api/client.ts';
import * as flowWorkRoutes from '../../generated/routes/flow-work.ts';
import * as noticeRoutes from '../../generated/routes/notice.ts';
import { findByPath, leavesOf, routeOf } from '../../menu/menu-utils.ts';
import { useSession } from '../../store/session-store.ts';

const SHOWN = 5;
const TODO_PATH = '/work/todo';
const CLAIM_PATH = '/work/claim';
const NOTICE_PATH = '/desk/notice';

function HomeCard({
  title,
  testId,
  children,
  more,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  more?: { label: string; to: string };
}) {
  const navigate = useNavigate();
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      {more && (
        <CardActions>
          <Button size="small" onClick={() => void navigate(more.to)}>
            {more.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

function TasksCard() {
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  const menuAll = useSession((s) => s.menuAll);
  const mayClaim = !!findByPath(menuAll, CLAIM_PATH);
  const todo = useQuery({ queryKey: ['home', 'todo'], queryFn: () => call(flowWorkRoutes.todoList) });
  const claim = useQuery({ queryKey: ['home', 'claim'], enabled: mayClaim, queryFn: () => call(flowWorkRoutes.claimList) });
  const tasks = todo.data?.records ?? [];
  const claimable = claim.data?.records.length ?? 0;
  return (
    <HomeCard title={t('common:wel.tasks')} testId="home-tasks" more={{ label: t('common:wel.allTasks'), to: TODO_PATH }}>
      {todo.isSuccess && !tasks.length && <Empty text={t('common:wel.noTasks')} />}
      <List component="div" dense disablePadding>
        {tasks.slice(0, SHOWN).map((task) => (
          <ListItemButton key={task.taskId} onClick={() => void navigate(TODO_PATH)}>
            <ListItemText primary={`${task.processDefinitionName ?? ''} · ${task.taskName ?? ''}`} secondary={task.createTime} />
          </ListItemButton>
        ))}
      </List>
      {claimable > 0 && (
        <Button size="small" onClick={() => void navigate(CLAIM_PATH)} data-testid="home-claimable">
          {t('common:wel.claimable', { count: claimable })}
        </Button>
      )}
    </HomeCard>
  );
}

function NoticesCard() {
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  const notices = useQuery({
    queryKey: ['home', 'notices'],
    queryFn: () => call(noticeRoutes.crud.list, { query: { current: 1, size: SHOWN } }),
  });
  const rows = notices.data?.records ?? [];
  return (
    <HomeCard title={t('common:wel.notices')} testId="home-notices" more={{ label: t('common:wel.allNotices'), to: NOTICE_PATH }}>
      {notices.isSuccess && !rows.length && <Empty text={t('common:wel.noNotices')} />}
      <List component="div" dense disablePadding>
        {rows.map((notice) => (
          <ListItemButton key={notice.id} onClick={() => void navigate(NOTICE_PATH)}>
            <ListItemText primary={notice.title} secondary={[notice.categoryName, notice.releaseTime].filter(Boolean).join(' · ')} />
          </ListItemButton>
        ))}
      </List>
    </HomeCard>
  );
}

function ShortcutsCard() {
  const { t } = useTranslation(['common']);
  const menuLabel = useMenuLabel();
  const navigate = useNavigate();
  const menuAll = useSession((s) => s.menuAll);
  const shortcuts = leavesOf(menuAll);
  return (
    <HomeCard title={t('common:wel.shortcuts')} testId="home-shortcuts">
      {!shortcuts.length && <Empty text={t('common:wel.noShortcuts')} />}
      <List component="div" dense disablePadding>
        {shortcuts.map((item) => (
          <ListItemButton key={item.id} onClick={() => void navigate(routeOf(item))}>
            <ListItemText primary={menuLabel(item)} />
          </ListItemButton>
        ))}
      </List>
    </HomeCard>
  );
}

export function StaffHome() {
  const menuAll = useSession((s) => s.menuAll);
  const cards = [
    findByPath(menuAll, TODO_PATH) && <TasksCard key="tasks" />,
    findByPath(menuAll, NOTICE_PATH) && <NoticesCard key="notices" />,
    <ShortcutsCard key="shortcuts" />,
  ].filter(Boolean);
  return (
    <Grid container spacing={2} data-testid="staff-home">
      {cards.map((card, i) => (
        <Grid key={i} size={{ xs: 12, md: cards.length > 1 ? 12 / cards.length : 12 }}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}
