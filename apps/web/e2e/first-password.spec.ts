// The forced first password change, through the real sign-in form. Tenant mode is off in this console (the form
// always signs in to tenant 000000), so the user is one of tenant 000000 whose password the administrator reset to
// account.initPassword (123456): the same rule as a new tenant's admin, which the API tests cover.
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { createUser } from './support/fixtures.ts';
import { fillLogin, resumeSession } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const HR_ROLE = '1123598816738675203';

test('a user whose password was reset must change it before reaching the console', async ({ page, browser }) => {
  await resumeSession(page);
  await apiPost(page, '/api/blade-system/user/submit', { account: 'e2e-first', name: 'e2e-first', password: 'given-1', roleId: HR_ROLE });
  const users = await apiGet<{ records: Array<{ id: string }> }>(page, '/api/blade-system/user/page?account=e2e-first');
  await apiPost(page, `/api/blade-system/user/reset-password?userIds=${users.records[0]!.id}`);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await fillLogin(visitor, 'e2e-first', '123456');
  await visitor.getByRole('button', { name: '登录' }).click();
  const screen = visitor.getByTestId('password-change');
  await expect(screen).toBeVisible();
  await expect(visitor).toHaveURL(/\/password-change$/);
  await expect(visitor.getByTestId('layout')).toHaveCount(0);

  // Any other page leads back here.
  await visitor.goto('/wel/index');
  await expect(visitor).toHaveURL(/\/password-change$/);
  await expect(screen).toBeVisible();

  await screen.getByLabel('原密码').fill('123456');
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

  await apiPost(page, `/api/blade-system/user/reset-password?userIds=${id}`);
  await visitor.reload();
  await expect(visitor).toHaveURL(/\/login/);
  await fillLogin(visitor, 'e2e-first-2', '123456');
  await visitor.getByRole('button', { name: '登录' }).click();
  await expect(visitor.getByTestId('password-change')).toBeVisible();
  await expect(visitor).toHaveURL(/\/password-change$/);
});
