// The main layout: sidebar, top bar, tab bar and the page. It owns the react-query client, so the sign-in page
// does not load it.
import { Box } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { i18n } from '../../i18n/index.ts';
import { useSettings } from '../../store/settings-store.ts';
import { Sidebar } from './sidebar/sidebar.tsx';
import { TabBar } from './tabs/tab-bar.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { ThirdPartyRegister } from './third-party-register.tsx';
import { TopBar } from './top/top-bar.tsx';
import { useScreenTier } from './use-screen-tier.ts';
import { useSessionBootstrap } from './use-session-bootstrap.ts';
import { useTabTracker } from './use-tab-tracker.ts';

// The words the frame shows besides its own (menu names, the inbox), fetched with the frame rather than after its
// first render asks for them.
void i18n.loadNamespaces(['seed', 'resource']);

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function Layout() {
  // One cache per mount: signing out leaves the layout, so the next person never sees the last one's cached lists.
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

function Shell() {
  useScreenTier();
  useSessionBootstrap();
  const showTags = useSettings((s) => s.showTags);
  const screen = useSettings((s) => s.screen);
  return (
    <Box
      sx={{ display: 'flex', height: '100vh', overflow: 'hidden', bgcolor: 'background.default' }}
      data-testid="layout"
      data-screen={screen}
    >
      <SkipLink />
      <Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar />
        {showTags && <TabBar />}
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, overflow: 'auto', p: 2, outline: 'none' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <ThirdPartyRegister />
      <TabTracker />
    </Box>
  );
}

/**
 * Follows the router for the tabs on its own: a move or the menus' arrival draws nothing of the shell again (the
 * sidebar, the bars and their styles were all drawn anew on every page move when the shell followed it).
 */
function TabTracker() {
  useTabTracker();
  return null;
}
