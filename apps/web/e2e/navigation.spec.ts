// Routes: 404, menu routes without a screen, leaf-root redirects, the avatar menu's pages, the frame route,
// the sidebar's single open branch and the width tiers.
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { resumeSession, screenshot, signIn } from './support/session.ts';

test('unknown paths show the 404 page, signed in or not', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByTestId('error-code')).toHaveText('404');
  // A visitor asking for a path no page has gets the 404 too, not a sign-in form; a real page asks to sign in.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('error-code')).toHaveText('404');
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser$/);
  await resumeSession(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await screenshot(page, '404');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/translateBackstage\/index$/);
});

test('a menu without its screen yet shows "under construction"; a leaf root redirects to /index', async ({ page }) => {
  await resumeSession(page);
  // Every seeded menu has its screen: an administrator adds one under 日志管理 whose path no screen serves.
  const menus = await apiGet<Array<{ id: string; name: string }>>(
    page,
    `/api/blade-system/menu/list?name=${encodeURIComponent('日志管理')}`,
  );
  const logMenu = menus.find((m) => m.name === '日志管理')!;
  await apiPost(page, '/api/blade-system/menu/submit', {
    parentId: logMenu.id,
    code: 'log_audit',
    name: '审计日志',
    alias: 'menu',
    path: '/monitor/log/audit',
    sort: 9,
    category: 1,
  });
  await page.goto('/monitor/log/audit');
  await expect(page.getByTestId('under-construction')).toContainText('审计日志');
  await expect(page.getByText('该页面正在建设中')).toBeVisible();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: '审计日志' })).toBeVisible();
  // The open branch follows the page: 系统监控 > 日志管理 is expanded.
  await expect(page.getByTestId('sidebar-menu').getByRole('button', { name: '日志管理' })).toHaveAttribute('aria-expanded', 'true');
  await screenshot(page, 'under-construction');
  await page.goto('/translateBackstage');
  await expect(page).toHaveURL(/\/translateBackstage\/index$/);
});

test('the sidebar keeps one branch open at a time', async ({ page }) => {
  await signIn(page, 'admin');
  const menu = page.getByTestId('sidebar-menu');
  await menu.getByRole('button', { name: '系统管理' }).click();
  await expect(menu.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('button', { name: '权限管理' }).click();
  await expect(menu.getByRole('button', { name: '权限管理' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('button', { name: '用户管理' })).toHaveCount(0);
});

test('the menu fetched after the stored one showed keeps the branch the user opened meanwhile', async ({ page }) => {
  // A console loaded again shows the menu it stored at once and then replaces it by the one it fetches: the answer
  // is held until the user has opened a branch, and marked by one more item so its arrival shows.
  await signIn(page, 'admin');
  let release!: () => void;
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/blade-system/menu/routes', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    body.data.push({ id: '990001', parentId: '0', name: '刷新标记', path: '/refreshed', source: 'iconfont', sort: 99, children: [] });
    await clicked;
    await route.fulfill({ response: answer, json: body });
  });
  await page.reload();
  const menu = page.getByTestId('sidebar-menu');
  await menu.getByRole('button', { name: '系统管理' }).click();
  await expect(menu.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect(menu.getByRole('button', { name: '刷新标记' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: '用户管理' })).toBeVisible();
});

test('the avatar menu opens the dashboard and the personal info', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '控制台' }).click();
  await expect(page).toHaveURL(/\/wel\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toContainText('可用菜单');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(page.getByLabel('邮箱')).toHaveValue('admin@bladex.vip');
  await expect(page.getByLabel('用户姓名')).toHaveValue('管理员');
  await screenshot(page, 'info');
  // No switch dept/role item: switch mode is off.
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '切换部门/角色' })).toHaveCount(0);
});

test('external pages open in the frame route with the item fields as query', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/myiframe/urlPath?src=%2Fapi%2Fhealth&name=Health');
  await expect(page.locator('iframe')).toHaveAttribute('src', '/api/health');
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: 'Health' })).toBeVisible();
});

test('width tiers: 3, 2, 1, 0 by window width; narrow tiers collapse the sidebar', async ({ page }) => {
  await signIn(page, 'admin');
  const layout = page.getByTestId('layout');
  await expect(layout).toHaveAttribute('data-screen', '3');
  await page.setViewportSize({ width: 1000, height: 700 });
  await expect(layout).toHaveAttribute('data-screen', '2');
  await page.setViewportSize({ width: 800, height: 700 });
  await expect(layout).toHaveAttribute('data-screen', '1');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.setViewportSize({ width: 500, height: 700 });
  await expect(layout).toHaveAttribute('data-screen', '0');
  await screenshot(page, 'narrow');
  await page.setViewportSize({ width: 1300, height: 700 });
  await expect(layout).toHaveAttribute('data-screen', '3');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
});

test('the collapse toggle narrows the sidebar to icons with pop-up groups', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('sidebar-menu-collapsed').getByRole('button', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '岗位管理' }).click();
  await expect(page).toHaveURL(/\/system\/post$/);
  await screenshot(page, 'collapsed');
});

test('menu links: isOpen 2 opens a new window, an http(s) path opens in the frame route', async ({ page, context }) => {
  // The seed has neither kind: add one of each to the server's menu answer.
  await page.route('**/api/blade-system/menu/routes*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.push(
      { id: 'x-window', parentId: '0', code: 'x_window', name: '新窗口页', path: '/test', source: 'Web', isOpen: 2 },
      {
        id: 'x-frame',
        parentId: '0',
        code: 'x_frame',
        name: '外部文档',
        path: 'https://docs.example.com/guide.html',
        source: 'Web',
        isOpen: 1,
      },
    );
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'admin');
  const menu = page.getByTestId('sidebar-menu');

  const popup = context.waitForEvent('page');
  await menu.getByRole('button', { name: '新窗口页' }).click();
  expect((await popup).url()).toMatch(/\/test\/index$/); // a first-level leaf: <path>/index
  await expect(page).toHaveURL(/\/translateBackstage\/index$/);

  await menu.getByRole('button', { name: '外部文档' }).click();
  await expect(page).toHaveURL(/\/myiframe\/urlPath\?src=https%3A%2F%2Fdocs\.example\.com%2Fguide\.html&name=/);
  await expect(page.locator('main iframe')).toHaveAttribute('src', 'https://docs.example.com/guide.html');
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: '外部文档' })).toBeVisible();
});
