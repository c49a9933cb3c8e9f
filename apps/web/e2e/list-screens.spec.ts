// What every list screen does beyond its rows: trees as tree tables (expand, expand all, add a child from a row),
// sorting by a header on the server with the sort and page in the address, an empty state that says what to do,
// and date pickers in the console's language.
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { fillDate } from './support/dates.ts';
import { resumeSession, screenshot } from './support/session.ts';

test('the menu tree opens at its first level, expands, expands all and adds a child from a row', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/menu');
  const grid = page.getByRole('grid');
  const system = grid.getByRole('row', { name: /系统管理/ }).first();
  const users = grid.getByRole('row', { name: /用户管理/ }).first();
  await expect(system).toBeVisible();
  // The roots' children show; the buttons below a menu wait until it is opened.
  await expect(users).toBeVisible();
  await expect(grid.getByRole('row', { name: /user_add/ })).toHaveCount(0);
  await users.getByTestId('tree-toggle').click();
  await expect(grid.getByRole('row', { name: /user_add/ })).toBeVisible();
  await users.getByTestId('tree-toggle').click();
  await expect(grid.getByRole('row', { name: /user_add/ })).toHaveCount(0);

  // The grid draws only the rows in view: count them by the grid's row count (the header row included).
  const rowCount = async () => Number(await grid.getAttribute('aria-rowcount'));
  const firstLevel = await rowCount();
  await page.getByTestId('tree-expand-all').click();
  await expect(page.getByTestId('tree-expand-all')).toHaveText('折叠全部');
  expect(await rowCount()).toBeGreaterThan(firstLevel + 100);
  await page.getByTestId('tree-expand-all').click();
  await expect(users).toBeHidden();
  expect(await rowCount()).toBeLessThan(firstLevel);
  await expect(system.getByTestId('tree-toggle')).toHaveAttribute('aria-expanded', 'false');

  await system.getByTestId('row-add-child').click();
  const form = page.getByTestId('menu-form');
  await expect(form.getByLabel('上级菜单')).toHaveText('系统管理');
  await form.getByLabel('菜单名称').fill('E2E 子菜单');
  await form.getByLabel('菜单编号').fill('e2e_child_menu');
  await form.getByLabel('路由地址').fill('/system/e2e-child');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  // The closed parent opens to show what was added below it.
  const child = grid.getByRole('row', { name: /e2e_child_menu/ });
  await expect(child).toBeVisible();
  await screenshot(page, 'system-menu-tree');
  await child.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(child).toHaveCount(0);
});

test('a header sorts on the server; the sort is kept in the address and a link to it opens the list sorted', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post');
  const grid = page.getByRole('grid');
  const firstCode = grid.getByRole('row').nth(1).getByRole('gridcell').nth(2);
  const header = grid.getByRole('columnheader', { name: '岗位编号' });
  const sorted = page.waitForRequest((r) => r.url().includes('/post/list') && r.url().includes('ascs=postCode'));
  await header.click();
  await sorted;
  await expect(page).toHaveURL(/sort=postCode%2Casc|sort=postCode,asc/);
  await expect(firstCode).toHaveText('ceo');
  await header.click();
  await expect(page).toHaveURL(/sort=postCode%2Cdesc|sort=postCode,desc/);
  await expect(firstCode).toHaveText('staff');

  // A link to the sorted list opens it sorted.
  await page.goto('/system/post?sort=postCode,desc');
  await expect(firstCode).toHaveText('staff');
  await expect(grid.getByRole('columnheader', { name: '岗位编号' })).toHaveAttribute('aria-sort', 'descending');
});

test('the page is kept in the address: a link to page 2 opens page 2 and stays there once the rows arrive', async ({ page }) => {
  await resumeSession(page);
  // Five more posts beside the eight seeded ones: two pages of ten.
  for (let i = 1; i <= 5; i++)
    await apiPost(page, '/api/blade-system/post/submit', {
      category: 1,
      postCode: `e2e-page-${i}`,
      postName: `E2E 分页 ${i}`,
      sort: 90 + i,
    });
  try {
    const list = page.waitForResponse((r) => r.url().includes('/post/list') && r.url().includes('current=2'));
    await page.goto('/system/post?page=2&sort=postCode,asc');
    // The rows page 2 holds, sorted by code, as the server answered the page itself: other specs running beside
    // this one add and remove posts of their own, so a count read before would not be the page's.
    const second = ((await (await list).json()) as { data: { total: number; records: Array<{ postCode: string }> } }).data;
    const shown = `11–${Math.min(20, second.total)} 共 ${second.total} 条`;
    const grid = page.getByRole('grid');
    const firstCode = grid.getByRole('row').nth(1).getByRole('gridcell').nth(2);
    await expect(page.getByText(shown)).toBeVisible();
    await expect(firstCode).toHaveText(second.records[0]!.postCode);
    // Whatever settles after the first answer (the tab bar, the grid's own pagination) leaves the page where it is.
    await expect(page.getByTestId('crud-search').getByRole('button', { name: '搜索' })).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(shown)).toBeVisible();
    await page.getByRole('button', { name: '上一页' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(firstCode).toHaveText('ceo');
  } finally {
    const posts = await apiGet<{ records: Array<{ id: string; postCode: string }> }>(page, '/api/blade-system/post/list?size=100');
    const ids = posts.records.filter((p) => p.postCode.startsWith('e2e-page-')).map((p) => p.id);
    if (ids.length) await apiPost(page, `/api/blade-system/post/remove?ids=${ids.join(',')}`);
  }
});

test('a link to a page beyond the rows opens the last page that has rows, not an empty one', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/param?page=50');
  const grid = page.getByRole('grid');
  await expect(page).not.toHaveURL(/page=50/);
  await expect(grid.getByRole('row', { name: /system\.name/ }).or(grid.getByRole('row').nth(1))).toBeVisible();
  // The pagination reads "from–to 共 count 条" for the page shown: its first row is one of the rows there are.
  const shown = page.getByText(/^\d+–\d+ 共 \d+ 条$/);
  const [from, , count] = (await shown.textContent())!.split(/–| 共 | 条/).map(Number);
  expect(from).toBeGreaterThanOrEqual(1);
  expect(from).toBeLessThanOrEqual(count!);
  await expect(page.getByTestId('crud-empty')).toHaveCount(0);
});

test('another tab of the translation home is another list: it starts at its first page, unsorted', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/translateBackstage/index?page=3&sort=chinese,asc');
  await expect(page.getByTestId('translate-entry-page')).toBeVisible();
  await page.getByTestId('translate-tab-classification').click();
  await expect(page.getByTestId('translate-classification-page')).toBeVisible();
  await expect(page).not.toHaveURL(/page=|sort=/);
});

test('an empty search says so and offers to clear it; date pickers speak Chinese and send Blade dates', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('岗位名称').fill('没有这个岗位');
  await search.getByRole('button', { name: '搜索' }).click();
  const empty = page.getByTestId('crud-empty');
  await expect(empty).toContainText('没有符合条件的数据');
  await empty.getByRole('button', { name: '清空' }).click();
  await expect(page.getByRole('grid').getByRole('row', { name: /ceo/ })).toBeVisible();

  await expect(search.getByRole('button', { name: '选择日期' }).first()).toBeVisible();
  await fillDate(search, '创建开始日期', '2000-01-01');
  const listed = page.waitForRequest((r) => r.url().includes('/post/list') && r.url().includes('createTime_dategt'));
  await search.getByRole('button', { name: '搜索' }).click();
  expect(new URL((await listed).url()).searchParams.get('createTime_dategt')).toBe('2000-01-01 00:00:00');
  await expect(page.getByRole('grid').getByRole('row', { name: /ceo/ })).toBeVisible();
});
