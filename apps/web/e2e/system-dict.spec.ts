// /system/dict: the system dictionary on the generic CRUD mechanism — the spec's messages, the sealed flag in the
// list, a parent found by its code, a child entry (code and parent fixed), and removal.
import { expect, test } from './support/test.ts';
import { resumeSession, screenshot } from './support/session.ts';
import { searchList } from './support/grid.ts';

test('a system dictionary is created sealed, found, given a child and removed', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/dict');
  const grid = page.getByRole('grid');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('dict-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入字典编号')).toBeVisible();
  await expect(form.getByText('请输入字典名称')).toBeVisible();
  await expect(form.getByText('请输入字典排序')).toBeVisible();
  await form.getByLabel('字典编号').fill('e2e_sysdict');
  await form.getByLabel('字典名称').fill('E2E 系统字典');
  await form.getByLabel('字典排序').fill('1');
  await form.getByLabel('封存').click();
  await page.getByRole('option', { name: '是' }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(form).toBeHidden();

  const search = page.getByTestId('crud-search');
  await search.getByLabel('字典编号').fill('e2e_sysdict');
  await search.getByRole('button', { name: '搜索' }).click();
  const row = grid.getByRole('row', { name: /e2e_sysdict/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('是', { exact: true })).toBeVisible();
  await screenshot(page, 'system-dict-list');

  await row.getByRole('button', { name: '字典配置' }).click();
  const children = page.getByTestId('dict-children');
  await children.getByRole('button', { name: '新增' }).click();
  const child = page.getByTestId('dict-child-form');
  await expect(child.getByLabel('字典编号')).toHaveValue('e2e_sysdict');
  await expect(child.getByLabel('字典编号')).not.toBeEditable();
  await child.getByRole('button', { name: '保存' }).click();
  await expect(child.getByText('请输入字典键值')).toBeVisible();
  await child.getByLabel('字典键值').fill('k1');
  await child.getByLabel('字典名称').fill('系统子项');
  await child.getByLabel('字典排序').fill('1');
  await child.getByRole('button', { name: '保存' }).click();
  await expect(children.getByRole('row', { name: /系统子项/ })).toBeVisible();
  await children
    .getByRole('row', { name: /系统子项/ })
    .getByRole('button', { name: '删除' })
    .click();
  await page.getByRole('dialog').filter({ hasText: '确定将选择数据删除?' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(children.getByRole('row', { name: /系统子项/ })).toHaveCount(0);
  await children.getByRole('button', { name: '关闭' }).click();

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(grid.getByRole('row', { name: /e2e_sysdict/ })).toHaveCount(0);
});

for (const [path, name] of [
  ['/dict-horizontal/index', 'horizontal'],
  ['/dict-vertical/index', 'vertical'],
] as const) {
  test(`the ${name} dictionary layout shows the chosen parent's entries next to the parents`, async ({ page }) => {
    await resumeSession(page);
    await page.goto(path);
    const grid = page.getByRole('grid');
    const code = `e2e_${name}`;
    await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
    const form = page.getByTestId('dict-form');
    await form.getByLabel('字典编号').fill(code);
    await form.getByLabel('字典名称').fill(`E2E ${name}`);
    await form.getByLabel('字典排序').fill('1');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
    const search = page.getByTestId('crud-search');
    await search.getByLabel('字典编号').fill(code);
    await searchList(page, '/api/blade-system/dict/parent-list?', { code });
    const row = grid.getByRole('row', { name: new RegExp(code) });
    // A click on the parent's row shows its entries beside or below it, and marks the row.
    await row.getByRole('gridcell', { name: code, exact: true }).click();
    await expect(row).toHaveAttribute('aria-current', 'true');
    const children = page.getByTestId('dict-children');
    await children.getByRole('button', { name: '新增' }).click();
    const child = page.getByTestId('dict-child-form');
    await expect(child.getByLabel('字典编号')).toHaveValue(code);
    await child.getByLabel('字典键值').fill('k1');
    await child.getByLabel('字典名称').fill(`${name} 子项`);
    await child.getByLabel('字典排序').fill('1');
    await child.getByRole('button', { name: '保存' }).click();
    await expect(children.getByRole('row', { name: new RegExp(`${name} 子项`) })).toBeVisible();
    await screenshot(page, `system-dict-${name}`);
    await children
      .getByRole('row', { name: new RegExp(`${name} 子项`) })
      .getByRole('button', { name: '删除' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(children.getByRole('row', { name: new RegExp(`${name} 子项`) })).toHaveCount(0);
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(grid.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  });
}
