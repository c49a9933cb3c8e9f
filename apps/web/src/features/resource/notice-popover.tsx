// The top bar's notice popover (Saber's top-notice): tabs mail, message and notice with static demo data and fake
// paging (a "load more" that waits 1000 ms and repeats the demo page), as the spec keeps it.
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { Badge, Box, Button, IconButton, List, ListItem, ListItemText, Popover, Tab, Tabs, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const FAKE_PAGING_DELAY_MS = 1000;
const TABS = ['mail', 'message', 'notice'] as const;
type TabKey = (typeof TABS)[number];
const LAST_PAGE = 3;

/** Demo rows: i18n keys of the titles, and fixed dates. */
const DEMO: Record<TabKey, Array<{ title: string; date: string }>> = {
  mail: [{ title: 'res.popover.demo.mail1', date: '2019-05-08' }, { title: 'res.popover.demo.mail2', date: '2019-05-07' }],
  message: [{ title: 'res.popover.demo.message1', date: '2019-05-08' }, { title: 'res.popover.demo.message2', date: '2019-05-06' }],
  notice: [{ title: 'res.popover.demo.notice1', date: '2019-05-08' }, { title: 'res.popover.demo.notice2', date: '2019-05-05' }],
};

export function NoticePopoverButton({ color }: { color: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<TabKey>('mail');
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const rows = Array.from({ length: pages }, () => DEMO[tab]).flat();
  const more = () => {
    setLoading(true);
    window.setTimeout(() => {
      setPages((p) => p + 1);
      setLoading(false);
    }, FAKE_PAGING_DELAY_MS);
  };
  const label = t('res.popover.title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} sx={{ color }} onClick={(e) => setAnchor(e.currentTarget)} data-testid="notice-popover-button">
          <Badge badgeContent={DEMO.mail.length + DEMO.message.length + DEMO.notice.length} color="error"><NotificationsIcon fontSize="small" /></Badge>
        </IconButton>
      </Tooltip>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ width: 320 }} data-testid="notice-popover">
          <Tabs value={tab} onChange={(_e, v: TabKey) => { setTab(v); setPages(1); }} variant="fullWidth">
            {TABS.map((key) => <Tab key={key} value={key} label={t(`res.popover.${key}`)} />)}
          </Tabs>
          <List dense sx={{ maxHeight: 320, overflow: 'auto' }}>
            {rows.map((row, i) => (
              <ListItem key={`${row.title}-${i}`} divider><ListItemText primary={t(row.title)} secondary={row.date} /></ListItem>
            ))}
          </List>
          <Button fullWidth disabled={loading || pages >= LAST_PAGE} onClick={more}>
            {t(loading ? 'res.popover.loading' : pages >= LAST_PAGE ? 'res.popover.noMore' : 'res.popover.more')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
