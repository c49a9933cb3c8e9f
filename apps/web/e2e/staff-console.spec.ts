// The console for people other than the platform administrator: the seeded staff reach their work from the menu,
// a screen they hold no menu for is refused, the next person after a sign-out starts at the home, and a role
// granted one translation button gets exactly that action.
import { expect, test, type Page } from './support/test.ts';
import { apiGet, apiHeaders } from './support/api.ts';
import { createRole, createUser } from './support/fixtures.ts';
import { consoleShown, fillLogin, resumeSession, screenshot, signIn, signInFresh } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const HOME = '/translateBackstage/index';

/** The forced first password change, through its page; the change ends the session, so the form asks again. */
async function changeFirstPassword(page: Page, from: string, to: string): Promise<void> {
  const change = page.getByTestId('password-change');
  await change.getByLabel('原密码').fill(from);
  await change.getByLabel('新密码').fill(to);
  await change.getByLabel('确认密码').fill(to);
  await change.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Opens 我的事务 > 待办事务 from the sidebar, as a person would. */
async function openTodoFromMenu(page: Page): Promise<void> {
  const menu = page.getByTestId('sidebar-menu');
  await menu.getByText('我的事务', { exact: true }).click();
  await menu.getByText('待办事务', { exact: true }).click();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('grid')).toBeVisible();
}

for (const account of ['hr', 'manager', 'boss']) {
  test(`${account} signs in to a home with their work and reaches the task list from the menu`, async ({ page }) => {
    await signIn(page, account);
    const home = page.getByTestId('staff-home');
    if (account === 'manager') {
      // The manager runs the translation platform: the home is its backstage.
      await expect(page.getByTestId('translate-home').getByRole('tab', { name: '留言管理' })).toBeVisible();
    } else {
      await expect(home.getByTestId('home-tasks')).toBeVisible();
      await expect(home.getByTestId('home-notices')).toBeVisible();
      await expect(home.getByTestId('home-shortcuts')).toContainText('待办事务');
      if (account === 'hr') await screenshot(page, 'staff-home');
    }
    await openTodoFromMenu(page);
  });
}

test('a screen the user holds no menu for shows the 403 page, not a screen whose calls fail', async ({ page }) => {
  await signIn(page, 'hr');
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) refused.push(res.url());
  });
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
  expect(refused).toEqual([]);
});

test('after a sign-out the next person starts at the home, not at the last page of the one before', async ({ page }) => {
  await signInFresh(page, 'admin');
  await page.goto('/system/param');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // Signed out on the front page; going to /login before that navigation ends would be cut short by it.
  await expect(page.getByTestId('front-page')).toBeVisible();
  await page.goto('/login');
  await fillLogin(page, 'boss', 'boss');
  await page.getByRole('button', { name: '登录' }).click();
  await consoleShown(page, HOME);
  await expect(page.getByTestId('staff-home')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).not.toContainText('参数管理');
  // /login with a session leads home too.
  await page.goto('/login');
  await consoleShown(page, HOME);
});

test('a manager granted only 修改站点名称 renames the site, sees the new name, and gets no reply button', async ({ page, browser }) => {
  test.slow(); // a role, a user and a second browser
  await signIn(page, 'admin');
  const role = await createRole(page, '站点命名', 'e2e_site_namer', ['翻译管理', '站点设置', '修改站点名称', '留言管理']);
  await createUser(page, 'e2e-namer', role);

  const namer = await (await browser.newContext()).newPage();
  await signInFresh(namer, 'e2e-namer');
  await namer.goto('/translation/site');
  await expect(namer.getByTestId('open-images')).toHaveCount(0);
  await namer.getByTestId('open-site-names').click();
  const name = `后台-${Date.now().toString(36)}`;
  const dialog = namer.getByTestId('site-names-dialog');
  await dialog.getByTestId('site-backName').fill(name);
  await dialog.getByTestId('site-save').click();
  await expect(namer.getByTestId('toast').filter({ hasText: '更新成功！' })).toBeVisible();
  // The back-office name drives the sidebar, after the page's reload and in another open console (the title is the
  // screen's and system.name's).
  await expect(namer.getByTestId('backend-name')).toHaveText(name);
  await expect(namer).toHaveTitle(/^站点设置 - /);
  await page.reload();
  await expect(page.getByTestId('backend-name')).toHaveText(name);

  await namer.goto('/translation/message');
  await expect(namer.getByTestId('translate-message-page')).toBeVisible();
  await expect(namer.getByTestId('message-reply-button')).toHaveCount(0);
  await expect(namer.getByTestId('message-remove-button')).toHaveCount(0);
  await expect(namer.getByTestId('top-images')).toHaveCount(0);
});

test("a new tenant's admin signs in through the form, changes the first password, adds a user who then signs in", async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins, a password change and a user form
  await resumeSession(page);
  const tenantName = `e2e租户${Date.now().toString(36)}`;
  const created = await page.request.post('/api/blade-system/tenant/submit', {
    headers: await apiHeaders(page),
    data: { tenantName, linkman: '联系人' },
  });
  const answer = await created.json();
  expect(answer.success).toBe(true);
  // The admin's first password, answered once to the tenant's creator.
  const first = answer.data.passwords[0].password as string;
  const tenants = await apiGet<{ tenantId: string; tenantName: string }[]>(page, '/api/blade-system/tenant/select');
  const tenantId = tenants.find((t) => t.tenantName === tenantName)!.tenantId;

  const tenantAdmin = await (await browser.newContext()).newPage();
  await tenantAdmin.goto('/login');
  // A second tenant exists: the form asks which one.
  const tenantField = tenantAdmin.getByLabel('租户ID');
  await expect(tenantField).toHaveValue('000000');
  await tenantField.fill(tenantId);
  await fillLogin(tenantAdmin, 'admin', first);
  await tenantAdmin.getByRole('button', { name: '登录' }).click();
  await changeFirstPassword(tenantAdmin, first, 'tenant-own-1');
  // The form remembers the tenant last used.
  await expect(tenantAdmin.getByLabel('租户ID')).toHaveValue(tenantId);
  await fillLogin(tenantAdmin, 'admin', 'tenant-own-1');
  await tenantAdmin.getByRole('button', { name: '登录' }).click();
  await consoleShown(tenantAdmin, HOME);

  await tenantAdmin.goto('/system/user');
  await tenantAdmin.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = tenantAdmin.getByTestId('user-form');
  await form.getByLabel('登录账号').fill('clerk');
  await form.getByLabel('密码').fill('clerk-pass-1');
  await form.getByLabel('用户昵称').fill('Clerk');
  await form.getByLabel('用户姓名').fill('新员工');
  await form.getByLabel('所属角色').click();
  await tenantAdmin.getByRole('option', { name: '用户' }).click();
  await tenantAdmin.keyboard.press('Escape');
  await form.getByLabel('所属部门').click();
  await tenantAdmin.getByRole('option', { name: tenantName }).click();
  await tenantAdmin.keyboard.press('Escape');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(tenantAdmin.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();

  const clerk = await (await browser.newContext()).newPage();
  await clerk.goto('/login');
  await clerk.getByLabel('租户ID').fill(tenantId);
  await fillLogin(clerk, 'clerk', 'clerk-pass-1');
  await clerk.getByRole('button', { name: '登录' }).click();
  // A password set by someone else is changed first; then the staff home with the tenant's staff menus.
  await changeFirstPassword(clerk, 'clerk-pass-1', 'clerk-own-1');
  await fillLogin(clerk, 'clerk', 'clerk-own-1');
  await clerk.getByRole('button', { name: '登录' }).click();
  await consoleShown(clerk, HOME);
  await expect(clerk.getByTestId('staff-home').getByTestId('home-tasks')).toBeVisible();
  await openTodoFromMenu(clerk);
});
