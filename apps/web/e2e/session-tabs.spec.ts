// Two tabs of one browser share the refresh token (a cookie), and a refresh token spent twice ends the session on
// the server. When the token falls due, the tabs must refresh it once between them and both stay signed in.
import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from './support/session.ts';

const REFRESH = /\/api\/blade-auth\/oauth\/token\?.*grant_type=refresh_token/;

const pendingLockRequests = (page: Page) => page.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0);

test('two tabs whose token falls due refresh it once and both stay signed in', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'admin');
  const second = await context.newPage();
  await second.goto('/translateBackstage/index');
  await expect(second.getByTestId('sidebar-menu')).toBeVisible();

  // Hold every refresh until both tabs have acted: the first one in flight, the other either waiting for the tabs'
  // lock (one refresh) or sending its own with the same refresh token (the replay that would end the session).
  const held: Route[] = [];
  let sent = 0;
  let released = false;
  await context.route(REFRESH, (route) => {
    sent += 1;
    if (released) return route.continue();
    held.push(route);
  });
  await first.evaluate(() => {
    localStorage.setItem('saber-tokenTime', JSON.stringify({ content: Date.now() - 3_001_000, datatype: 'number', datetime: Date.now() }));
  });
  await expect.poll(() => held.length, { timeout: 15_000, intervals: [200] }).toBeGreaterThan(0);
  const otherTabActed = async () => held.length > 1 || (await pendingLockRequests(first)) + (await pendingLockRequests(second)) > 0;
  await expect.poll(otherTabActed, { timeout: 15_000, intervals: [200] }).toBe(true);
  released = true;
  for (const route of held) await route.continue();

  // Both tabs still work with the one new pair, and no second refresh was ever sent.
  for (const page of [first, second]) {
    await page.reload();
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  }
  expect(sent).toBe(1);
});
