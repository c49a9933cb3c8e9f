// English strings of the app shell and the simple pages.
import type { Messages } from '../zh/index.ts';

export const app: Pick<Messages, 'common' | 'http' | 'route' | 'error' | 'page' | 'iframe' | 'test' | 'wel' | 'dashboard' | 'info'> = {
  common: { confirm: 'OK', cancel: 'Cancel', close: 'Close', hint: 'Notice', noData: 'No data' },
  http: { unknown: 'Unknown error', network: 'Network error, please check your connection', timeout: 'The request timed out, please try again', server: 'Server error ({{status}})' },
  route: {
    login: 'Sign in', lock: 'Locked', passwordChange: 'Change your initial password', wel: 'Home', dashboard: 'Dashboard', info: 'Personal info', test: 'Test page', iframe: 'External page',
    '404': 'Page not found', '403': 'Forbidden', '500': 'Server error',
  },
  error: {
    '404': 'Sorry, the page you are looking for does not exist', '403': 'Sorry, you may not open this page', '500': 'Sorry, the server ran into an error',
    home: 'Back to home', crashed: 'The page failed to load, please reload', reload: 'Reload',
  },
  page: { underConstruction: 'This screen is under construction and will arrive soon.' },
  iframe: { noSource: 'No external page address to show' },
  test: { body: 'A test page standing for a mock menu.' },
  wel: {
    morning: 'Good morning, {{name}}', afternoon: 'Good afternoon, {{name}}', evening: 'Good evening, {{name}}', night: 'Working late, {{name}}',
    intro: 'Welcome to the back office.', account: 'My account', shortcuts: 'Shortcuts',
    tasks: 'My tasks', noTasks: 'No open tasks', claimable: '{{count}} more waiting to be claimed', allTasks: 'All tasks',
    notices: 'Latest notices', noNotices: 'No notices', allNotices: 'All notices', noShortcuts: 'No menus yet: ask an administrator for access',
  },
  dashboard: { menus: 'Menus available', buttons: 'Button permissions', tabs: 'Open tabs', logs: 'Local error logs' },
  info: {
    account: 'Account', realName: 'Real name', name: 'Nickname', phone: 'Phone', email: 'Email', tenantId: 'Tenant id', tenant: 'Tenant',
    roles: 'Roles', readOnlyNote: 'Your profile is read-only for now; editing arrives with user management.',
  },
};
