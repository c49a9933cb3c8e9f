// The token refresh: the 10 s check trades the refresh token for a new pair once the token is tokenTime old.
import { expect, test } from './support/test.ts';
import { signInFresh as signIn } from './support/session.ts';

test('an access token older than tokenTime (3000 s) is refreshed by the 10 s check', async ({ page, context }) => {
  await signIn(page, 'admin');
  const token = async () => (await context.cookies()).find((c) => c.name === 'saber-access-token')?.value;
  const before = await token();
  // Age the stored token: issued 3001 s ago.
  await page.evaluate(() => {
    localStorage.setItem('saber-tokenTime', JSON.stringify({ content: Date.now() - 3_001_000, datatype: 'number', datetime: Date.now() }));
  });
  await expect.poll(token, { timeout: 15_000, intervals: [500] }).not.toBe(before);
  // The new token works: the console still loads data after a reload.
  await page.reload();
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
});
