// The user screen: create (with role and dept selects), edit, filter and delete a user as admin.
import { expect, test } from './support/test.ts';
import { screenshot, signInFresh as signIn, loginLandingOn } from './support/session.ts';
import { selectRow } from './support/grid.ts';

const ADMIN_ID = '1123598821738675201';

test('admin creates, edits, filters and deletes a user', async ({ page }) => {
  test.slow(); // one long flow through the whole screen
  await signIn(page, 'admin', 'admin', loginLandingOn('/system/user'));
  const grid = page.getByRole('grid');
  // The seeded admin by its id: other specs add tenants, each with an `admin` of its own.
  await expect(grid.locator(`[data-id="${ADMIN_ID}"]`)).toBeVisible();
  await screenshot(page, 'system-user-list');

  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('user-form');
  await form.getByLabel('登录账号').fill('e2e_user');
  await form.getByLabel('密码').fill('e2e_pass');
  await form.getByLabel('用户昵称').fill('E2E');
  await form.getByLabel('用户姓名').fill('测试用户');
  await form.getByLabel('所属角色').click();
  await page.getByRole('option', { name: '经理' }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('所属部门').click();
  await page.getByRole('option', { name: '常州刀锋' }).click();
  await page.keyboard.press('Escape');
  await screenshot(page, 'system-user-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(form).toBeHidden();

  const search = page.getByTestId('crud-search');
  await search.getByLabel('登录账号').fill('e2e_user');
  await search.getByRole('button', { name: '搜索' }).click();
  const row = grid.getByRole('row', { name: /e2e_user/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('经理');
  await expect(grid.locator(`[data-id="${ADMIN_ID}"]`)).toHaveCount(0);

  await row.getByRole('button', { name: '编辑' }).click();
  await expect(form.getByLabel('用户姓名')).toHaveValue('测试用户');
  await form.getByLabel('用户姓名').fill('改名用户');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '更新成功' })).toBeVisible();
  await expect(row).toContainText('改名用户');

  await row.getByRole('button', { name: '查看' }).click();
  await expect(form.getByLabel('用户姓名')).toBeDisabled();
  await form.getByRole('button', { name: '关闭' }).click();
  // A click while the dialog still fades out lands on its closing modal, not on the grid.
  await expect(form).toBeHidden();

  // The toolbar actions work on the selected rows: grant roles, reset the password, unlock.
  const toolbar = page.getByTestId('crud-toolbar');
  await toolbar.getByRole('button', { name: '角色配置' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '请选择至少一条数据' })).toBeVisible();
  await selectRow(row);
  // The grid's footer counts the selection.
  await expect(page.getByText('共选中了1行')).toBeVisible();
  await toolbar.getByRole('button', { name: '角色配置' }).click();
  await page.getByTestId('user-grant').getByLabel('老板').check();
  await page.getByTestId('user-grant').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' })).toBeVisible();
  await expect(page.getByTestId('user-grant')).toBeHidden();
  await expect(row).toContainText('老板');
  await expect(row).not.toContainText('经理');
  await selectRow(row);
  await toolbar.getByRole('button', { name: '密码重置' }).click();
  await expect(page.getByRole('dialog')).toContainText('确定为选择的账号生成新的随机密码?');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // The new password is shown once, for the administrator to hand over (first-password.spec signs in with it).
  const issued = page.getByTestId('issued-passwords');
  await expect(issued.getByTestId('issued-password')).toContainText('e2e_user');
  await issued.getByRole('button', { name: '关闭' }).click();
  await expect(issued).toHaveCount(0);
  await toolbar.getByRole('button', { name: '账号解封' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '操作成功!' }).first()).toBeVisible();

  await expect(row.getByRole('checkbox')).toBeChecked();
  await toolbar.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '删除成功' })).toBeVisible();
  await expect(grid.getByRole('row', { name: /e2e_user/ })).toHaveCount(0);
  await expect(page.getByText(/共选中了\d+行/)).toHaveCount(0);
});
