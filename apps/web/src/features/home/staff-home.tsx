// The home of someone without translation menus (hr, a manager's staff, a new tenant's users): their open tasks,
// the latest notices (unread first) and shortcuts to what their menus open. Tasks and notices come from the inbox
// every signed-in user may read (the bell's); the claim list and the "all" links only where the menus grant them,
// so nobody's home fires calls the API would refuse. `WorkAtHand` puts the same first on the translation home.
import { Card, CardActions, CardContent, Button, Grid, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuLabel } from '../layout/use-menu-label.ts';
import { useNavigate } from 'react-router';
import { call } from '../../api/client.ts';
import * as flowWorkRoutes from '../../generated/routes/flow-work.ts';
import { findByPath, leavesOf, routeOf } from '../../menu/menu-utils.ts';
import { useSession } from '../../store/session-store.ts';
import { useOpenFlowPage } from '../flow/flow-dict.ts';
import { NoticeReaderDialog } from '../inbox/notice-reader-dialog.tsx';
import { useInbox, useNoticeReading } from '../inbox/use-inbox.ts';

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

/** At most this many of each on a home that also holds other work (the translation backstage). */
const SHOWN_COMPACT = 3;

function TasksCard({ shown }: { shown: number }) {
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  const openFlowPage = useOpenFlowPage(navigate);
  const menuAll = useSession((s) => s.menuAll);
  const mayClaim = !!findByPath(menuAll, CLAIM_PATH);
  const { loaded, tasks } = useInbox();
  const claim = useQuery({ queryKey: ['home', 'claim'], enabled: mayClaim, queryFn: () => call(flowWorkRoutes.claimList) });
  const claimable = claim.data?.records.length ?? 0;
  const more = findByPath(menuAll, TODO_PATH) ? { label: t('common:wel.allTasks'), to: TODO_PATH } : undefined;
  return (
    <HomeCard title={t('common:wel.tasks')} testId="home-tasks" more={more}>
      {loaded && !tasks.total && <Empty text={t('common:wel.noTasks')} />}
      <List component="div" dense disablePadding>
        {tasks.records.slice(0, shown).map((task) => (
          <ListItemButton key={task.taskId} onClick={() => void openFlowPage(task.category, { kind: 'handle', ...task })}>
            <ListItemText primary={`${task.processDefinitionName} · ${task.taskName}`} secondary={task.createTime} />
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

/**
 * The latest notices, unread first; one opens in the reader and counts as read, as from the bell. The reader lives
 * with the home, not the card: reading the last unread notice takes the card away on the home that shows only those.
 */
function NoticesCard({ shown, unreadOnly, onOpen }: { shown: number; unreadOnly?: boolean; onOpen: (id: string) => Promise<void> }) {
  const { t } = useTranslation(['common']);
  const menuAll = useSession((s) => s.menuAll);
  const { loaded, notices } = useInbox();
  const listed = [...notices.records].filter((n) => !unreadOnly || !n.read).sort((a, b) => Number(a.read) - Number(b.read));
  const more = findByPath(menuAll, NOTICE_PATH) ? { label: t('common:wel.allNotices'), to: NOTICE_PATH } : undefined;
  return (
    <HomeCard
      title={unreadOnly ? t('common:wel.unreadNotices', { count: notices.unread }) : t('common:wel.notices')}
      testId="home-notices"
      more={more}
    >
      {loaded && !listed.length && <Empty text={t('common:wel.noNotices')} />}
      <List component="div" dense disablePadding>
        {listed.slice(0, shown).map((notice) => (
          <ListItemButton key={notice.id} onClick={() => void onOpen(notice.id).catch(() => {})} data-read={notice.read}>
            <ListItemText
              primary={notice.title}
              secondary={[notice.categoryName, notice.releaseTime].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { fontWeight: notice.read ? 'normal' : 'bold' } } }}
            />
          </ListItemButton>
        ))}
      </List>
    </HomeCard>
  );
}

/**
 * What a person has to do, before whatever else their home holds: their open tasks and unread notices. On a home
 * with work of its own (the translation backstage) it shows only when there is something, a few of each.
 */
export function WorkAtHand() {
  const { tasks, notices } = useInbox();
  const reading = useNoticeReading();
  const reader = <NoticeReaderDialog notice={reading.opened} onClose={reading.close} />;
  if (!tasks.total && !notices.unread) return reader;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }} data-testid="work-at-hand">
      {reader}
      {tasks.total > 0 && (
        <Grid size={{ xs: 12, md: notices.unread ? 6 : 12 }}>
          <TasksCard shown={SHOWN_COMPACT} />
        </Grid>
      )}
      {notices.unread > 0 && (
        <Grid size={{ xs: 12, md: tasks.total ? 6 : 12 }}>
          <NoticesCard shown={SHOWN_COMPACT} unreadOnly onOpen={reading.open} />
        </Grid>
      )}
    </Grid>
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
  const reading = useNoticeReading();
  const cards = [
    <TasksCard key="tasks" shown={SHOWN} />,
    <NoticesCard key="notices" shown={SHOWN} onOpen={reading.open} />,
    <ShortcutsCard key="shortcuts" />,
  ];
  return (
    <Grid container spacing={2} data-testid="staff-home">
      {cards.map((card, i) => (
        <Grid key={i} size={{ xs: 12, md: 4 }}>
          {card}
        </Grid>
      ))}
      <NoticeReaderDialog notice={reading.opened} onClose={reading.close} />
    </Grid>
  );
}
