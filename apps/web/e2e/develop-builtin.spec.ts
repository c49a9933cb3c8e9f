// From a fresh install to a generated module with no setup: the seeded built-in datasource (the platform's own
// database) is there, marked and locked, its connection tested, one of its tables imported as a model, the model's
// fields shown, a code configuration made and the generated zip downloaded.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { resumeSession } from './support/session.ts';
import { selectRow } from './support/grid.ts';
import { zipEntries } from './support/zip-entries.ts';

test('admin generates a module from a platform table through the built-in datasource', async ({ page }) => {
  test.setTimeout(90_000);
  await resumeSession(page);

  await page.goto('/tool/datasource');
  const builtIn = page.getByRole('grid').getByRole('row', { name: /平台数据库/ });
  await expect(builtIn.getByTestId('datasource-built-in')).toHaveText('内置');
  await expect(builtIn).toContainText('平台自身的数据库(只读取表结构)');
  await expect(builtIn.getByTestId('row-edit')).toHaveCount(0);
  await expect(builtIn.getByTestId('row-delete')).toHaveCount(0);
  await builtIn.getByTestId('row-test').click();
  await expect(page.getByTestId('toast').filter({ hasText: '连接成功' })).toBeVisible();

  await page.goto('/tool/model');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '导入表' }).click();
  const importer = page.getByTestId('model-import');
  await importer.getByLabel('数据源').click();
  await page.getByRole('option', { name: '平台数据库' }).click();
  await importer.getByLabel('数据表').click();
  await page.getByRole('option', { name: /^blade_post\b/ }).click();
  await expect(importer.getByLabel('模型类名')).toHaveValue('BladePost');
  await importer.getByLabel('模型名称').fill('岗位');
  await importer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '导入成功' })).toBeVisible();

  const modelRow = page.getByRole('grid').getByRole('row', { name: /BladePost/ });
  await modelRow.getByTestId('row-prototype').click();
  const fields = page.getByTestId('model-prototype');
  await expect(fields.getByTestId('prototype-post_name').getByLabel('属性名')).toHaveValue('postName');
  await expect(fields.getByTestId('prototype-post_code').getByLabel('属性名')).toHaveValue('postCode');
  await fields.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '保存成功' })).toBeVisible();

  await page.goto('/tool/code');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const codeForm = page.getByTestId('code-form');
  await codeForm.getByLabel('数据模型').click();
  await page.getByRole('option', { name: 'blade_post: 岗位' }).click();
  await codeForm.getByLabel('模块名').fill('E2E 岗位模块');
  await codeForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(codeForm).toBeHidden();
  await selectRow(page.getByRole('grid').getByRole('row', { name: /E2E 岗位模块/ }));
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '代码生成' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const entries = zipEntries(await readFile(await (await download).path()));
  expect(entries).toEqual(
    expect.arrayContaining([
      'packages/contract/src/entities/blade-post.ts',
      'apps/api/test/generated/blade-post.test.ts',
      'blade-codegen/blade-post/blade-post.prisma',
      'blade-codegen/blade-post/install.mjs',
    ]),
  );
  expect(entries.some((p) => /^prisma\/migrations\/\d{14}_blade_post\/migration\.sql$/.test(p))).toBe(true);
});
