// Theme colour, themes and language: applied at once and remembered across reloads.
import { expect, test, type Page } from './support/test.ts';
import { closeOtherContexts } from './support/contexts.ts';
import { screenshot, signInFresh as signIn, stored, loginLandingOn } from './support/session.ts';

test.afterEach(closeOtherContexts);

const background = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).backgroundImage);

test('the theme colour changes the primary colour and is remembered', async ({ page }) => {
  await signIn(page, 'admin', 'admin', loginLandingOn('/wel/index'));
  const activeTab = page.getByTestId('tab-bar').getByRole('tab', { selected: true });
  // Written as text, the theme colour is darkened to read at WCAG AA on the page (#409EFF, #ff4500 below).
  await expect(activeTab).toHaveCSS('color', 'rgb(44, 110, 178)');
  await page.getByRole('button', { name: '主题色' }).click();
  await page.getByTestId('color-picker').getByRole('button', { name: '#ff4500' }).click();
  await page.keyboard.press('Escape');
  await expect(activeTab).toHaveCSS('color', 'rgb(198, 53, 0)');
  expect((await stored(page, 'colorName'))?.content).toBe('#ff4500');
  await page.reload();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { selected: true })).toHaveCSS('color', 'rgb(198, 53, 0)');
});

test('each of the 11 themes gives the bars their own colours, and the choice is remembered', async ({ page }) => {
  await signIn(page, 'admin', 'admin', loginLandingOn('/wel/index'));
  await page.getByRole('button', { name: '主题', exact: true }).click();
  const tiles = page.getByRole('dialog').locator('[data-theme]');
  await expect(tiles).toHaveCount(11);
  const seen = new Set<string>();
  for (const name of ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte']) {
    await page.locator(`[data-theme="${name}"]`).click();
    await expect(page.locator(`[data-theme="${name}"]`)).toHaveAttribute('aria-pressed', 'true');
    seen.add(`${await background(page, 'sidebar')}|${await background(page, 'top-bar')}`);
  }
  expect(seen.size).toBe(11);
  await page.locator('[data-theme="dark"]').click();
  await page.keyboard.press('Escape');
  await screenshot(page, 'theme-dark');
  await page.reload();
  expect(await background(page, 'sidebar')).toContain('rgb(25, 26, 35)');
  expect((await stored(page, 'themeName'))?.content).toBe('dark');
});

test('the language switches at run time, disables the current one and is remembered', async ({ page }) => {
  await signIn(page, 'admin', 'admin', loginLandingOn('/wel/index'));
  await page.getByRole('button', { name: '语言' }).click();
  await expect(page.getByRole('menuitem', { name: '中文' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page.getByRole('button', { name: 'Lock screen' })).toBeVisible();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByTestId('sidebar-menu')).toContainText('System');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await stored(page, 'language'))?.content).toBe('en');
  await screenshot(page, 'wel-en');
  // Buttons read as written, not upper-cased.
  await page.goto('/system/post');
  const add = page.getByTestId('crud-toolbar').getByRole('button', { name: 'Add', exact: true });
  await expect(add).toHaveText('Add');
  await expect(add).toHaveCSS('text-transform', 'none');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Lock screen' })).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeDisabled();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: '锁屏' })).toBeVisible();
});

test('API messages follow the UI language (Accept-Language)', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByLabel('Account').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByLabel('Captcha').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(/captcha/i);
  await expect(page).toHaveTitle('Sign in');
});

test("a first visit follows the browser's language, without a click and without storing it", async ({ browser }) => {
  const english = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await english.goto('/login');
  await expect(english.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(english.getByLabel('Account')).toBeVisible();
  await expect(english.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english).toHaveTitle('Sign in');
  expect(await stored(english, 'language')).toBeNull();

  const chinese = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await chinese.goto('/login');
  await expect(chinese.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(chinese.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test("a language chosen in the console beats the browser's and survives a reload", async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect((await stored(page, 'language'))?.content).toBe('zh');
  await page.reload();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('a language stored by a Saber console (saber-language) is the one shown', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await page.addInitScript(() => {
    if (!localStorage.getItem('saber-language'))
      localStorage.setItem('saber-language', JSON.stringify({ content: 'en', datatype: 'string', datetime: Date.now() }));
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
