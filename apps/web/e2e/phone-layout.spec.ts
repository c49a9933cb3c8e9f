// The console on a phone (390x844): the top bar stays within the screen (nothing scrolls sideways) and the home
// shows the person's work first: its list starts on the first screen, the search fields and the classification tree
// folded behind buttons above it instead of standing there at full length.
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { resumeSession } from './support/session.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test('on a phone the top bar fits the screen and the home list starts on the first screen', async ({ page }) => {
  await resumeSession(page);
  // A term base with classes enough to fill a phone's screen.
  const stamp = Date.now().toString(36);
  const names = Array.from({ length: 20 }, (_, i) => `e2e手机分类${stamp}-${i}`);
  for (const name of names) await apiPost(page, '/api/translate/classification/submit', { name });
  const tree = await apiGet<Array<{ id: string; title: string }>>(page, '/api/translate/classification/tree');
  const mine = tree.filter((n) => names.includes(n.title)).map((n) => n.id);

  try {
    await page.goto('/translateBackstage/index');
    const screen = page.getByTestId('translate-entry-screen');
    const grid = screen.getByRole('grid');
    await expect(grid.getByRole('row').first()).toBeVisible();
    // The top bar: within the screen, nothing cut or scrolled.
    const bar = await page
      .getByTestId('top-bar')
      .evaluate((el) => ({ right: el.getBoundingClientRect().right, hidden: el.scrollWidth - el.clientWidth }));
    expect(bar).toEqual({ right: PHONE.width, hidden: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    // The list starts on the first screen (below the person's open tasks, if any); the search fields and the tree wait
    // behind their buttons, the tree's naming the pick.
    expect((await grid.boundingBox())!.y).toBeLessThan(PHONE.height);
    const searchToggle = screen.getByTestId('crud-search-toggle');
    await expect(searchToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByTestId('crud-search')).toBeHidden();
    await searchToggle.click();
    await expect(screen.getByTestId('crud-search').getByRole('textbox', { name: '中文' })).toBeVisible();
    await searchToggle.click();
    await expect(screen.getByTestId('crud-search')).toBeHidden();
    const toggle = screen.getByTestId('classification-tree-toggle');
    await expect(toggle).toHaveText('全部分类');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByTestId('classification-tree')).toBeHidden();
    await toggle.click();
    await screen.getByTestId('classification-node').filter({ hasText: names[3]! }).click();
    await expect(toggle).toHaveText(names[3]!);
    await expect(screen.getByTestId('classification-tree')).toBeHidden();
  } finally {
    // Other specs list the classes: these go even when a step above failed.
    await apiPost(page, `/api/translate/classification/remove?ids=${mine.join(',')}`);
  }
});
