// Every list screen of the administrator's menu is a data grid: paged with a page-size choice and a total, its
// column choice and widths kept through a reload, and arrow keys moving the focused cell. The screens are read from
// the menu itself, so a list added later is walked too; the few screens that are no list say why below.
import { expect, test, type Page } from './support/test.ts';
import { apiGet } from './support/api.ts';
import { columnWidth, dataGrid, resizeColumn, setColumnShown } from './support/grid.ts';
import { resumeSession } from './support/session.ts';

type MenuNode = { path: string; name: string; category?: number; children?: MenuNode[] };

/** Menu screens that show no list, each for a reason of its own. */
const NOT_LISTS: Record<string, string> = {
  '/wel/index': 'the home: greetings and shortcuts',
  '/translation/site': 'a settings form',
  '/translation/message': "the message board's threads with their replies",
  '/flow/deploy': 'an upload form',
};

function leaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));
}

/** The data columns of the grid (not the selection boxes, not the row buttons), by field. */
async function dataFields(page: Page): Promise<string[]> {
  const headers = dataGrid(page).first().locator('.MuiDataGrid-columnHeader[data-field]');
  const fields = await headers.evaluateAll((els) => els.map((el) => el.getAttribute('data-field')!));
  return fields.filter((f) => f !== '__check__' && f !== '__actions');
}

/**
 * Opens a screen inside the running console, as a sidebar click does (the router follows the browser's history):
 * a full load per screen would spend most of the walk parsing the same scripts again.
 */
async function moveTo(page: Page, path: string): Promise<void> {
  // The screen left is marked: the walk goes on once its grid is gone (a menu path may redirect to another address).
  await page.locator('.MuiDataGrid-root').evaluateAll((grids) => grids.forEach((g) => g.setAttribute('data-left', '')));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('.MuiDataGrid-root[data-left]'), path).toHaveCount(0);
}

/** `list`: the grid's screen (two menu paths may show the same list, and the last choice for it is what is kept). */
type Chosen = { path: string; list: string; resized: string; width: number; hidden?: string };

// The walk in parts run side by side: each takes every PARTS-th screen of the menu.
const PARTS = 4;
test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < PARTS; part++)
  test(`every list screen of the menu is a data grid with paging, kept columns and keyboard navigation (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    await resumeSession(page);
    await page.goto('/wel/index');
    const menus = await apiGet<MenuNode[]>(page, '/api/blade-system/menu/routes');
    const screens = leaves(menus)
      .map((m) => m.path)
      .filter((path) => path.startsWith('/') && !(path in NOT_LISTS));
    expect(screens.length).toBeGreaterThan(30);
    const walked = screens.filter((_, i) => i % PARTS === part);
    // A few seconds a screen: a panel, a drag, some keys, and a second visit after the reload.
    test.setTimeout(walked.length * 8_000);
    const grid = dataGrid(page.getByTestId('layout')).first();
    const header = (field: string) => grid.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
    const chosen: Chosen[] = [];
    for (const path of walked) {
      await moveTo(page, path);
      await expect(grid, path).toBeVisible();
      // Paged: a page-size choice and the count of rows.
      await expect(grid.locator('.MuiTablePagination-root'), path).toBeVisible();
      await expect(grid.getByRole('combobox', { name: '每页行数:' }), path).toBeVisible();
      await expect(grid.locator('.MuiTablePagination-displayedRows'), path).toHaveText(/共 \d+/);

      // Arrow keys move the focus between the headers, and down into the rows when there are any (once they came:
      // rows arriving between the key presses re-render the grid under the focus).
      await expect(grid.locator('xpath=..'), path).toHaveAttribute('aria-busy', 'false');
      const fields = await dataFields(page);
      const resized = fields[0]!;
      await header(resized).focus();
      await page.keyboard.press('ArrowRight');
      await expect(header(resized), path).not.toBeFocused();
      await expect(grid.locator('.MuiDataGrid-columnHeader:focus'), path).toHaveCount(1);
      await page.keyboard.press('ArrowLeft');
      await expect(header(resized), path).toBeFocused();
      if ((await grid.locator('.MuiDataGrid-row').count()) > 0) {
        await page.keyboard.press('ArrowDown');
        // The cell, or the button inside it (a tree's expand button) that the grid gives the cell's focus to.
        await expect(grid.locator(`.MuiDataGrid-row[data-rowindex="0"] [data-field="${resized}"]:focus-within`), path).toHaveCount(1);
      }

      // The column choice: the last data column hidden (when there is more than one), the first one narrowed.
      const hidden = fields.length > 1 ? fields.at(-1) : undefined;
      if (hidden) await setColumnShown(page, grid, (await header(hidden).locator('.MuiDataGrid-columnHeaderTitle').textContent())!, false);
      await resizeColumn(page, header(resized), -40);
      const list = (await grid.locator('xpath=..').getAttribute('data-testid'))!;
      chosen.push({ path, list, resized, hidden, width: await columnWidth(header(resized)) });
    }

    // After a reload nothing the console held in memory is left: each screen shows the choice kept in storage.
    await page.reload();
    for (const { path, list, resized, hidden } of chosen) {
      const { width } = chosen.findLast((c) => c.list === list)!;
      await moveTo(page, path);
      await expect(header(resized), path).toBeVisible();
      if (hidden) await expect(header(hidden), path).toHaveCount(0);
      expect(Math.abs((await columnWidth(header(resized))) - width), path).toBeLessThanOrEqual(1);
    }
  });
