// Passkeys through the real console and Chromium's own WebAuthn stack: a virtual authenticator (the DevTools
// protocol's WebAuthn domain: CTAP2, internal, resident keys, user verification) answers the browser's prompts, so
// the whole ceremony runs. A user enrols a passkey in 个人信息, names and renames it, signs out, signs in with the
// passkey button alone, and once it is removed it signs in no more. The user's pages are on localhost: a passkey's
// relying party is a domain name, never an IP address.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { createUser } from './support/fixtures.ts';
import { consoleShown, resumeSession, signInFresh } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const HR_ROLE = '1123598816738675203';
const ON_LOCALHOST = `http://localhost:${process.env.E2E_PORT ?? 18480}`;

/** A page on localhost whose browser holds a platform authenticator that verifies its user. */
async function pageWithAuthenticator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: ON_LOCALHOST })).newPage();
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

async function signOut(page: Page, menuItem: string, confirmButton: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  await page.getByRole('button', { name: confirmButton }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
}

test('a user enrols a passkey in 个人信息, signs in with it alone, and not once it is removed', async ({ page, browser }) => {
  await resumeSession(page);
  await createUser(page, 'e2e-passkey', HR_ROLE);

  const user = await pageWithAuthenticator(browser);
  await signInFresh(user, 'e2e-passkey');
  await user.goto('/info/index');
  await user.getByRole('tab', { name: '通行密钥' }).click();
  const panel = user.getByTestId('passkeys');
  await expect(panel).toContainText('同时算作两步验证');
  await panel.getByRole('button', { name: '添加通行密钥' }).click();
  await expect(panel.getByText('请输入1到50个字符的名称')).toBeVisible();
  await panel.getByRole('textbox', { name: '名称' }).fill('办公室电脑');
  await panel.getByRole('button', { name: '添加通行密钥' }).click();
  await expect(user.getByTestId('toast').filter({ hasText: '通行密钥已添加' })).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: '办公室电脑' });
  await expect(row).toContainText('从未使用');

  await row.getByTestId('row-rename').click();
  const dialog = user.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '名称' }).fill('我的笔记本');
  await dialog.getByRole('button', { name: '保存' }).click();
  const renamed = panel.getByRole('row').filter({ hasText: '我的笔记本' });
  await expect(renamed).toBeVisible();

  await signOut(user, '退出登录', '确定');
  await user.goto('/login');
  // No account, password or captcha: the passkey is both factors.
  await user.getByRole('button', { name: '使用通行密钥' }).click();
  await consoleShown(user);
  await user.goto('/info/index');
  await user.getByRole('tab', { name: '通行密钥' }).click();
  await expect(renamed).not.toContainText('从未使用');
  await expect(renamed).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d.*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

  await renamed.getByTestId('row-remove').click();
  await user.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(user.getByTestId('toast').filter({ hasText: '通行密钥已删除' })).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await signOut(user, '退出登录', '确定');
  await user.goto('/login');
  // The authenticator still holds the credential; the server no longer knows it.
  await user.getByRole('button', { name: '使用通行密钥' }).click();
  await expect(user.getByTestId('login-error')).toHaveText('通行密钥验证失败:请确认租户正确且该通行密钥仍已登记');
  await expect(user).toHaveURL(/\/login/);
});

test('the passkey screens and the sign-in speak English once English is chosen', async ({ page, browser }) => {
  await resumeSession(page);
  await createUser(page, 'e2e-passkey-en', HR_ROLE);

  const user = await pageWithAuthenticator(browser);
  await signInFresh(user, 'e2e-passkey-en');
  await user.getByRole('button', { name: '语言' }).click();
  await user.getByRole('menuitem', { name: 'English' }).click();
  await user.goto('/info/index');
  await user.getByRole('tab', { name: 'Passkeys' }).click();
  const panel = user.getByTestId('passkeys');
  await panel.getByRole('textbox', { name: 'Name' }).fill('Office laptop');
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByRole('row').filter({ hasText: 'Office laptop' })).toContainText('Never');

  await signOut(user, 'Sign out', 'OK');
  await user.goto('/login');
  await user.getByRole('button', { name: 'Use a passkey' }).click();
  await consoleShown(user);
});
