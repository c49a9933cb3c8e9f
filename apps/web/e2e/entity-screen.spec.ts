// The default screen of an entity declared by its fields (post has no screen file): it lists, searches by a
// dictionary select, adds with the declared default, edits and removes, labelled in Chinese or English by the
// declaration.
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { resumeSession, screenshot } from './support/session.ts';

test('the post screen, derived from its declaration, lists, searches, adds, edits and removes', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post');
  const grid = page.getByRole('grid');
  for (const header of ['岗位类型', '岗位编号', '岗位名称', '排序'])
    await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(grid.getByRole('row', { name: /ceo/ })).toBeVisible();

  try {
    // Add: the category from the post_category dictionary, the sort starting at its declared default.
    await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
    const form = page.getByTestId('post-form');
    await expect(form.getByLabel('排序')).toHaveValue('1');
    await form.getByLabel('岗位类型').click();
    await page.getByRole('option', { name: '中层' }).click();
    await form.getByLabel('岗位编号').fill('e2e-derived');
    await form.getByLabel('岗位名称').fill('派生岗位');
    await form.getByLabel('备注').fill('由声明派生的页面');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
    await expect(form).toBeHidden();

    // Search by the dictionary select: the list call asks for the category's key.
    const search = page.getByTestId('crud-search');
    await search.getByLabel('岗位类型').click();
    await page.getByRole('option', { name: '中层' }).click();
    await search.getByLabel('岗位编号').fill('e2e-derived');
    const listed = page.waitForRequest((r) => r.url().includes('/blade-system/post/list') && r.url().includes('postCode_like'));
    await search.getByRole('button', { name: '搜索' }).click();
    expect(new URL((await listed).url()).searchParams.get('category')).toBe('2');
    const row = grid.getByRole('row', { name: /e2e-derived/ });
    await expect(row).toContainText('中层');
    await expect(row).toContainText('派生岗位');
    await screenshot(page, 'entity-screen-post');

    // Edit: the form opens with the record, the category selected.
    await row.getByRole('button', { name: '编辑' }).click();
    await expect(form.getByLabel('备注')).toHaveValue('由声明派生的页面');
    await expect(form.getByLabel('岗位类型')).toHaveText('中层');
    await form.getByLabel('岗位名称').fill('改名的派生岗位');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '更新成功' })).toBeVisible();
    await expect(grid.getByRole('row', { name: /e2e-derived/ })).toContainText('改名的派生岗位');

    // Remove.
    await grid
      .getByRole('row', { name: /e2e-derived/ })
      .getByRole('button', { name: '删除' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
    await expect(grid.getByRole('row', { name: /e2e-derived/ })).toHaveCount(0);
  } finally {
    const left = await apiGet<{ records: Array<{ id: string }> }>(page, '/api/blade-system/post/list?postCode=e2e-derived');
    if (left.records.length) await apiPost(page, `/api/blade-system/post/remove?ids=${left.records.map((r) => r.id).join(',')}`);
  }
});

test('in English the derived post screen shows the English labels of its declaration and dictionary', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post');
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  const grid = page.getByRole('grid');
  for (const header of ['Post type', 'Post code', 'Post name', 'Sort'])
    await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
  await page.getByTestId('crud-search').getByLabel('Post type').click();
  await expect(page.getByRole('option', { name: 'Senior' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Add' }).click();
  const form = page.getByTestId('post-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter the post code')).toBeVisible();
  await expect(form.getByText('Please choose the post type')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(grid.getByRole('columnheader', { name: '岗位编号' })).toBeVisible();
});

test("client's screen is its default screen with one change: its form starts from the declared defaults, its toolbar has the SM2 key", async ({
  page,
}) => {
  await resumeSession(page);
  await page.goto('/system/client');
  const toolbar = page.getByTestId('crud-toolbar');
  await expect(toolbar.getByRole('button', { name: 'SM2公钥' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row', { name: /saber/ })).toBeVisible();
  await toolbar.getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('client-form');
  await expect(form.getByLabel('授权范围')).toHaveValue('all');
  await expect(form.getByLabel('授权类型')).toHaveValue('refresh_token,password,authorization_code,captcha,social,passkey');
  // By role: the label of a required field carries its asterisk.
  await expect(form.getByRole('spinbutton', { name: '令牌过期秒数', exact: true })).toHaveValue('3600');
  await expect(form.getByLabel('刷新令牌过期秒数')).toHaveValue('604800');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入应用id')).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
});
