// Users across departments and tenants: the department tree beside the list, the platform administrator creating a
// user in another tenant (its roles and departments in the form), and a user holding two roles switching between
// them from the user menu, the menus following the choice.
import { expect, test } from './support/test.ts';
import { apiGet, apiHeaders, apiPost } from './support/api.ts';
import { createRole, createUser } from './support/fixtures.ts';
import { consoleShown, resumeSession, signInFresh } from './support/session.ts';
import { closeOtherContexts } from './support/contexts.ts';

test.afterEach(closeOtherContexts);

const HOME = '/translateBackstage/index';
const ADMIN_ID = '1123598821738675201';
const HR_ID = '1123598821738675202';

test('the department tree narrows the user list to a department and those below it', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/user');
  const grid = page.getByRole('grid');
  const admin = grid.locator(`[data-id="${ADMIN_ID}"]`);
  await expect(admin).toBeVisible();
  const tree = page.getByTestId('user-dept-tree');
  // The seeded hr, manager and boss are in 常州刀锋; admin in the root 刀锋科技, above it.
  await tree.getByText('常州刀锋', { exact: true }).click();
  await expect(grid.locator(`[data-id="${HR_ID}"]`)).toBeVisible();
  await expect(admin).toHaveCount(0);
  await tree.getByText('刀锋科技', { exact: true }).click();
  await expect(admin).toBeVisible();
  await expect(grid.locator(`[data-id="${HR_ID}"]`)).toBeVisible();
  // The tenant column shows the tenant's code.
  await expect(admin).toContainText('000000');
});

test("the platform administrator adds a user to another tenant, with that tenant's roles and departments", async ({ page }) => {
  test.slow(); // a tenant, a form with dependent selects
  await resumeSession(page);
  const tenantName = `e2e用户租户${Date.now().toString(36)}`;
  const created = await page.request.post('/api/blade-system/tenant/submit', {
    headers: await apiHeaders(page),
    data: { tenantName, linkman: '联系人' },
  });
  expect((await created.json()).success).toBe(true);
  const tenantId = (await apiGet<{ tenantId: string; tenantName: string }[]>(page, '/api/blade-system/tenant/select')).find(
    (t) => t.tenantName === tenantName,
  )!.tenantId;

  await page.goto('/system/user');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('user-form');
  await form.getByLabel('租户编号').click();
  await page.getByRole('option', { name: `${tenantName} (${tenantId})` }).click();
  await form.getByLabel('登录账号').fill('e2e_tenant_user');
  await form.getByLabel('密码').fill('e2e_pass');
  await form.getByLabel('用户昵称').fill('E2E');
  await form.getByLabel('用户姓名').fill('租户员工');
  await form.getByLabel('所属角色').click();
  // The new tenant's roles, not tenant 000000's.
  await expect(page.getByRole('option', { name: '人事' })).toHaveCount(0);
  await page.getByRole('option', { name: '用户' }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('所属部门').click();
  await page.getByRole('option', { name: tenantName }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '新增成功' })).toBeVisible();

  const users = await apiGet<{ records: { account: string; tenantId: string }[] }>(
    page,
    `/api/blade-system/user/page?tenantId=${tenantId}&account=e2e_tenant_user`,
  );
  expect(users.records).toEqual([expect.objectContaining({ account: 'e2e_tenant_user', tenantId })]);
});

test('a user holding two roles switches to one from the user menu, and the menus follow', async ({ page, browser }) => {
  test.slow(); // a role, a user, a switch and a reload
  await resumeSession(page);
  const postRole = await createRole(page, '岗位维护', 'e2e_post_keeper', ['系统管理', '岗位管理']);
  const hrRole = '1123598816738675203';
  // In two departments (常州刀锋, 苏州刀锋) and, after the grant, two roles.
  const userId = await createUser(page, 'e2e-two-roles', postRole, { deptId: '1123598813738675202,1123598813738675203' });
  await apiPost(page, `/api/blade-system/user/grant?userIds=${userId}&roleIds=${postRole},${hrRole}`);

  const user = await (await browser.newContext()).newPage();
  await signInFresh(user, 'e2e-two-roles');
  const sidebar = user.getByTestId('sidebar-menu');
  await expect(sidebar).toContainText('系统管理');
  await expect(sidebar).toContainText('我的事务');

  // The depts the user holds are held back: until they arrive, 确定 cannot be pressed (whether a dept is required
  // is not known yet).
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await user.route(/\/api\/blade-system\/dept\/select\?/, async (route) => {
    await held;
    await route.continue();
  });
  // Switching is offered only in switch mode, off until the layout settings turn it on (spec 6).
  await user.getByTestId('user-menu').click();
  await expect(user.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expect(user.getByTestId('switch-dept-role')).toHaveCount(0);
  await user.keyboard.press('Escape');
  await user.getByRole('button', { name: '布局设置' }).click();
  await user.getByTestId('settings-drawer').getByLabel('开启部门/角色切换').check();
  await user.keyboard.press('Escape');
  await expect(user.getByTestId('settings-drawer')).toBeHidden();
  await user.getByTestId('user-menu').click();
  await user.getByTestId('switch-dept-role').click();
  const dialog = user.getByTestId('switch-dialog');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  release();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('请选择部门');
  await dialog.getByRole('combobox', { name: '部门' }).click();
  await user.getByRole('option', { name: '苏州刀锋' }).click();
  await dialog.getByRole('combobox', { name: '角色' }).click();
  await user.getByRole('option', { name: '岗位维护' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await consoleShown(user, HOME);
  await expect(user.getByTestId('sidebar-menu')).toContainText('系统管理');
  await expect(user.getByTestId('sidebar-menu')).not.toContainText('我的事务');
  // A later token refresh keeps the choice (the API keeps a narrowed role).
  await user.reload();
  await expect(user.getByTestId('sidebar-menu')).not.toContainText('我的事务');
});
