// The forced first password change, through the real sign-in form. Tenant mode is off in this console (the form
// always signs in to tenant 000000), so the user is one of tenant 000000 whose password the administrator reset in
// the console: a new random password, shown once in a dialog with a copy button (the same rule as a new tenant's
// admin, which the API tests cover).
import { expect, test } from './support/test.ts';
import { apiPost } from './support/api.ts';
import { createUser } from './support/fixtures.ts';
import { fillLogin, resumeSession } from './support/session.ts';
import { gridRows, searchList, selectRow } from './support/grid.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const HR_ROLE = '1123598816738675203';

test('a user whose password was reset in the console must change it before reaching the console', async ({ page, browser }) => {
  await resumeSession(page);
  await apiPost(page, '/api/blade-system/user/submit', {
    account: 'e2e-first',
    name: 'e2e-first',
    password: 'given-by-admin-1',
    roleId: HR_ROLE,
  });
  await page.goto('/system/user');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('账号').fill('e2e-first');
  await searchList(page, '/api/blade-system/user/page?');
  // The searched list on screen (one row), not the unsearched one the answer is about to replace: a box ticked
  // while its row is being replaced does not take.
  await expect(gridRows(page)).toHaveCount(1);
  await selectRow(page.getByRole('grid').getByRole('row', { name: /e2e-first/ }));
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '密码重置' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // The new password, shown this once, with a copy button.
  const issued = page.getByTestId('issued-passwords');
  await expect(issued.getByTestId('issued-password')).toHaveCount(1);
  await expect(issued.getByRole('button', { name: '复制 e2e-first' })).toBeVisible();
  const password = (await issued.getByTestId('issued-password-value').textContent())!;
  expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);
  await issued.getByRole('button', { name: '关闭' }).click();
  await expect(issued).toHaveCount(0);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  // The well-known password of before opens nothing.
  await fillLogin(visitor, 'e2e-first', '123456');
  await visitor.getByRole('button', { name: '登录' }).click();
  await expect(visitor.getByText('用户名或密码不正确')).toBeVisible();
  await fillLogin(visitor, 'e2e-first', password);
  await visitor.getByRole('button', { name: '登录' }).click();
  const screen = visitor.getByTestId('password-change');
  await expect(screen).toBeVisible();
  await expect(visitor).toHaveURL(/\/password-change$/);
  await expect(visitor.getByTestId('layout')).toHaveCount(0);

  // Any other page leads back here.
  await visitor.goto('/wel/index');
  await expect(visitor).toHaveURL(/\/password-change$/);
  await expect(screen).toBeVisible();

  await screen.getByLabel('原密码').fill(password);
  // A password on the deny-list is refused before it is hashed and sent.
  await screen.getByLabel('新密码').fill('12345678');
  await screen.getByLabel('确认密码').fill('12345678');
  await screen.getByRole('button', { name: '提交' }).click();
  await expect(screen.getByText('该密码过于常见,容易被猜中,请换一个')).toBeVisible();
  await screen.getByLabel('新密码').fill('my-own-pw-1');
  await screen.getByLabel('确认密码').fill('my-own-pw-1');
  await screen.getByRole('button', { name: '提交' }).click();
  // The change ends every session of the user: the console asks for the new password on the sign-in page.
  await expect(visitor).toHaveURL(/\/login/);
  await fillLogin(visitor, 'e2e-first', 'my-own-pw-1');
  await visitor.getByRole('button', { name: '登录' }).click();
  await expect(visitor.getByTestId('layout')).toBeVisible();
  await expect(visitor).not.toHaveURL(/password-change|login/);
  // The console now serves other pages (the hr role of this user has no sidebar menus of its own).
  await visitor.goto('/info/index');
  await expect(visitor.getByTestId('layout')).toBeVisible();
  await expect(visitor).toHaveURL(/\/info\/index$/);
  await expect(visitor.getByTestId('password-change')).toHaveCount(0);
});

test('a reset while signed in ends the session, and the next sign-in asks for a new password again', async ({ page, browser }) => {
  await resumeSession(page);
  const id = await createUser(page, 'e2e-first-2', HR_ROLE);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await fillLogin(visitor, 'e2e-first-2', 'e2e-first-2');
  await visitor.getByRole('button', { name: '登录' }).click();
  await expect(visitor.getByTestId('layout')).toBeVisible();

  const reset = await apiPost<{ passwords: Array<{ password: string }> }>(page, `/api/blade-system/user/reset-password?userIds=${id}`);
  await visitor.reload();
  await expect(visitor).toHaveURL(/\/login/);
  await fillLogin(visitor, 'e2e-first-2', reset.passwords[0]!.password);
  await visitor.getByRole('button', { name: '登录' }).click();
  await expect(visitor.getByTestId('password-change')).toBeVisible();
  await expect(visitor).toHaveURL(/\/password-change$/);
});
