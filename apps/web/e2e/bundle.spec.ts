// JavaScript budgets, measured as what goes over the wire (the server sends the brotli copies made at build time):
// 200 kB for the sign-in page, 350 kB for the console's home (首页) and 450 kB for a list screen with the data grid (a
// fresh load of the translation home, whose first tab is the term-entry grid). The grid loads with the first list
// screen only: neither the sign-in page nor the home loads it. The checks are the budgets themselves; today's
// figures are in docs/performance.md.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { signIn } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const kB = 1024;
/** The data grid's own chunk (components/data-grid/grid-view.tsx and MUI X's grid). */
const GRID_CHUNK = /^grid-view-/;

type Measured = { total: number; files: number; encodings: Set<string>; largest: string; names: string[] };

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
      names: all.map((s) => s.name),
    };
  };
}

test('the /login page loads at most 200 kB of JavaScript over the wire', async ({ browser }) => {
  // A context of its own: the worker's kept tab has the console's files in its HTTP cache already.
  const context = await browser.newContext();
  const page = await context.newPage();
  const measured = measureScripts(page);
  await page.goto('/login');
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  const { total, files, encodings, largest, names } = await measured();
  await context.close();
  expect([...encodings]).toEqual(['br']);
  expect(names.filter((name) => GRID_CHUNK.test(name))).toEqual([]);
  console.log(`/login JavaScript: ${(total / kB).toFixed(1)} kB brotli in ${files} files (largest: ${largest})`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(200 * kB);
});

/** A fresh load of `path` in the signed-in console, with an empty HTTP cache, measured. */
async function measureConsoleScreen(browser: Browser, path: string, shown: (page: Page) => Promise<void>): Promise<Measured> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  // The same session in a new browser context: everything the console needs, with an empty HTTP cache (the
  // signed-in page cached the hashed files for a year).
  const fresh = await (await browser.newContext({ storageState: await context.storageState() })).newPage();
  const measured = measureScripts(fresh);
  await fresh.goto(path);
  await shown(fresh);
  await expect(fresh.getByTestId('sidebar-menu')).toBeVisible();
  const result = await measured();
  await fresh.context().close();
  await context.close();
  return result;
}

test("the console's home loads at most 350 kB of JavaScript over the wire, without the data grid", async ({ browser }) => {
  const { total, files, encodings, largest, names } = await measureConsoleScreen(browser, '/wel/index', (page) =>
    expect(page.getByTestId('wel-page')).toBeVisible(),
  );
  expect([...encodings]).toEqual(['br']);
  console.log(`home JavaScript: ${(total / kB).toFixed(1)} kB brotli in ${files} files (largest: ${largest})`);
  expect(total).toBeLessThanOrEqual(350 * kB);
  expect(names.filter((name) => GRID_CHUNK.test(name))).toEqual([]);
});

test('a list screen with the data grid loads at most 450 kB of JavaScript over the wire', async ({ browser }) => {
  const { total, files, encodings, largest, names } = await measureConsoleScreen(browser, '/translateBackstage/index', async (page) => {
    await expect(page.getByTestId('translate-entry-page')).toBeVisible();
    await expect(page.locator('.MuiDataGrid-root')).toBeVisible();
  });
  expect([...encodings]).toEqual(['br']);
  console.log(`list screen JavaScript: ${(total / kB).toFixed(1)} kB brotli in ${files} files (largest: ${largest})`);
  expect(names.filter((name) => GRID_CHUNK.test(name))).toHaveLength(1);
  expect(total).toBeLessThanOrEqual(450 * kB);
});
