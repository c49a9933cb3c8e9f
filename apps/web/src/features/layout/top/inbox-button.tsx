// The top bar's bell: the signed-in user's open tasks and their tenant's published notices (contract inbox.ts).
// The badge counts open tasks and unread notices; a task opens its handle page, a notice opens here and counts as
// read from then on. Refreshed every minute and after a notice is read.
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import type { InboxNoticeReadDto } from '@blade/contract';
import {
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../api/client.ts';
import * as inboxRoutes from '../../../generated/routes/inbox.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useOpenFlowPage } from '../../flow/flow-dict.ts';

const NoticeReader = lazy(() => import('./notice-reader.tsx'));
const INBOX = ['layout', 'inbox'];
const REFRESH_MS = 60_000;
type TabKey = 'tasks' | 'notices';

export function InboxButton({ color }: { color: string }) {
  const { t } = useTranslation(['resource', 'common']);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<TabKey>('tasks');
  const [opened, setOpened] = useState<InboxNoticeReadDto | null>(null);
  const inbox = useQuery({
    queryKey: INBOX,
    queryFn: () => call(inboxRoutes.inbox),
    refetchInterval: REFRESH_MS,
  }).data;
  const tasks = inbox?.tasks ?? { total: 0, records: [] };
  const notices = inbox?.notices ?? { unread: 0, records: [] };
  const label = t('resource:popover.title');
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  const openFlowPage = useOpenFlowPage(go);
  const read = async (id: string) => {
    const notice = await call(inboxRoutes.read, { body: { id } });
    setAnchor(null);
    setOpened(notice);
    void queries.invalidateQueries({ queryKey: INBOX });
  };
  const count = tasks.total + notices.unread;
  return (
    <>
      <Tooltip title={label}>
        {/* The name holds the count the badge shows, so what is seen is what is read out. */}
        <IconButton aria-label={`${label} ${count}`} sx={{ color }} onClick={(e) => setAnchor(e.currentTarget)} data-testid="inbox-button">
          <Badge badgeContent={count} color="error" data-testid="inbox-count">
            <NotificationsIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 340 }} data-testid="inbox">
          <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} variant="fullWidth">
            <Tab value="tasks" label={t('resource:popover.tasks', { count: tasks.total })} />
            <Tab value="notices" label={t('resource:popover.notices', { count: notices.unread })} />
          </Tabs>
          {tab === 'tasks' ? (
            <List component="div" dense sx={{ maxHeight: 320, overflow: 'auto' }} data-testid="inbox-tasks">
              {!tasks.records.length && (
                <Typography sx={{ p: 2 }} color="text.secondary">
                  {t('resource:popover.noTasks')}
                </Typography>
              )}
              {tasks.records.map((task) => (
                <ListItemButton key={task.taskId} divider onClick={() => void openFlowPage(task.category, { kind: 'handle', ...task })}>
                  <ListItemText primary={`${task.processDefinitionName} · ${task.taskName}`} secondary={task.createTime} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <List component="div" dense sx={{ maxHeight: 320, overflow: 'auto' }} data-testid="inbox-notices">
              {!notices.records.length && (
                <Typography sx={{ p: 2 }} color="text.secondary">
                  {t('resource:popover.noNotices')}
                </Typography>
              )}
              {notices.records.map((notice) => (
                <ListItemButton key={notice.id} divider onClick={() => void read(notice.id).catch(() => {})} data-read={notice.read}>
                  <ListItemText
                    primary={notice.title}
                    secondary={`${notice.categoryName} · ${notice.releaseTime}`}
                    slotProps={{ primary: { sx: { fontWeight: notice.read ? 'normal' : 'bold' } } }}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
          {tab === 'tasks' && (
            <Button fullWidth onClick={() => go('/work/todo')}>
              {t('resource:popover.allTasks')}
            </Button>
          )}
        </Box>
      </Popover>
      <Dialog open={!!opened} onClose={() => setOpened(null)} maxWidth="md" fullWidth data-testid="inbox-notice">
        <DialogTitle>{opened?.title}</DialogTitle>
        <DialogContent>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            {opened ? `${opened.categoryName} · ${opened.releaseTime}` : ''}
          </Typography>
          {opened && (
            <Suspense fallback={<PageLoading />}>
              <NoticeReader content={opened.content} />
            </Suspense>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpened(null)}>{t('common:close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
