// The top bar's bell: the signed-in user's open tasks and their tenant's published notices (features/inbox).
// The badge counts open tasks and unread notices; a task opens its handle page, a notice opens in the reader and
// counts as read from then on.
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { Badge, Box, Button, IconButton, List, ListItemButton, ListItemText, Popover, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenFlowPage } from '../../flow/flow-dict.ts';
import { NoticeReaderDialog } from '../../inbox/notice-reader-dialog.tsx';
import { useInbox, useNoticeReading } from '../../inbox/use-inbox.ts';
type TabKey = 'tasks' | 'notices';

export function InboxButton({ color }: { color: string }) {
  const { t } = useTranslation(['resource', 'common']);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<TabKey>('tasks');
  const { tasks, notices } = useInbox();
  const reading = useNoticeReading();
  const label = t('resource:popover.title');
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  const openFlowPage = useOpenFlowPage(go);
  const read = async (id: string) => {
    await reading.open(id);
    setAnchor(null);
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
      <NoticeReaderDialog notice={reading.opened} onClose={reading.close} />
    </>
  );
}
