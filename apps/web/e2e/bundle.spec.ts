// JavaScript budgets, measured as what goes over the wire (the server sends the brotli copies made at build time):
// 200 kB for the sign-in page and 350 kB for the first console screen (a fresh load of the translation home, whose
// first tab is the term-entry list). The checks are the budgets themselves; today's figures are in
// docs/performance.md.
import { expect, test, type Page } from './support/test.ts';
import { signIn } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const kB = 1024;

type Measured = { total: number; files: number; encodings: Set<string>; largest: string };

/** What the page's scripts cost over the wire, how those of 1 kB and more were encoded, and the largest of them. */
function measureScripts(page: Page): () => Promise<Measured> {
  const sizes: Array<Promise<{ name: string; bytes: number; encoding: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.finished().then(async () => ({
        name: new URL(response.url()).pathname.split('/').pop()!,
        bytes: (await response.request().sizes()).responseBodySize,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
      })),
    );
  });
  return async () => {
    const all = await Promise.all(sizes);
    // Files under 1 kB are not worth a compressed copy (apps/web/scripts/precompress.mjs).
    const large = all.filter((s) => s.bytes >= kB);
    // Where the bytes are, for whoever has to bring them down.
    const largest = [...large]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)
      .map((s) => `${s.name} ${(s.bytes / kB).toFixed(1)}`)
      .join(', ');
    return {
      total: all.reduce((sum, s) => sum + s.bytes, 0),
      files: all.length,
      encodings: new Set(large.map((s) => s.encoding)),
      largest,
    };
  };
}

test('the /login page loads at most 200 kB of JavaScript over the wire', async ({ page }) => {
  const measured = measureScripts(page);
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  const { total, files, encodings, largest } = await measured();
  expect([...encodings]).toEqual(['br']);
  console.log(`/login JavaScript: ${(total / kB).toFixed(1)} kB brotli in ${files} files (largest: ${largest})`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(200 * kB);
});

test('the first console screen loads at most 350 kB of JavaScript over the wire', async ({ browser }) => {
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
  const { total, files, encodings, largest } = await measured();
  expect([...encodings]).toEqual(['br']);
  console.log(`console JavaScript: ${(total / kB).toFixed(1)} kB brotli in ${files} files (largest: ${largest})`);
  expect(total).toBeLessThanOrEqual(350 * kB);
  await fresh.context().close();
  await context.close();
});
