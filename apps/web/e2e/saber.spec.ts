// Saber 4.9, the open-source Blade console nobody here wrote, against our API as its deployment runs it (static
// files, history routing, `/blade-` paths forwarded): it signs in through its own form, captcha and SM2-encrypted
// password included, and its screens load their lists with no error shown and no failed call.
import { expect, test, type Page } from '@playwright/test';
import { captchaCode } from './support/captcha.ts';
import { startSaber, type Saber } from './support/saber.ts';

let saber: Saber;
test.beforeAll(async ({ baseURL }) => {
  saber = await startSaber(baseURL!);
});
test.afterAll(() => saber.close());

/** Every API call Saber makes that fails: an HTTP error or an R answer that is not a success. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/blade-')) return;
    if (response.status() >= 400) {
      failures.push(`${response.request().method()} ${url.pathname}: HTTP ${response.status()}`);
      return;
    }
    const body = await response.json().catch(() => undefined) as { code?: number; success?: boolean } | undefined;
    if (body && typeof body.code === 'number' && body.code !== 200) failures.push(`${response.request().method()} ${url.pathname}: code ${body.code}`);
  });
  return failures;
}

async function signInThroughSaber(page: Page) {
  const captcha = page.waitForResponse((r) => new URL(r.url()).pathname === '/blade-auth/captcha');
  await page.goto(`${saber.url}/login`);
  const { data } = (await (await captcha).json()) as { data: { key: string } };
  // Saber fills tenant 000000, admin and admin itself; a person reads the captcha image.
  await page.getByPlaceholder('请输入验证码').fill(await captchaCode(data.key));
  const signedIn = page.waitForResponse((r) => new URL(r.url()).pathname === '/blade-auth/token');
  await page.getByRole('button', { name: '登录' }).click();
  const answer = (await (await signedIn).json()) as { success: boolean; data: { account: string } };
  expect(answer).toMatchObject({ success: true, data: { account: 'admin' } });
  await expect(page).toHaveURL(/\/wel\/index/);
}

test('Saber signs in through its own form (captcha, SM2 password) and shows its home with our menus', async ({ page }) => {
  const failures = watchFailures(page);
  await signInThroughSaber(page);
  await expect(page.locator('.el-message--error')).toHaveCount(0);
  await expect(page.getByText('系统管理').first()).toBeVisible();
  expect(failures).toEqual([]);
});

// Every list screen of Saber 4.9 (src/views): system, authority, base, desk, monitor, tool and report.
const SCREENS = [
  '/system/user', '/system/dept', '/system/post', '/system/dict', '/system/menu', '/system/topmenu', '/system/param',
  '/system/tenant', '/system/client', '/authority/role', '/authority/datascope', '/authority/apiscope', '/base/region',
  '/desk/notice', '/monitor/log/usual', '/monitor/log/api', '/monitor/log/error', '/tool/datasource', '/tool/code',
  '/report/reportlist',
];

test('each of Saber\'s list screens loads its rows from our API with no error shown and no failed call', async ({ page }) => {
  test.setTimeout(120_000); // twenty screens of another console
  const failures = watchFailures(page);
  await signInThroughSaber(page);
  let asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/blade-')) asked.push(url.pathname);
  });
  for (const screen of SCREENS) {
    asked = [];
    await page.goto(`${saber.url}${screen}`);
    // The screen has asked for its rows (and dictionaries, trees) and has them all.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => /\/(list|page|tree|lazy-tree|lazy-list|parent-list)$/.test(p)), screen).not.toEqual([]);
    await expect(page.locator('.avue-crud, .el-tree').first(), screen).toBeVisible();
    await expect(page.locator('.el-message--error'), screen).toHaveCount(0);
    expect(failures, screen).toEqual([]);
  }
  expect(failures).toEqual([]);
});
