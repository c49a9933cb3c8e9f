// Lock: a lock password is asked for first (required), /lock follows, every page leads back to it, and only
// the right password unlocks.
import { expect, test } from './support/test.ts';
import { screenshot, signInFresh as signIn, stored, loginLandingOn } from './support/session.ts';

test('locks with a new lock password and unlocks with it', async ({ page }) => {
  await signIn(page, 'admin', 'admin', loginLandingOn('/wel/index'));
  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();
  await dialog.getByLabel('锁屏密码').fill('secret-1');
  await dialog.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByTestId('lock-user')).toHaveText('管理员');
  expect(await stored(page, 'isLock', 'session')).toMatchObject({ content: true, type: 'session' });
  await screenshot(page, 'lock');

  // Locked: any console page leads back to /lock.
  await page.goto('/info/index');
  await expect(page).toHaveURL(/\/lock$/);

  await page.getByLabel('锁屏密码').fill('wrong');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByTestId('lock-error')).toHaveText('解锁密码错误,请重新输入');

  await page.getByLabel('锁屏密码').fill('secret-1');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('wel-page')).toBeVisible();
  expect(await stored(page, 'isLock', 'session')).toMatchObject({ content: false });
});

test('the lock page is not reachable without a lock', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/lock');
  await expect(page).not.toHaveURL(/\/lock$/);
  await expect(page.getByTestId('layout')).toBeVisible();
});
