// The README's pictures: the main screens of a fresh install, in Chinese and in English, written to
// docs/screenshots/<screen>-<language>.jpg (JPEG: half of PNG's size in the repository's history). Each waits for
// what the screen is named after before it is taken.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signIn } from '../e2e/support/session.ts';

const OUT = path.resolve(import.meta.dirname, '../../../docs/screenshots');

type Language = 'zh' | 'en';
const shoot = (page: Page, name: string, language: Language) =>
  page.screenshot({ path: path.join(OUT, `${name}-${language}.jpg`), type: 'jpeg', quality: 85 });

async function chooseLanguage(page: Page, language: Language) {
  const current = await page.locator('html').getAttribute('lang');
  if ((current === 'en') === (language === 'en')) return;
  await page.getByRole('button', { name: language === 'en' ? '语言' : 'Language' }).click();
  await page.getByRole('menuitem', { name: language === 'en' ? 'English' : '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
}

for (const language of ['zh', 'en'] as const) {
  test(`the main screens in ${language}`, async ({ page, browser }) => {
    const english = language === 'en';
    await signIn(page, 'admin');
    await page.goto('/wel/index');
    await chooseLanguage(page, language);

    await page.goto('/translateBackstage/index');
    await expect(page.getByRole('grid').getByRole('row').nth(3)).toBeVisible();
    await shoot(page, 'translation-entries', language);

    await page.goto('/system/menu');
    await expect(
      page
        .getByRole('grid')
        .getByRole('row', { name: /系统管理|System/ })
        .first(),
    ).toBeVisible();
    await shoot(page, 'menu-tree', language);

    await page.goto('/system/user');
    await expect(page.getByRole('grid').getByRole('row', { name: /admin/ }).first()).toBeVisible();
    await shoot(page, 'users', language);

    await page.goto('/base/region');
    await expect(page.getByText(english ? /Beijing|北京市/ : '北京市').first()).toBeVisible();
    await shoot(page, 'regions', language);

    await page.goto('/desk/notice');
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await shoot(page, 'notices', language);

    await page.goto('/work/start');
    await expect(page.getByRole('main')).toBeVisible();
    await shoot(page, 'workflow-start', language);

    // The public front page, as a visitor sees it, with live suggestions for a term of the starter base.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await expect(visitor.getByTestId('front-page')).toBeVisible();
    await chooseLanguage(visitor, language);
    await visitor
      .getByTestId('front-search')
      .locator('input')
      .fill(english ? 'packet' : '数据');
    await expect(visitor.getByTestId('front-suggestion').first()).toBeVisible();
    await shoot(visitor, 'front-page', language);
    await visitor.context().close();

    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    await shoot(page, 'sign-in', language);
  });
}
