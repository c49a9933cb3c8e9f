// The console's lists are MUI X data grids: finding and using their rows, columns and toolbar as a person does.
import { expect, type Locator, type Page } from '@playwright/test';

/** The data grid of the page (or of the part given). */
export const dataGrid = (within: Page | Locator) => within.locator('.MuiDataGrid-root');

/**
 * The record rows of the page's grids: not the header row (no grid cells), nor the row an empty grid shows its
 * message in (marked data-grid-empty), so a count is the number of records shown.
 */
export const gridRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .and(page.locator(':not([data-grid-empty])'));

/**
 * Ticks the row's selection box (nothing to do when it already is, as `check()`), then waits until it shows ticked.
 * `check()` reads the box once, right after its click, and fails if it has not flipped by then: two loaded runs
 * failed so on a list that had just reloaded its rows, while the page snapshot taken at the failure showed the box
 * ticked. A click that never takes still fails here, when the box never shows ticked.
 */
export async function selectRow(row: Locator): Promise<void> {
  const box = row.getByRole('checkbox');
  if (await box.isChecked()) return;
  await box.click();
  await expect(box).toBeChecked();
}

/**
 * Presses the search form's 搜索 (`button`: its name in the page's language) of the page, or of the part given (the
 * one list there), and waits for the list it asks for: a GET whose address holds `listPath` and, when given, the
 * `asked` parameters (so an answer to the list of before, still on its way, is not taken for it). Until that answer
 * the grid shows the rows of before under its loading cover, which takes a click that began on a row: a row's button
 * pressed then does nothing.
 */
export async function searchList(
  within: Page | Locator,
  listPath: string,
  asked: Record<string, string> = {},
  button = '搜索',
): Promise<void> {
  const page = 'page' in within ? within.page() : within;
  const answered = page.waitForResponse((r) => {
    if (r.request().method() !== 'GET' || !r.url().includes(listPath)) return false;
    const params = new URL(r.url()).searchParams;
    return Object.entries(asked).every(([name, value]) => params.get(name) === value);
  });
  await within.getByRole('button', { name: button, exact: true }).click();
  await answered;
}

/** Drags the right edge of a column's header by `dx` pixels (the grid's column resizing). */
export async function resizeColumn(page: Page, header: Locator, dx: number): Promise<void> {
  await header.hover();
  const separator = header.locator('.MuiDataGrid-columnSeparator--resizable');
  const box = (await separator.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y);
  await page.mouse.move(x + dx, y);
  await page.mouse.up();
}

/** A column header's width as drawn. */
export async function columnWidth(header: Locator): Promise<number> {
  return (await header.boundingBox())!.width;
}

/** Shows or hides a column through the toolbar's column panel. */
export async function setColumnShown(page: Page, grid: Locator, name: string, shown: boolean): Promise<void> {
  await grid.getByRole('button', { name: /^(列|Columns)$/ }).click();
  const panel = page.locator('.MuiDataGrid-columnsManagement');
  // As selectRow: the box may show its new state a moment after the click (check() and uncheck() read it once).
  const box = panel.getByRole('checkbox', { name, exact: true });
  if ((await box.isChecked()) !== shown) await box.click();
  if (shown) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
}
