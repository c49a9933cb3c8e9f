// The tab each worker keeps between tests (support/test.ts): what one test leaves in it, the next one never sees.
import type { Page } from './support/test.ts';
import { expect, test } from './support/test.ts';
import { resumeSession } from './support/session.ts';

let firstTab: Page | undefined;
let firstViewport: { width: number; height: number } | null = null;

test('a test signs in, stores items, routes a call, grants a permission, resizes, turns motion on and opens a second page', async ({
  page,
  context,
}) => {
  firstTab = page;
  firstViewport = page.viewportSize();
  await resumeSession(page);
  await page.goto('/wel/index');
  await expect(page.getByTestId('layout')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
  });
  await page.route('**/api/blade-system/param/listNotAuth', (route) => route.fulfill({ json: { routed: true } }));
  page.on('dialog', (dialog) => dialog.accept());
  await context.grantPermissions(['clipboard-read']);
  await page.setViewportSize({ width: 700, height: 500 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await context.newPage();
  expect((await context.cookies()).length).toBeGreaterThan(0);
});

test('the next test of the worker gets the same tab without any of it', async ({ page, context }) => {
  // The same tab: the checks below are about the reset, not about a new context.
  expect(page).toBe(firstTab);
  expect(await context.cookies()).toEqual([]);
  expect(context.pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual(firstViewport);
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state)).not.toBe(
    'granted',
  );
  expect((page as unknown as { listenerCount: (event: string) => number }).listenerCount('dialog')).toBe(0);
  const answer = await page.request.get('/api/blade-system/param/listNotAuth');
  expect(await answer.json()).not.toEqual({ routed: true });
  // Unrouted in the page too: the call reaches the server.
  const fromPage = await page.evaluate(async () => (await fetch('/api/blade-system/param/listNotAuth')).json());
  expect(fromPage).not.toEqual({ routed: true });
  // And a console opened now is signed out.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login/);
});
