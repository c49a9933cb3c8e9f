// Routes (spec 2). Public: /login, /lock, /404, /403, /500, "/" (the translation front page), /sort (browse by
// classification) and /translate (to "/"). Everything else renders inside the main layout and needs a session;
// menu paths resolve through MenuScreen. Pages are lazy chunks.
import { createBrowserRouter, Navigate } from 'react-router';
import { website } from '../config/website.ts';
import { lazyPage } from './lazy-page.ts';
import { Root } from './root.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteMeta } from '../lib/route-meta.ts';
import { followRouter } from '../lib/route-moves.ts';

// With the screen registry: a chunk of its own, not in the first script the sign-in page loads.
const MenuScreen = lazyPage(() => import('./menu-screen.tsx'), 'MenuScreen');
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const OidcLandingPage = lazyPage(() => import('../features/auth/oidc-landing-page.tsx'), 'OidcLandingPage');
const LockPage = lazyPage(() => import('../features/auth/lock-page.tsx'), 'LockPage');
const PasswordChangePage = lazyPage(() => import('../features/auth/password-change-page.tsx'), 'PasswordChangePage');
const SecondFactorEnrolPage = lazyPage(() => import('../features/auth/second-factor-enrol-page.tsx'), 'SecondFactorEnrolPage');
const ErrorPage = lazyPage(() => import('../features/errors/error-page.tsx'), 'ErrorPage');
const Layout = lazyPage(() => import('../features/layout/layout.tsx'), 'Layout');
const Wel = lazyPage(() => import('../features/home/wel-page.tsx'), 'WelPage');
const Dashboard = lazyPage(() => import('../features/home/dashboard-page.tsx'), 'DashboardPage');
const TestPage = lazyPage(() => import('../features/home/test-page.tsx'), 'TestPage');
const InfoPage = lazyPage(() => import('../features/user-info/info-page.tsx'), 'InfoPage');
const IframePage = lazyPage(() => import('../features/iframe/iframe-page.tsx'), 'IframePage');
const LeaveForm = lazyPage(() => import('../features/flow/leave/leave-form-page.tsx'), 'LeaveFormPage');
const LeaveHandle = lazyPage(() => import('../features/flow/leave/leave-handle-page.tsx'), 'LeaveHandlePage');
const LeaveDetail = lazyPage(() => import('../features/flow/leave/leave-detail-page.tsx'), 'LeaveDetailPage');
const StartForm = lazyPage(() => import('../features/flow/form/start-form-page.tsx'), 'StartFormPage');
const TaskHandle = lazyPage(() => import('../features/flow/form/task-handle-page.tsx'), 'TaskHandlePage');
const ProcessDetail = lazyPage(() => import('../features/flow/form/process-detail-page.tsx'), 'ProcessDetailPage');
const FrontPage = lazyPage(() => import('../features/translate/front/front-page.tsx'), 'FrontPage');
const SortPage = lazyPage(() => import('../features/translate/front/sort-page.tsx'), 'SortPage');

const publicPage = (labelKey?: string): RouteMeta => ({ isAuth: false, isTab: false, labelKey });
const page = (labelKey: string, extra: RouteMeta = {}): RouteMeta => ({ labelKey, ...extra });

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage />, handle: publicPage('common:route.login') },
      { path: '/login/oidc', element: <OidcLandingPage />, handle: publicPage('common:route.login') },
      { path: website.lockPage, element: <LockPage />, handle: publicPage('common:route.lock') },
      { path: website.passwordChangePage, element: <PasswordChangePage />, handle: publicPage('common:route.passwordChange') },
      { path: website.secondFactorEnrolPage, element: <SecondFactorEnrolPage />, handle: publicPage('common:route.secondFactorEnrol') },
      { path: '/404', element: <ErrorPage />, handle: publicPage('common:route.404') },
      { path: '/403', element: <ErrorPage />, handle: publicPage('common:route.403') },
      { path: '/500', element: <ErrorPage />, handle: publicPage('common:route.500') },
      { path: '/', element: <FrontPage />, handle: { ...publicPage(), ownTitle: true } },
      { path: '/sort', element: <SortPage />, handle: { ...publicPage(), ownTitle: true } },
      { path: '/translate', element: <Navigate to="/" replace />, handle: publicPage() },
      {
        element: <Layout />,
        children: [
          { path: '/translateBackstage', element: <Navigate to={website.homePath} replace />, handle: { isTab: false } },
          { path: '/wel/index', element: <Wel />, handle: page('common:route.wel') },
          { path: '/wel/dashboard', element: <Dashboard />, handle: page('common:route.dashboard') },
          { path: '/info/index', element: <InfoPage />, handle: page('common:route.info') },
          { path: '/test/index', element: <TestPage />, handle: page('common:route.test') },
          // External menu pages in a frame; the tab label comes from the `name` query.
          { path: '/myiframe/:routerPath', element: <IframePage />, handle: page('common:route.iframe') },
          // The leave process pages the flow dictionary's route key `leave` leads to (blade-api.md 5.2).
          { path: '/work/process/leave/form/:processDefinitionId', element: <LeaveForm />, handle: page('flow:route.leaveForm') },
          {
            path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
            element: <LeaveHandle />,
            handle: page('flow:route.leaveHandle'),
          },
          {
            path: '/work/process/leave/detail/:processInstanceId/:businessId',
            element: <LeaveDetail />,
            handle: page('flow:route.leaveDetail'),
          },
          // Any other process: the forms its BPMN declares (features/flow/form).
          { path: '/work/process/form/:processDefinitionId', element: <StartForm />, handle: page('flow:route.startForm') },
          { path: '/work/process/handle/:taskId/:processInstanceId', element: <TaskHandle />, handle: page('flow:route.taskHandle') },
          { path: '/work/process/detail/:processInstanceId', element: <ProcessDetail />, handle: page('flow:route.processDetail') },
          // Menu paths: a registered screen, "under construction", or the 404 (root.tsx tells visitors the 404 at once).
          { path: '*', element: <MenuScreen />, handle: { catchAll: true } },
        ],
      },
    ],
  },
]);

followRouter(router);
