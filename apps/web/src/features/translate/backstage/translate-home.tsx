// /translateBackstage/index, the backstage home (spec 1): the translation screens the user's menus grant, as tabs
// (entries with their classification tree, classifications, labels, files, messages, site settings). Each tab is
// its own chunk, loaded when first shown; above them, the person's open tasks and unread notices when there are
// any. Someone without translation menus gets the staff home instead.
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../app/lazy-page.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { findByPath } from '../../../menu/menu-utils.ts';
import { useSession } from '../../../store/session-store.ts';
import { StaffHome, WorkAtHand } from '../../home/staff-home.tsx';
import { withoutListState } from '../../../components/crud/list-state.ts';

const TABS = [
  { key: 'entry', page: lazyPage(() => import('./entry-page.tsx'), 'EntryPage') },
  { key: 'classification', page: lazyPage(() => import('./tree-pages.tsx'), 'ClassificationPage') },
  { key: 'label', page: lazyPage(() => import('./tree-pages.tsx'), 'LabelPage') },
  { key: 'file', page: lazyPage(() => import('./file-page.tsx'), 'FilePage') },
  { key: 'message', page: lazyPage(() => import('./message-page.tsx'), 'MessagePage') },
  { key: 'site', page: lazyPage(() => import('./site-page.tsx'), 'SitePage') },
] as const;

export function TranslateHome() {
  const { t } = useTranslation(['translate']);
  const menuAll = useSession((s) => s.menuAll);
  const tabs = TABS.filter((tab) => findByPath(menuAll, `/translation/${tab.key}`));
  const [picked, setPicked] = useState('');
  const [, setParams] = useSearchParams();
  // Another tab is another list: it starts at its first page, unsorted and unsearched, not where the last one was.
  const pick = (key: string) => {
    setPicked(key);
    setParams((params) => withoutListState(params), { replace: true });
  };
  const current = tabs.find((tab) => tab.key === picked) ?? tabs[0];
  const menusKnown = useSession((s) => s.menuLoaded);
  if (!tabs.length) return menusKnown ? <StaffHome /> : <PageLoading />;
  return (
    <Box data-testid="translate-home">
      <WorkAtHand />
      <Paper sx={{ mb: 2 }}>
        <Tabs value={current?.key ?? false} onChange={(_e, key: string) => pick(key)} variant="scrollable" data-testid="translate-tabs">
          {tabs.map((tab) => (
            <Tab key={tab.key} value={tab.key} label={t(`translate:tab.${tab.key}`)} data-testid={`translate-tab-${tab.key}`} />
          ))}
        </Tabs>
      </Paper>
      {current && (
        <Suspense fallback={<PageLoading />}>
          <current.page />
        </Suspense>
      )}
    </Box>
  );
}
