// 待审核 through the real console: a visitor applies with 申请账号 and is told at sign-in that the account waits; the
// administrator approves it in 待审核 with a role and a dept, and the applicant signs in; or rejects it with a reason,
// which the applicant reads at the sign-in. Each test's applicant is its own.
import type { Browser, Page } from '@playwright/test';
import { captchaCode } from './support/captcha.ts';
import { closeOtherContexts } from './support/contexts.ts';
import { gridRows, searchList } from './support/grid.ts';
import { fillLogin, resumeSession, signInFresh } from './support/session.ts';
import { expect, test } from './support/test.ts';

test.afterEach(closeOtherContexts);

/** A visitor in a browser of their own applies for `account` (password `pass-word-1`) through 申请账号. */
async function apply(browser: Browser, account: string): Promise<Page> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  // Settled first: the 租户ID field comes in when the tenant mode is known (the moment 登录 is enabled) and moves the
  // link down; a click while it moves can miss it.
  await expect(visitor.getByRole('button', { name: '登录' })).toBeEnabled();
  await visitor.getByRole('button', { name: '申请账号' }).click();
  const dialog = visitor.getByRole('dialog', { name: '账号注册' });
  await dialog.getByLabel('账号名称').fill(account);
  await dialog.getByLabel('用户姓名').fill(`申请人${account.slice(-1)}`);
  await dialog.getByLabel('密码', { exact: true }).fill('pass-word-1');
  await dialog.getByLabel('确认密码').fill('pass-word-1');
  const image = dialog.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-key', /.+/);
  await dialog.getByLabel('验证码').fill(await captchaCode((await image.getAttribute('data-key'))!));
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toHaveCount(0);
  return visitor;
}

/** The visitor tries to sign in and reads the refusal. */
async function refusedWith(visitor: Page, account: string, message: string): Promise<void> {
  await visitor.goto('/login');
  await fillLogin(visitor, account, 'pass-word-1');
  await visitor.getByRole('button', { name: '登录' }).click();
  await expect(visitor.getByTestId('login-error')).toHaveText(message);
}

/** The administrator's 待审核 row of `account`. */
async function applicationRow(page: Page, account: string) {
  await page.goto('/system/user-approval');
  await page.getByTestId('user-approval-page').getByRole('textbox', { name: '登录账号' }).fill(account);
  await searchList(page.getByTestId('user-approval-page'), '/api/blade-system/user-approval/list?', { account });
  const row = gridRows(page).filter({ hasText: account });
  await expect(row).toHaveCount(1);
  return row;
}

test('an applicant waits, is approved with a role and a dept in 待审核, then signs in', async ({ page, browser }) => {
  const visitor = await apply(browser, 'e2e_apply1');
  await refusedWith(visitor, 'e2e_apply1', '账号正在等待管理员审核');

  await resumeSession(page);
  const row = await applicationRow(page, 'e2e_apply1');
  await expect(row).toContainText('申请人1');
  await expect(row).toContainText('申请账号');
  await row.getByTestId('row-approve').click();
  const dialog = page.getByTestId('approval-approve');
  await dialog.getByRole('combobox', { name: '角色' }).click();
  await page.getByRole('option', { name: '用户', exact: true }).click();
  await dialog.getByRole('combobox', { name: '部门' }).click();
  await page.getByRole('option', { name: '刀锋科技', exact: true }).click();
  await dialog.getByRole('button', { name: '通过' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已通过,申请人现在可以登录' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(gridRows(page).filter({ hasText: 'e2e_apply1' })).toHaveCount(0);

  await signInFresh(visitor, 'e2e_apply1', 'pass-word-1');
});

test('a rejected applicant reads the reason at the sign-in, and the application is listed as rejected', async ({ page, browser }) => {
  const visitor = await apply(browser, 'e2e_apply2');
  await resumeSession(page);
  const row = await applicationRow(page, 'e2e_apply2');
  await row.getByTestId('row-reject').click();
  const dialog = page.getByTestId('approval-reject');
  await dialog.getByLabel('驳回原因').fill('非本公司员工');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已驳回,申请人登录时将看到原因' })).toBeVisible();
  await expect(gridRows(page).filter({ hasText: 'e2e_apply2' })).toHaveCount(0);
  await page.getByRole('button', { name: '已驳回' }).click();
  await expect(gridRows(page).filter({ hasText: 'e2e_apply2' })).toContainText('非本公司员工');

  await refusedWith(visitor, 'e2e_apply2', '账号申请未通过:非本公司员工');
});
