// JavaScript budgets, measured as what goes over the wire (the server sends the brotli copies made at build time).
// Issue 19's budgets are 200 kB for the sign-in page and 350 kB for the first console screen (a fresh load of the
// translation home, whose first tab is the term-entry grid); both are missed today (212 and 412 kB, README
// "Performance"), so these checks hold the measured sizes at 215 and 415 kB: a stray whole-library import shows.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const kB = 1024;

/** What the page's scripts cost over the wire, and how those of 1 kB and more were encoded. */
function measureScripts(page: Page): () => Promise<{ total: number; files: number; encodings: Set<string> }> {
  const sizes: Array<Promise<{ bytes: number; encoding: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(response.finished().then(async () => ({
      bytes: (await response.request().sizes()).responseBodySize,
      encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
    })));
  });
  return async () => {
    const all = await Promise.all(sizes);
    // Files under 1 kB are not worth a compressed copy (apps/web/scripts/precompress.mjs).
    const large = all.filter((s) => s.bytes >= kB);
    return { total: all.reduce((sum, s) => sum + s.bytes, 0), files: all.length, encodings: new Set(large.map((s) => s.encoding)) };
  };
}

test('the /login page loads at most 215 kB of JavaScript over the wire', async ({ page }) => {
  const measured = measureScripts(page);
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  const { total, files, encodings } = await measured();
  expect([...encodings]).toEqual(['br']);
  console.log(`/login JavaScript: ${(total / kB).toFixed(1)} kB brotli in ${files} files`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(215 * kB);
});

test('the first console screen loads at most 415 kB of JavaScript over the wire', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  // The same session in a new browser context: everything the console needs, with an empty HTTP cache (the
  // signed-in page cached the hashed files for a year).
  const fresh = await (await browser.newContext({ storageState: await context.storageState() })).newPage();
  const measured = measureScripts(fresh);
  await fresh.goto('/translateBackstage/index');
  await expect(fresh.getByTestId('translate-entry-page')).toBeVisible();
  await expect(fresh.getByTestId('sidebar-menu')).toBeVisible();
  const { total, files, encodings } = await measured();
  expect([...encodings]).toEqual(['br']);
  console.log(`console JavaScript: ${(total / kB).toFixed(1)} kB brotli in ${files} files`);
  expect(total).toBeLessThanOrEqual(415 * kB);
  await fresh.context().close();
  await context.close();
});
