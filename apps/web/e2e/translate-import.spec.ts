// Term import and export in the backstage: a CSV with one conflict and one bad row is previewed with its counts,
// committed with "overwrite all", and its rows are found in the grid; a CSV with two conflicts and a repeated term is
// committed with a choice per row (one kept, one merged) and the list shows exactly the English and labels those
// choices give; the export (format chosen in its dialog) downloads a CSV holding exactly the rows the grid's search
// shows.
import { expect, test } from './support/test.ts';
import { readFile } from 'node:fs/promises';
import { apiPost } from './support/api.ts';
import { searchList } from './support/grid.ts';
import { resumeSession, screenshot } from './support/session.ts';

test('staff import a CSV (preview with a conflict and an error, then commit) and export the entries', async ({ page }) => {
  test.slow(); // many steps on a shared, loaded machine
  const stamp = Date.now().toString(36);
  await resumeSession(page);
  await apiPost(page, '/api/translate/submit', { chinese: `导入冲突${stamp}`, english: 'old english' });

  await page.goto('/translation/entry');
  await page.getByTestId('entry-tools').getByRole('button', { name: '导入' }).click();
  const dialog = page.getByTestId('import-dialog');
  const csv = [
    '中文,英文,分类,标签,备注',
    `导入新词${stamp},import fresh ${stamp},,,`,
    `导入冲突${stamp},new english ${stamp},,,`,
    `,missing chinese ${stamp},,,`,
  ].join('\n');
  await dialog.getByTestId('import-file').setInputFiles({ name: 'terms.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-counts')).toHaveText('共 3 行：可导入 1，冲突 1，重复 0，错误 1');
  await expect(dialog.getByTestId('import-encoding')).toHaveText('（按 UTF-8 编码读取）');
  await expect(dialog.getByTestId('import-errors')).toContainText('[中文] 不能为空');
  await expect(dialog.getByTestId('import-conflicts')).toContainText('old english');
  await screenshot(page, 'translate-import-preview');
  await dialog.getByRole('button', { name: '全部覆盖' }).click();
  // The commit names the file the preview uploaded (nothing is sent twice) and carries only the choices.
  const committing = page.waitForRequest((r) => r.url().includes('/api/translate/import/commit'));
  await dialog.getByTestId('import-commit').click();
  expect((await committing).postDataJSON()).toEqual({ choices: [{ row: 3, choice: 'overwrite' }] });
  await expect(dialog.getByTestId('import-result')).toHaveText('导入完成：新增 1，覆盖 1，合并 0，保留 0，重复合并 0，错误 1');
  await dialog.getByRole('button', { name: '关闭' }).click();

  const search = page.getByTestId('crud-search');
  await search.getByLabel('中文').fill(stamp);
  await search.getByRole('button', { name: '搜索' }).click();
  // The search is applied once the address holds it (the list's state lives there): the rows below may show before.
  await expect(page).toHaveURL(new RegExp(`[?&]q\\.chinese=${stamp}(&|$)`));
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row', { name: new RegExp(`导入新词${stamp}`) })).toContainText(`import fresh ${stamp}`);
  await expect(grid.getByRole('row', { name: new RegExp(`导入冲突${stamp}`) })).toContainText(`new english ${stamp}`);

  // One export button; the format is chosen in its dialog; the file holds what the grid shows (its search applied).
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '导出' }).click();
  const exporting = page.getByTestId('entry-export');
  await exporting.getByLabel('CSV 文本(.csv)').check();
  const downloading = page.waitForEvent('download');
  await exporting.getByTestId('entry-export-run').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('translate-entries.csv');
  const lines = (await readFile(await download.path(), 'utf8')).replace('\ufeff', '').trim().split(/\r?\n/);
  expect(lines[0]).toBe('中文,英文,分类,标签,备注');
  expect(lines.slice(1).sort()).toEqual([`导入冲突${stamp},new english ${stamp},,,`, `导入新词${stamp},import fresh ${stamp},,,`]);
  await expect(exporting).toBeHidden();
});

test('staff choose per conflicting row (keep one, merge the labels of another) and see a repeated term merged', async ({ page }) => {
  test.slow(); // many steps on a shared, loaded machine
  const stamp = Date.now().toString(36);
  await resumeSession(page);
  await apiPost(page, '/api/translate/submit', { chinese: `逐行保留${stamp}`, english: 'kept english', labels: `旧${stamp}` });
  await apiPost(page, '/api/translate/submit', { chinese: `逐行合并${stamp}`, english: 'merged english', labels: `旧${stamp}` });

  await page.goto('/translation/entry');
  await page.getByTestId('entry-tools').getByRole('button', { name: '导入' }).click();
  const dialog = page.getByTestId('import-dialog');
  const csv = [
    '中文,英文,分类,标签,备注',
    `逐行保留${stamp},file english,,新${stamp},`,
    `逐行合并${stamp},,,新${stamp},`,
    `逐行重复${stamp},first english,,甲${stamp},`,
    `逐行重复${stamp},second english,,乙${stamp},`,
  ].join('\n');
  await dialog.getByTestId('import-file').setInputFiles({ name: 'choices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-counts')).toHaveText('共 4 行：可导入 1，冲突 2，重复 1，错误 0');
  // The repeated term: its rows, what they merge into, and the two Englishes it was given.
  const repeated = dialog.getByTestId('import-duplicate-4');
  await expect(repeated).toContainText('4, 5');
  await expect(repeated).toContainText(`second english标签：甲${stamp},乙${stamp}`);
  await expect(repeated).toContainText('英文不一致：first english / second english，取最后一个');
  // Each conflict shows the base's entry beside the file's.
  await expect(dialog.getByTestId('import-conflict-2')).toContainText(`kept english标签：旧${stamp}file english标签：新${stamp}`);
  await expect(dialog.getByTestId('import-conflict-3')).toContainText(`merged english标签：旧${stamp}（空：保留现有英文）标签：新${stamp}`);

  const choiceOf = (row: number) => dialog.getByRole('group', { name: `第 ${row} 行的处理` });
  await dialog.getByRole('button', { name: '全部覆盖' }).click();
  for (const row of [2, 3]) await expect(choiceOf(row).getByRole('button', { name: '覆盖' })).toHaveAttribute('aria-pressed', 'true');
  await choiceOf(2).getByRole('button', { name: '保留现有' }).click();
  await choiceOf(3).getByRole('button', { name: '合并标签' }).click();
  await expect(choiceOf(2).getByRole('button', { name: '保留现有' })).toHaveAttribute('aria-pressed', 'true');
  await expect(choiceOf(3).getByRole('button', { name: '合并标签' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'translate-import-choices');
  await dialog.getByTestId('import-commit').click();
  await expect(dialog.getByTestId('import-result')).toHaveText('导入完成：新增 1，覆盖 0，合并 1，保留 1，重复合并 1，错误 0');
  await dialog.getByRole('button', { name: '关闭' }).click();

  const search = page.getByTestId('crud-search');
  await search.getByLabel('中文').fill(stamp);
  await searchList(page, '/api/translate/page?');
  const grid = page.getByRole('grid');
  const expected = [
    [`逐行保留${stamp}`, 'kept english', `旧${stamp}`],
    [`逐行合并${stamp}`, 'merged english', `旧${stamp},新${stamp}`],
    [`逐行重复${stamp}`, 'second english', `甲${stamp},乙${stamp}`],
  ];
  await expect(grid.locator('[role="row"][data-id]')).toHaveCount(expected.length);
  for (const [chinese, english, labels] of expected) {
    const row = grid.getByRole('row', { name: new RegExp(chinese!) });
    await expect(row.locator('[data-field="english"]')).toHaveText(english!);
    await expect(row.locator('[data-field="labels"]')).toHaveText(labels!);
  }
});

test('a term keeps in its edit form the labels an import gave it, 标签管理 lists them or not, and one can be removed', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await resumeSession(page);
  const chinese = `导入标签${stamp}`;
  await apiPost(page, '/api/translate/submit', { chinese, english: `imported labels ${stamp}`, labels: `审计${stamp},IT${stamp}` });
  await page.goto('/translation/entry');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('中文').fill(chinese);
  await searchList(page, '/api/translate/page?');
  const row = page.getByRole('grid').getByRole('row', { name: new RegExp(chinese) });
  await expect(row).toContainText(`审计${stamp},IT${stamp}`);
  await row.getByRole('button', { name: '编辑' }).click();
  const form = page.getByTestId('translate-entry-form');
  const labels = form.getByRole('combobox', { name: '标签' }).locator('..');
  await expect(labels.getByRole('button', { name: `审计${stamp}` })).toBeVisible();
  await expect(labels.getByRole('button', { name: `IT${stamp}` })).toBeVisible();
  // Removing one keeps the other: nothing unlisted is dropped on save.
  await labels
    .getByRole('button', { name: `IT${stamp}` })
    .locator('.MuiChip-deleteIcon')
    .click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '更新成功' })).toBeVisible();
  await expect(row).toContainText(`审计${stamp}`);
  await expect(row).not.toContainText(`IT${stamp}`);
});
