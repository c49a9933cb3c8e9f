// The region screen: a lazy tree (children read on expand), a province and a city added, the city edited and both
// deleted (a region with children is refused first).
import { expect, test } from './support/test.ts';
import { screenshot, signIn } from './support/session.ts';

test('regions load lazily on expand and are added, edited and deleted', async ({ page }) => {
  test.setTimeout(90_000); // two adds, an edit, a refused and two real deletes
  await signIn(page, 'admin');
  const childCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/blade-system/region/lazy-tree')) childCalls.push(new URL(r.url()).searchParams.get('parentCode') ?? '');
  });
  await page.goto('/base/region');
  const tree = page.getByTestId('region-tree');
  const form = page.getByTestId('region-form');
  await expect(tree.getByTestId('region-label-00')).toHaveText('中华人民共和国');

  // A province below the root (新增).
  await form.getByRole('button', { name: '新增', exact: true }).click();
  await expect(form.getByLabel('父区划编号')).toHaveValue('00');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入区划子编号')).toBeVisible();
  await expect(form.getByText('请输入区划名称')).toBeVisible();
  await form.getByLabel('区划子编号').fill('97');
  await expect(form.getByLabel('区划编号', { exact: true })).toHaveValue('0097');
  await form.getByLabel('区划名称').fill('E2E 省');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(tree.getByTestId('region-label-0097')).toHaveText('E2E 省');
  await expect(form.getByLabel('区划等级')).toHaveText('省份/直辖市');

  // A city below the province (新增下级 on the chosen region).
  await form.getByRole('button', { name: '新增下级' }).click();
  await expect(form.getByLabel('父区划编号')).toHaveValue('0097');
  await form.getByLabel('区划子编号').fill('01');
  await form.getByLabel('区划名称').fill('E2E 市');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(tree.getByTestId('region-label-009701')).toHaveText('E2E 市');
  await screenshot(page, 'system-region');

  // A fresh page reads only the root's children until the province is expanded.
  childCalls.length = 0;
  await page.reload();
  await expect(tree.getByTestId('region-label-0097')).toBeVisible();
  await expect(tree.getByTestId('region-label-009701')).toHaveCount(0);
  expect(childCalls).toEqual(['00']);
  await tree.getByTestId('region-toggle-0097').click();
  await expect(tree.getByTestId('region-label-009701')).toHaveText('E2E 市');
  expect(childCalls).toEqual(['00', '0097']);

  // Edit the city in place.
  await tree.getByTestId('region-label-009701').click();
  await expect(form.getByLabel('区划名称')).toHaveValue('E2E 市');
  await form.getByLabel('区划名称').fill('E2E 新市');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '更新成功' })).toBeVisible();
  await expect(tree.getByTestId('region-label-009701')).toHaveText('E2E 新市');

  // The province still has a child: refused; then the city and the province go.
  await tree.getByTestId('region-label-0097').click();
  await expect(form.getByLabel('区划名称')).toHaveValue('E2E 省');
  await form.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '请先删除子节点' })).toBeVisible();
  await tree.getByTestId('region-label-009701').click();
  await expect(form.getByLabel('区划名称')).toHaveValue('E2E 新市');
  await form.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(tree.getByTestId('region-label-009701')).toHaveCount(0);
  await tree.getByTestId('region-label-0097').click();
  await form.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(tree.getByTestId('region-label-0097')).toHaveCount(0);
});
