// Signing in through the login page, captcha included.
import { expect, type Page } from '@playwright/test';
import { captchaCode } from './captcha.ts';

/** The key of the captcha image the page shows now (waits for a new one when `not` is given). */
export async function currentCaptchaKey(page: Page, not?: string): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-key', /.+/);
  if (not) await expect(image).not.toHaveAttribute('data-key', not);
  return (await image.getAttribute('data-key'))!;
}

export async function fillLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  const key = await currentCaptchaKey(page);
  await page.getByLabel('验证码').fill(await captchaCode(key));
}

/** Where the console's post-sign-in redirect ends: the page a `?redirect=` asked for, else the backstage home. */
function landingPath(start: string): string {
  const asked = new URL(start, 'http://localhost').searchParams.get('redirect');
  return asked && asked.startsWith('/') && !asked.startsWith('//') ? asked : HOME_PATH;
}

const HOME_PATH = '/translateBackstage/index';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until the console shell shows on `path` (with its menus unless the account holds none): nothing is still
 * on its way to another page.
 */
export async function consoleShown(page: Page, path = HOME_PATH, { menus = true } = {}): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await expect(page.getByTestId('layout')).toBeVisible();
  if (menus) await expect(page.getByTestId('sidebar-menu')).toBeVisible();
}

/**
 * Signs in from /login (or the given start page) and waits until the post-sign-in redirect has landed and the
 * console shows: a `page.goto` issued while that redirect is still under way can lose to it and show the wrong page.
 */
export async function signIn(page: Page, account = 'admin', password = account, start = '/login'): Promise<void> {
  await page.goto(start);
  await fillLogin(page, account, password);
  await page.getByRole('button', { name: '登录' }).click();
  await consoleShown(page, landingPath(start));
}

/** A wrapped Saber storage item, parsed. */
export async function stored<T>(page: Page, name: string, area: 'local' | 'session' = 'local'): Promise<{ type?: string; content: T; datatype: string; datetime: number } | null> {
  return page.evaluate(([key, where]) => {
    const raw = (where === 'session' ? sessionStorage : localStorage).getItem(key!);
    return raw ? JSON.parse(raw) : null;
  }, [`saber-${name}`, area]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}
