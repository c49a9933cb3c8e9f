// The console's lists are MUI X data grids: the search kept in the address with the page and sort, what a person
// chooses for the columns and density kept per user and screen (through a reload and a sign-out), the toolbar's
// refresh and CSV export, the selection's count, header tooltips, the grid's keyboard navigation, and the row
// buttons as one menu per row at a phone's width.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { columnWidth, dataGrid, resizeColumn, selectRow, setColumnShown } from './support/grid.ts';
import { resumeSession, signInFresh } from './support/session.ts';

const postGrid = (page: Page) => dataGrid(page.getByTestId('post-page'));
// The seeded post ceo of the administrator's tenant: a tenant another spec creates has a ceo post of its own, which the
// platform administrator lists too.
const SEEDED_CEO = '1123598817738675201';
const ceoRow = (grid: Locator) => grid.locator(`[role="row"][data-id="${SEEDED_CEO}"]`);

test('the search is kept in the address: a reload or a shared link shows the same rows', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post?sort=postCode,asc');
  const search = page.getByTestId('crud-search');
  const grid = postGrid(page);
  await expect(ceoRow(grid)).toBeVisible();
  await search.getByLabel('岗位名称').fill(' 经理 ');
  const searched = page.waitForRequest((r) => r.url().includes('/post/list') && r.url().includes('postName'));
  await search.getByRole('button', { name: '搜索' }).click();
  await searched;
  await expect(page).toHaveURL(/[?&]q\.postName=%E7%BB%8F%E7%90%86(&|$)/);
  // The sort stays; the rows are the matches only.
  await expect(page).toHaveURL(/sort=postCode/);
  await expect(ceoRow(grid)).toHaveCount(0);
  const matches = grid.getByRole('row', { name: /经理/ });
  await expect(matches.first()).toBeVisible();

  // A reload shows the same search in the form and the same rows.
  const reloaded = page.waitForRequest((r) => r.url().includes('/post/list') && r.url().includes('postName'));
  await page.reload();
  await reloaded;
  await expect(search.getByLabel('岗位名称')).toHaveValue('经理');
  await expect(matches.first()).toBeVisible();
  await expect(ceoRow(grid)).toHaveCount(0);

  // The same address in another tab of the browser is the same list.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId('crud-search').getByLabel('岗位名称')).toHaveValue('经理');
  await expect(postGrid(shared).getByRole('row', { name: /经理/ }).first()).toBeVisible();
  await expect(ceoRow(postGrid(shared))).toHaveCount(0);
  await shared.close();

  // 清空 takes the search out of the address.
  await search.getByRole('button', { name: '清空' }).click();
  await expect(page).not.toHaveURL(/q\.postName/);
  await expect(search.getByLabel('岗位名称')).toHaveValue('');
  await expect(ceoRow(grid)).toBeVisible();
});

/**
 * The props object React keeps on a drawn element (its `__reactProps$…` key): React replaces it each time the
 * component that draws the element runs again, and keeps it while that component is skipped.
 */
const drawnProps = (element: Locator) =>
  element.evaluate((el) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    if (!key) throw new Error('no React props on the element');
    const marks = ((window as unknown as { drawnMarks?: WeakMap<object, number> }).drawnMarks ??= new WeakMap());
    const props = (el as unknown as Record<string, object>)[key]!;
    if (!marks.has(props)) marks.set(props, Math.random());
    return marks.get(props)!;
  });

test('typing a search or opening a form leaves the rows as drawn: the grid is drawn again for its own changes only', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post?sort=postCode,asc');
  const grid = postGrid(page);
  const cell = ceoRow(grid).locator('[role="gridcell"][data-field="postName"]');
  const button = ceoRow(grid).getByTestId('row-edit');
  await expect(cell).toHaveText('首席执行官');
  const [cellBefore, buttonBefore] = [await drawnProps(cell), await drawnProps(button)];
  // Each key typed draws the search form again, not the page with the rows (the draft is the form's own).
  await page.getByTestId('crud-search').getByLabel('岗位名称').pressSequentially('经理');
  await expect(page.getByTestId('crud-search').getByLabel('岗位名称')).toHaveValue('经理');
  expect(await drawnProps(cell)).toBe(cellBefore);
  expect(await drawnProps(button)).toBe(buttonBefore);
  // A form opened and closed draws the page again, and the grid is given the same columns and rows: with new ones
  // on every draw of the page, it drew every cell again. (The 编辑 button itself is drawn again: it has the focus back.)
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('岗位名称')).toHaveValue('首席执行官');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await drawnProps(cell)).toBe(cellBefore);
  // Rows that came anew (the toolbar's refresh) are drawn again.
  const refreshed = page.waitForResponse((r) => r.url().includes('/post/list'));
  await grid.getByTestId('grid-refresh').click();
  await refreshed;
  await expect.poll(() => drawnProps(cell)).not.toBe(cellBefore);
  await expect(cell).toHaveText('首席执行官');
});

test("a user's column choice, widths and density are kept through a reload and a sign-out", async ({ page }) => {
  test.setTimeout(90_000); // two sign-ins through the form and four loads of the list
  await signInFresh(page, 'admin');
  await page.goto('/system/post');
  const grid = postGrid(page);
  const nameHeader = grid.getByRole('columnheader', { name: '岗位名称' });
  await expect(ceoRow(grid)).toBeVisible();
  await setColumnShown(page, grid, '排序', false);
  await expect(grid.getByRole('columnheader', { name: '排序' })).toHaveCount(0);
  const before = await columnWidth(nameHeader);
  await resizeColumn(page, nameHeader, -80);
  await expect.poll(() => columnWidth(nameHeader)).toBeLessThan(before - 60);
  const resized = await columnWidth(nameHeader);
  const compactRow = (await ceoRow(grid).boundingBox())!.height;
  await grid.getByRole('button', { name: '表格密度' }).click();
  await page.getByRole('menuitem', { name: '稀疏' }).click();
  await expect.poll(async () => (await ceoRow(grid).boundingBox())!.height).toBeGreaterThan(compactRow);
  const comfortableRow = (await ceoRow(grid).boundingBox())!.height;

  const keptAsChosen = async () => {
    await expect(ceoRow(grid)).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: '排序' })).toHaveCount(0);
    await expect(grid.getByRole('columnheader', { name: '岗位编号' })).toBeVisible();
    expect(Math.abs((await columnWidth(nameHeader)) - resized)).toBeLessThanOrEqual(1);
    expect((await ceoRow(grid).boundingBox())!.height).toBe(comfortableRow);
  };
  await page.reload();
  await keptAsChosen();

  // Signed out and in again: the person's choice, not the session's.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // Sign-out lands on the public front page.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await signInFresh(page, 'admin');
  await page.goto('/system/post');
  await keptAsChosen();

  // Shown again from the same panel.
  await setColumnShown(page, grid, '排序', true);
  await expect(grid.getByRole('columnheader', { name: '排序' })).toBeVisible();
});

test('the toolbar refreshes and exports the rows; the selection is counted and outlives a search that lists it; a cut header shows its title', async ({
  page,
}) => {
  await resumeSession(page);
  await page.goto('/system/post?sort=postCode,asc');
  const grid = postGrid(page);
  const ceo = ceoRow(grid);
  await expect(ceo).toBeVisible();

  const asked = page.waitForRequest((r) => r.url().includes('/post/list'));
  await grid.getByTestId('grid-refresh').click();
  await asked;

  const download = page.waitForEvent('download');
  await grid.getByRole('button', { name: '导出至CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('post.csv');
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('岗位编号');
  expect(csv).toContain('ceo');
  // Neither the selection boxes nor the row buttons are data.
  expect(csv).not.toContain('操作');

  await selectRow(ceo);
  await expect(grid.getByText('共选中了1行')).toBeVisible();
  // A search that lists the ticked row again keeps it ticked; one that does not list it drops it.
  const search = page.getByTestId('crud-search');
  await search.getByLabel('岗位名称').fill('首席');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(grid.getByRole('row', { name: /经理/ })).toHaveCount(0);
  await expect(ceo.getByRole('checkbox')).toBeChecked();
  await expect(grid.getByText('共选中了1行')).toBeVisible();
  await search.getByLabel('岗位名称').fill('经理');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(ceo).toHaveCount(0);
  await expect(grid.getByText(/共选中了/)).toHaveCount(0);

  // A header cut short by a narrow column shows its whole title on hover.
  const codeHeader = grid.getByRole('columnheader', { name: '岗位编号' });
  await resizeColumn(page, codeHeader, -((await columnWidth(codeHeader)) - 100));
  const title = codeHeader.locator('.MuiDataGrid-columnHeaderTitle');
  expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await title.hover();
  await expect(page.getByRole('tooltip', { name: '岗位编号' })).toBeVisible();
});

test("arrow keys move between the grid's cells; a row's buttons are reached and pressed from the keyboard", async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post?sort=postCode,asc');
  const grid = postGrid(page);
  await expect(ceoRow(grid)).toBeVisible();
  const focused = page.locator('.MuiDataGrid-cell:focus, .MuiDataGrid-cell :focus');
  await ceoRow(grid).getByRole('gridcell', { name: 'ceo', exact: true }).click();
  await expect(focused).toHaveAttribute('data-field', 'postCode');
  await page.keyboard.press('ArrowDown');
  const second = grid.locator('.MuiDataGrid-row[data-rowindex="1"] [data-field="postCode"]');
  await expect(second).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('.MuiDataGrid-row[data-rowindex="1"] [data-field="postName"]')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(grid.locator('.MuiDataGrid-row[data-rowindex="0"] [data-field="postName"]')).toBeFocused();

  // End goes to the row's buttons: the first is focused, right moves to the next, Enter presses it.
  await page.keyboard.press('End');
  const buttons = grid.locator('.MuiDataGrid-row[data-rowindex="0"] [data-field="__actions"]');
  await expect(buttons.getByTestId('row-view')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(buttons.getByTestId('row-edit')).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('post-form');
  await expect(form.getByLabel('岗位编号')).toHaveValue('ceo');
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each row's buttons are one menu, first in the row, within the screen", async ({ page }) => {
    await resumeSession(page);
    await page.goto('/system/post?sort=postCode,asc');
    const grid = postGrid(page);
    const ceo = ceoRow(grid);
    await expect(ceo).toBeVisible();
    const more = ceo.getByRole('button', { name: '更多' });
    await expect(more).toBeVisible();
    await expect(ceo.getByTestId('row-edit')).toHaveCount(0);
    // Reachable as the page opens: inside the screen, with nothing scrolled sideways.
    const box = (await more.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await more.click();
    await expect(page.getByRole('menuitem', { name: '删除' })).toBeVisible();
    await page.getByRole('menuitem', { name: '编辑' }).click();
    await expect(page.getByTestId('post-form').getByLabel('岗位编号')).toHaveValue('ceo');
  });
});
