// Menu search: case-insensitive prefix match on leaf names, Esc closes, choosing opens the page.
import { expect, test } from './support/test.ts';
import { signIn } from './support/session.ts';

test('finds leaf menus by prefix and opens the one chosen', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: '菜单搜索' }).click();
  const input = page.getByRole('textbox', { name: '菜单搜索' });
  await input.fill('用户');
  const results = page.getByTestId('menu-search-results').getByRole('button');
  await expect(results).toHaveText([/^用户管理/]);
  // Prefix only: a word in the middle of a name does not match; a group name (not a leaf) neither.
  await input.fill('管理');
  await expect(page.getByTestId('menu-search-results')).toContainText('没有匹配的菜单');
  await input.fill('系统管理');
  await expect(page.getByTestId('menu-search-results')).toContainText('没有匹配的菜单');
  await input.fill('岗');
  await results.first().click();
  await expect(page).toHaveURL(/\/system\/post$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('matches regardless of case, Enter picks, Esc closes', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Menu search' }).click();
  const input = page.getByRole('textbox', { name: 'Menu search' });
  await input.fill('ROL');
  await expect(page.getByTestId('menu-search-results').getByRole('button')).toHaveText([/^Roles/]);
  await input.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu search' }).click();
  await page.getByRole('textbox', { name: 'Menu search' }).fill('pa');
  await page.getByRole('textbox', { name: 'Menu search' }).press('Enter');
  await expect(page).toHaveURL(/\/system\/param$/);
});
