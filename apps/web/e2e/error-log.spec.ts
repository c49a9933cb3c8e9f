// The local error log: uncaught errors and failed calls are recorded; the badge caps at 99; clear asks first and
// reports (the upload to the server: log-error-upload.spec.ts).
import { expect, test } from './support/test.ts';
import { breakAccessToken, resumeSession, screenshot, signIn } from './support/session.ts';

test('uncaught errors land in the log; clearing asks first', async ({ page }) => {
  await signIn(page, 'admin');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('boom from the test');
    }),
  );
  const badge = page.getByTestId('error-log-badge');
  await expect(badge).toContainText('1');

  await page.getByRole('button', { name: '错误日志' }).click();
  const table = page.getByTestId('error-log-table');
  await expect(table).toContainText('boom from the test');
  await expect(table.getByRole('columnheader')).toHaveText(['类型', '地址', '内容', '错误堆栈', '时间']);
  await screenshot(page, 'error-log');

  await page.getByRole('button', { name: '清空本地日志' }).click();
  await expect(page.getByRole('dialog').last()).toContainText('确定清空本地日志记录?');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '清空成功!' })).toBeVisible();
  await expect(table).toHaveCount(0);
});

test('a server failure is logged and kept across a sign-out; the expired session itself is no error', async ({ page }) => {
  await signIn(page, 'admin');
  await page.route('**/api/blade-system/post/list*', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto('/system/post');
  await expect(page.getByTestId('error-log-badge')).toContainText('1');
  await page.unroute('**/api/blade-system/post/list*');
  await breakAccessToken(page);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'admin');
  await page.getByRole('button', { name: '错误日志' }).click();
  const table = page.getByTestId('error-log-table');
  await expect(table).toContainText('/api/blade-system/post/list');
  await expect(table).toContainText('-> 503');
  await expect(table).not.toContainText('-> 401');
});

test('the badge shows at most 99', async ({ page }) => {
  await resumeSession(page);
  // The log is written from a page where the console is not running, so the console cannot save its own list
  // over it before the console loads it.
  await page.goto('/api/health');
  await page.evaluate(() => {
    const entries = Array.from({ length: 150 }, (_, i) => ({
      type: 'error',
      message: `old ${i}`,
      stack: '',
      info: '',
      url: '/',
      time: '2026-01-01 00:00:00',
    }));
    localStorage.setItem('saber-logsList', JSON.stringify({ content: entries, datatype: 'object', datetime: Date.now() }));
  });
  await page.goto('/wel/index');
  await expect(page.getByTestId('error-log-badge')).toContainText('99+');
});

test('a call cut off by leaving the page is not logged as a failure', async ({ page }) => {
  await resumeSession(page);
  let held = false;
  // The menu call is held unanswered, so it is still under way when the page is left.
  await page.route('**/api/blade-system/menu/routes*', () => {
    held = true;
  });
  await page.goto('/wel/index');
  await expect.poll(() => held).toBe(true);
  await page.goto('/api/health');
  const logs = await page.evaluate(() => localStorage.getItem('saber-logsList'));
  expect(JSON.parse(logs ?? '{"content":[]}').content).toEqual([]);
});
