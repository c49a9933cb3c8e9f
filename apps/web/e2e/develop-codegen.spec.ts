// Developer tools in the browser: a datasource (connection test), a table imported as a model, its fields edited,
// a code configuration, and the generated zip downloaded.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { resumeSession, screenshot } from './support/session.ts';
import { selectRow } from './support/grid.ts';

test('admin imports a table, edits its fields and downloads the generated code', async ({ page }) => {
  test.setTimeout(90_000);
  const db = new URL(process.env.E2E_DATABASE_URL!);
  await resumeSession(page);

  await page.goto('/tool/datasource');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const dsForm = page.getByTestId('datasource-form');
  await dsForm.getByLabel('名称').fill('E2E 数据源');
  await dsForm.getByLabel('连接地址').fill(`postgresql://${db.host}${db.pathname}`);
  await dsForm.getByLabel('用户名').fill(decodeURIComponent(db.username));
  await dsForm.getByLabel('密码').fill(decodeURIComponent(db.password));
  // The form's own test, before anything is saved (the browser tier's OUTBOUND_ALLOW names 127.0.0.1).
  await dsForm.getByTestId('form-test').click();
  await expect(page.getByTestId('toast').filter({ hasText: '连接成功' })).toBeVisible();
  await dsForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  const dsRow = page.getByRole('grid').getByRole('row', { name: /E2E 数据源/ });
  await dsRow.getByTestId('row-test').click();
  await expect(page.getByTestId('toast').filter({ hasText: '连接成功' })).toBeVisible();

  await page.goto('/tool/model');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '导入表' }).click();
  const importer = page.getByTestId('model-import');
  await importer.getByLabel('数据源').click();
  await page.getByRole('option', { name: 'E2E 数据源' }).click();
  await importer.getByLabel('数据表').click();
  await page.getByRole('option', { name: /^blade_param/ }).click();
  await expect(importer.getByLabel('模型类名')).toHaveValue('BladeParam');
  await importer.getByLabel('模型名称').fill('参数');
  await screenshot(page, 'develop-model-import');
  await importer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '导入成功' })).toBeVisible();
  const modelRow = page.getByRole('grid').getByRole('row', { name: /BladeParam/ });
  await modelRow.getByTestId('row-prototype').click();
  const fields = page.getByTestId('model-prototype');
  const paramName = fields.getByTestId('prototype-param_name');
  await expect(paramName.getByLabel('属性名')).toHaveValue('paramName');
  await paramName.getByLabel('查询条件').check();
  await paramName.getByLabel('列注释').fill('参数名称');
  await screenshot(page, 'develop-model-prototype');
  await fields.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '保存成功' })).toBeVisible();

  await page.goto('/tool/code');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const codeForm = page.getByTestId('code-form');
  await codeForm.getByLabel('数据模型').click();
  await page.getByRole('option', { name: 'blade_param: 参数' }).click();
  await codeForm.getByLabel('模块名').fill('E2E 参数模块');
  await codeForm.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  // A click while the dialog still fades out lands on its closing modal, not on the grid.
  await expect(codeForm).toBeHidden();
  const codeRow = page.getByRole('grid').getByRole('row', { name: /E2E 参数模块/ });
  await selectRow(codeRow);
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '代码生成' }).click();
  await expect(page.getByRole('dialog')).toContainText('是否生成选中模块的代码?');
  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^blade-codegen-\d+\.zip$/);
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  // The module's declaration (the console derives its screen from it).
  expect(bytes.toString('latin1')).toContain('packages/contract/src/entities/blade-param.ts');
  await expect(page.getByTestId('toast').filter({ hasText: '代码生成成功' })).toBeVisible();
});
