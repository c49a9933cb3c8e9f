// axe-core scans every screen of the administrator's menu in both languages, a list with rows and an open form
// dialog: no serious or critical violation of WCAG 2.1 A/AA. One page walks the screens through the console's own
// router (no reload, no new sign-in per screen), waiting on each for its title and for its loading to end.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiGet } from './support/api.ts';
import { resumeSession } from './support/session.ts';

// A scan runs axe's scripts for seconds: V8's optimising compilers pay back there, so this file's browser does
// without the tier's baseline-only flag (playwright.config.ts).
test.use({
  launchOptions: async ({ launchOptions }, use) => {
    await use({ ...launchOptions, args: (launchOptions.args ?? []).filter((arg) => !arg.startsWith('--js-flags')) });
  },
});

type Menu = { path: string; name: string; children?: Menu[] };

const HOME = '/translateBackstage/index';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const isExternal = (path: string) => /^https?:\/\//.test(path) || path.includes('html');
const leaves = (items: Menu[]): Menu[] => items.flatMap((m) => (m.children?.length ? leaves(m.children) : [m]));

/** The serious and critical violations on the page now, one line each: rule, impact and where. */
async function violations(page: Page, where: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}, ${v.nodes.length}x) ${v.help}: ${v.nodes[0]?.html} ${v.nodes[0]?.failureSummary}`);
}

/** Moves the console to `path` as a link inside it would (the router follows the history), and waits until it shows. */
async function open(page: Page, path: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Each screen's title names it: a new title is the new screen's, drawn.
  await expect(page).not.toHaveTitle(before);
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
}

async function screens(page: Page): Promise<string[]> {
  const menus = await apiGet<Menu[]>(page, '/api/blade-system/menu/routes');
  const paths = leaves(menus)
    .map((m) => m.path)
    .filter((path) => !isExternal(path));
  // The home the walk starts from is scanned there (its menu entry leads to it).
  return ['/wel/index', '/info/index', ...paths.filter((path) => !HOME.startsWith(path))];
}

/**
 * The walk is cut into parts of a few screens each, every part a test of its own (one page load each), which either
 * worker may take: the file is the tier's longest, and run in one worker it kept the other idle at the end.
 */
const PARTS = 6;
test.describe.configure({ mode: 'parallel' });

for (const language of ['zh', 'en'] as const) {
  for (let part = 0; part < PARTS; part++) {
    test(`the administrator's screens pass axe (${language}, part ${part + 1} of ${PARTS})`, async ({ page }) => {
      test.slow(); // a handful of screens, each scanned
      await resumeSession(page);
      await page.evaluate((lang) => {
        localStorage.setItem('saber-language', JSON.stringify({ content: lang, datatype: 'string', datetime: Date.now() }));
      }, language);
      await page.goto(HOME);
      await expect(page.getByTestId('translate-home')).toBeVisible();
      await expect(page.getByTestId('page-loading')).toHaveCount(0);
      // The shell (sidebar, bars, tabs) is the same on every screen: scanned once, then each screen's own content.
      const found = part === 0 ? await violations(page, 'home') : [];
      const mine = (await screens(page)).filter((_, i) => i % PARTS === part);
      for (const path of mine) {
        await open(page, path);
        found.push(...(await violations(page, path, 'main')));
      }
      expect(found).toEqual([]);
    });
  }
}

test('a list with rows and an open form dialog pass axe', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/user');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row', { name: /admin/ })).toBeVisible();
  const found = await violations(page, 'user list');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  await expect(page.getByTestId('user-form')).toBeVisible();
  found.push(...(await violations(page, 'user form')));
  expect(found).toEqual([]);
});

test('a list while its rows load passes axe', async ({ page }) => {
  await resumeSession(page);
  // The list's answer is held until the scan is done: the grid shows its loading bar meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/blade-system/user/page?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/system/user');
  const grid = page.getByTestId('user-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  await expect(grid.locator('.MuiDataGrid-overlay')).toBeAttached();
  const found = await violations(page, 'loading list');
  release();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  expect(found).toEqual([]);
});
