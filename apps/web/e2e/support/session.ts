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

/** Signs in from /login (or the given start page) and waits until the console shows. */
export async function signIn(page: Page, account = 'admin', password = account, start = '/login'): Promise<void> {
  await page.goto(start);
  await fillLogin(page, account, password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('layout')).toBeVisible();
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
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
