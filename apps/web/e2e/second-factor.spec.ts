// The second factor through the real console: a user enrols in 个人信息 (the key read off the page, the code computed
// as the authenticator app would), signs out, and signs in again: the password alone is refused with a question for
// the code, and the code opens the console.
import { generate } from 'otplib';
import { expect, test } from './support/test.ts';
import { createUser } from './support/fixtures.ts';
import { consoleShown, fillLogin, resumeSession, signInFresh } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const HR_ROLE = '1123598816738675203';
const PERIOD = 30;

test('a user enrols an authenticator app in 个人信息 and then signs in with its code', async ({ page, browser }) => {
  await resumeSession(page);
  await createUser(page, 'e2e-totp', HR_ROLE);

  const user = await (await browser.newContext()).newPage();
  await signInFresh(user, 'e2e-totp');
  await user.goto('/info/index');
  await user.getByRole('tab', { name: '两步验证' }).click();
  const panel = user.getByTestId('second-factor');
  await expect(panel).toContainText('两步验证未启用');
  // The tenant's rule is the administrators' to set, not staff's.
  await expect(panel.getByTestId('tenant-second-factor-rule')).toHaveCount(0);
  await panel.getByRole('button', { name: '启用两步验证' }).click();
  await expect(panel.getByRole('img', { name: '两步验证二维码' })).toBeVisible();
  const secret = (await panel.getByTestId('second-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await panel.getByLabel('动态口令').fill(await generate({ secret }));
  await panel.getByRole('button', { name: '确认启用' }).click();
  const codes = panel.getByTestId('recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: '我已保存恢复码' }).click();
  await expect(panel).toContainText('两步验证已启用。剩余恢复码:10 个');

  await user.getByTestId('user-menu').click();
  await user.getByRole('menuitem', { name: '退出登录' }).click();
  await user.getByRole('button', { name: '确定' }).click();
  await expect(user).toHaveURL(/^https?:\/\/[^/]+\/$/);

  await user.goto('/login');
  await fillLogin(user, 'e2e-totp', 'e2e-totp');
  await user.getByRole('button', { name: '登录' }).click();
  await expect(user.getByTestId('login-error')).toHaveText('请输入动态验证码');
  // The code the app shows next: the current one was spent on the enrolment and is refused as a replay.
  await user.getByLabel('动态口令').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + PERIOD }));
  await fillLogin(user, 'e2e-totp', 'e2e-totp');
  await user.getByRole('button', { name: '登录' }).click();
  await consoleShown(user);
});

test("an administrator sees the tenant's rule, and is told to enrol before requiring it of administrators", async ({ page }) => {
  await resumeSession(page);
  await page.goto('/info/index');
  await page.getByRole('tab', { name: '两步验证' }).click();
  const rule = page.getByTestId('tenant-second-factor-rule');
  const select = rule.getByRole('combobox', { name: '谁必须使用两步验证' });
  await expect(select).toHaveText('不要求');
  await select.click();
  await page.getByRole('option', { name: '管理员' }).click();
  await rule.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先为自己启用两步验证,再要求他人启用')).toBeVisible();
  // Nothing changed: the rule read again is still off.
  await page.reload();
  await page.getByRole('tab', { name: '两步验证' }).click();
  await expect(page.getByTestId('tenant-second-factor-rule').getByRole('combobox', { name: '谁必须使用两步验证' })).toHaveText('不要求');
});
