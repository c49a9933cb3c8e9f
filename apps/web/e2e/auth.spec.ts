// Sign-in with the real captcha, the session's storage shape, errors, sign-out and 401 handling.
import { expect, test } from './support/test.ts';
import { breakAccessToken, currentCaptchaKey, fillLogin, screenshot, signInFresh as signIn, stored } from './support/session.ts';

test('signs in with the captcha and lands on the translation home with the welcome tab', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('登录');
  await screenshot(page, 'login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/translateBackstage\/index$/);
  await expect(page.getByTestId('translate-home').getByRole('tab', { name: '词条管理' })).toBeVisible();
  // Inside the console the back-office name is the sidebar's title; the page's names the screen, then system.name
  // (page-title.spec.ts).
  await expect(page.getByTestId('backend-name')).not.toHaveText('');
  await expect(page).toHaveTitle(/^翻译首页 - /);
  // Tabs after sign-in: the welcome tab plus the page opened.
  await expect(page.getByTestId('tab-bar').getByRole('tab')).toHaveText(['首页', '翻译首页']);

  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies['saber-access-token']).toMatch(/^ey/);
  expect(cookies['saber-refresh-token']).toMatch(/^ey/);
  const userInfo = await stored<{ user_name: string }>(page, 'userInfo');
  expect(userInfo).toMatchObject({ content: { user_name: 'admin' }, datatype: 'object' });
  expect(typeof userInfo?.datetime).toBe('number');
  await screenshot(page, 'translate-home');
});

test('a wrong password shows the server message, keeps the visitor out and renews the captcha', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'hr', 'not-the-password');
  const used = await currentCaptchaKey(page);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  await expect(page).toHaveURL(/\/login$/);
  await currentCaptchaKey(page, used);
  await expect(page.getByLabel('验证码')).toHaveValue('');
});

test('a wrong captcha is refused', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('admin');
  await page.getByLabel('验证码').fill('zzzzz');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('验证码不正确');
});

test('empty fields are named before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await expect(page.getByText('请输入验证码')).toBeVisible();
});

test('a page asked for before signing in opens after it', async ({ page }) => {
  await page.goto('/system/post');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fpost$/);
  await fillLogin(page, 'admin', 'admin');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/system\/post$/);
  // The first screen after sign-in loads its lazy chunk (the list) and the menus: give it time on a busy machine.
  await expect(page.getByTestId('post-page')).toBeVisible({ timeout: 20_000 });
});

test('signing out asks first, clears the session and lands on the public front page', async ({ page, context }) => {
  await signIn(page, 'admin');
  // From a page that needs a session: the sign-out goes to "/", not to the sign-in page asking to come back here.
  await page.getByRole('button', { name: '菜单搜索' }).click();
  await page.getByRole('textbox', { name: '菜单搜索' }).fill('岗');
  await page.getByTestId('menu-search-results').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/system\/post$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('dialog')).toContainText('退出系统, 是否继续?');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('saber-access-token');
  expect(await stored(page, 'userInfo')).toBeNull();
  // Back to a console page: the session is gone.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login/);
});

test('a broken token signs out locally and goes to /login (401)', async ({ page, context }) => {
  await signIn(page, 'admin');
  await breakAccessToken(page);
  await page.goto('/wel/index');
  // The message shows when the 401 arrives and hides 3 s later: checked before the redirect's page, which a busy
  // machine may take longer than that to show.
  await expect(page.getByTestId('toast').first()).toContainText('令牌无效或已过期');
  await expect(page).toHaveURL(/\/login/);
  expect(await stored(page, 'userInfo')).toBeNull();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('saber-access-token');
});

test('a signed-in visitor of /login goes to the console', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/translateBackstage\/index$/);
});
