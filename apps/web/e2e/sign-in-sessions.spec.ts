// 登录日志, 在线用户 and 个人信息's signed-in devices, through the real console: a refused and then a successful sign-in in
// the log, 强退 of another browser's session signing that browser out at its next request, and a user ending their
// other device's session from 个人信息. Each test's user is its own (seeded accounts' sessions are shared by the run).
import { expect, test, type Page } from './support/test.ts';
import { createRole, createUser, roleId } from './support/fixtures.ts';
import { closeOtherContexts } from './support/contexts.ts';
import { searchList } from './support/grid.ts';
import { fillLogin, resumeSession, screenshot, signInFresh } from './support/session.ts';

test.afterEach(closeOtherContexts);

/** Log rows are written in batches (about a second): search again until the row shows. */
async function searchUntil(page: Page, text: RegExp) {
  const grid = page.getByRole('grid');
  await expect(async () => {
    await page.getByTestId('crud-search').getByRole('button', { name: '搜索' }).click();
    await expect(grid.getByRole('row', { name: text }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('the sign-in log shows a refused and then a successful sign-in of the account', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await resumeSession(page);
  await createUser(page, 'e2e_signlog', await roleId(page, 'hr'));
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/login');
  await fillLogin(visitor, 'e2e_signlog', 'not-the-password');
  await visitor.getByRole('button', { name: '登录' }).click();
  await expect(visitor.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  await signInFresh(visitor, 'e2e_signlog');

  await page.goto('/monitor/log/sign-in');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('登录账号').fill('e2e_signlog');
  await searchUntil(page, /e2e_signlog.*密码错误/);
  const grid = page.getByRole('grid');
  // Newest first: the success after the refusal (the password changes createUser made are older still).
  const rows = grid.getByRole('row', { name: /e2e_signlog/ });
  await expect(rows.first()).toContainText('成功');
  await expect(grid.getByRole('row', { name: /e2e_signlog.*密码错误/ })).toHaveCount(1);
  await screenshot(page, 'log-sign-in');
});

test('强退 in 在线用户 signs the other browser out at its next request', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await resumeSession(page);
  await createUser(page, 'e2e_kicked', await createRole(page, 'E2E 强退', 'e2e_kicked'));
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInFresh(other, 'e2e_kicked', 'e2e_kicked', '/login', { menus: true });

  await page.goto('/monitor/online');
  await expect(page.getByTestId('online-page')).toBeVisible();
  await page.getByTestId('online-page').getByRole('textbox', { name: '账号' }).fill('e2e_kicked');
  await searchList(page.getByTestId('online-page'), '/api/blade-auth/session/list?', { account: 'e2e_kicked' });
  const row = page.getByRole('grid').getByRole('row', { name: /e2e_kicked/ });
  await expect(row).toHaveCount(1);
  await screenshot(page, 'online-users');
  await row.getByTestId('row-kick').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定强退 e2e_kicked 的这个会话吗');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已强退' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: /e2e_kicked/ })).toHaveCount(0);

  // The other browser's next call finds its session ended: the console signs out to the sign-in page.
  await other.goto('/info/index');
  await expect(other).toHaveURL(/\/login/);
});

test('个人信息 lists my signed-in devices, this one marked, and ends the other one', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await resumeSession(page);
  await createUser(page, 'e2e_devices', await roleId(page, 'hr'));
  const [mine, theirs] = [await (await browser.newContext()).newPage(), await (await browser.newContext()).newPage()];
  await signInFresh(theirs, 'e2e_devices');
  await signInFresh(mine, 'e2e_devices');

  await mine.goto('/info/index');
  await mine.getByRole('tab', { name: '登录设备' }).click();
  const grid = mine.getByRole('grid');
  await expect(grid.getByRole('row', { name: /当前会话/ })).toHaveCount(1);
  const otherRow = grid
    .getByRole('row')
    .filter({ has: mine.getByTestId('row-end') })
    .filter({ hasNotText: '当前会话' });
  await expect(otherRow).toHaveCount(1);
  await otherRow.getByTestId('row-end').click();
  await mine.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(mine.getByTestId('toast').filter({ hasText: '已强退' })).toBeVisible();
  await expect(grid.getByTestId('row-end')).toHaveCount(1);

  await theirs.goto('/info/index');
  await expect(theirs).toHaveURL(/\/login/);
  // This device stays signed in.
  await mine.reload();
  await expect(mine.getByTestId('info-page')).toBeVisible();
});
