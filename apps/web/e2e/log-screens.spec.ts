// The log screens show the server's own records (a sign-in, a user's change, an uploaded console error), the local error log is
// sent to the server after confirming, and a CRUD list exports what its filters select as .xlsx.
import { expect, test, type Page } from './support/test.ts';
import ExcelJS from 'exceljs';
import { createRole, createUser } from './support/fixtures.ts';
import { gridRows } from './support/grid.ts';
import { resumeSession, screenshot, signIn, signInFresh } from './support/session.ts';

/** Log rows are written in batches (about a second): search again until the row shows. */
async function searchUntil(page: Page, text: RegExp) {
  const grid = page.getByRole('grid');
  await expect(async () => {
    await page.getByTestId('crud-search').getByRole('button', { name: '搜索' }).click();
    await expect(grid.getByRole('row', { name: text }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('the usual log shows the sign-in, with its detail', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/monitor/log/usual');
  await expect(page.getByTestId('log-usual-page')).toBeVisible();
  await page.getByTestId('crud-search').getByLabel('日志业务ID').fill('login');
  await searchUntil(page, /admin signed in/);
  await screenshot(page, 'log-usual');
  await page
    .getByRole('grid')
    .getByRole('row', { name: /admin signed in/ })
    .first()
    .getByTestId('row-view')
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('日志业务ID')).toHaveValue('login');
  await expect(dialog.getByLabel('请求接口')).toHaveValue('/api/blade-auth/oauth/token');
});

test('the api log shows a change made in the console', async ({ page, browser }) => {
  test.setTimeout(90_000); // admin, then a user of the test's own signing in through the form
  await resumeSession(page);
  await page.goto('/monitor/log/api');
  // The change: a user no other test has saves their profile in 个人信息, in a browser of their own.
  await createUser(page, 'e2e_apilog', await createRole(page, 'E2E 接口日志', 'e2e_apilog'));
  const context = await browser.newContext();
  try {
    const me = await context.newPage();
    await signInFresh(me, 'e2e_apilog');
    await me.goto('/info/index');
    const profile = me.getByTestId('info-profile');
    await expect(profile.getByLabel('用户昵称')).toHaveValue('e2e_apilog');
    await profile.getByLabel('用户昵称').fill('接口日志昵称');
    await profile.getByRole('button', { name: '提交' }).click();
    await expect(me.getByTestId('toast').filter({ hasText: '更新成功' })).toBeVisible();
  } finally {
    await context.close();
  }

  // The administrator finds exactly that call: made by that user, to the profile route, answered 200.
  const search = page.getByTestId('crud-search');
  await search.getByLabel('操作人').fill('e2e_apilog');
  await searchUntil(page, /\/update-info/);
  const row = page
    .getByRole('grid')
    .getByRole('row', { name: /update-info/ })
    .first();
  await expect(row).toContainText('e2e_apilog');
  await expect(row).toContainText('POST');
  await expect(row).toContainText('200');
  await screenshot(page, 'log-api');
});

test('the local error log is uploaded after confirming and shows in the error log', async ({ page }) => {
  await signIn(page, 'admin');
  const marker = `uploaded from the console ${Date.now()}`;
  await page.evaluate(
    (m) =>
      setTimeout(() => {
        throw new Error(m);
      }),
    marker,
  );
  await expect(page.getByTestId('error-log-badge')).toContainText('1');
  await page.getByRole('button', { name: '错误日志' }).click();
  const table = page.getByTestId('error-log-table');
  await expect(table).toContainText(marker);
  await page.getByRole('button', { name: '上传服务器' }).click();
  await expect(page.getByRole('dialog').last()).toContainText('确定上传本地日志到服务器?');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '发送成功!' })).toBeVisible();
  await expect(table).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/monitor/log/error');
  await searchUntil(page, new RegExp(marker));
  await screenshot(page, 'log-error');
});

test('a CRUD list exports what its filters select as .xlsx', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post');
  await page.getByTestId('crud-search').getByLabel('岗位编号').fill('ceo');
  await page.getByTestId('crud-search').getByRole('button', { name: '搜索' }).click();
  // The search is applied once the address holds it (the list's state lives there).
  await expect(page).toHaveURL(/[?&]q\.postCode=ceo(&|$)/);
  // ...and the list shows its rows: the address changes first, the screen (and the export it offers) in the render
  // that follows, which a click right after the address change could come before.
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first()).toContainText('ceo');
  const exportCall = page.waitForRequest((r) => r.url().includes('/api/blade-export/xlsx'));
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('crud-export').click();
  const url = new URL((await exportCall).url());
  expect(url.searchParams.get('entity')).toBe('post');
  // The console's search matches part of a code, and the export asks for the same.
  expect(url.searchParams.get('postCode_like')).toBe('ceo');
  expect(JSON.parse(url.searchParams.get('columns')!)).toContainEqual(['postCode', '岗位编号']);
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^post-.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  const codeColumn = (sheet.getRow(1).values as unknown[]).indexOf('岗位编号');
  expect(sheet.getColumn(codeColumn).values.slice(2)).toEqual(['ceo']);
});

test('the report list opens for the administrator', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/report/reportlist');
  await expect(page.getByTestId('report-page')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
});
