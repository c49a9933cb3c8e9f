// Operating the console by keyboard and by name: the skip link, forms that open in their first field with the
// required fields marked, delete confirmations that name the row and start on 取消, titles naming the screen and
// system.name, date fields that take a typed day and refuse an inverted range, the user form's phone and e-mail
// checks, and an error log that counts the console's errors only.
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { fillLogin, resumeSession } from './support/session.ts';
import { searchList } from './support/grid.ts';

type Param = { id: string; paramKey: string; paramValue: string };

test('the skip link comes first; a form opens in its first field, required fields marked; a delete names the row and starts on 取消', async ({
  page,
}) => {
  await resumeSession(page);
  const key = `e2e.operable.${Date.now().toString(36)}`;
  await apiPost(page, '/api/blade-system/param/submit', { paramName: `可操作${key}`, paramKey: key, paramValue: '1' });
  await page.goto('/system/param');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();

  // The first Tab stop skips the sidebar and the bars.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('param-form');
  await expect(form.getByRole('textbox', { name: '参数名称' })).toBeFocused();
  // Marked before any submit: the label's asterisk and the input's required state.
  for (const name of ['参数名称', '参数键名', '参数键值']) {
    await expect(form.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    await expect(form.locator('label', { hasText: name })).toContainText('*');
  }
  await expect(form.getByRole('textbox', { name: '备注' })).not.toHaveAttribute('aria-required', 'true');
  await expect(form.locator('label', { hasText: '备注' })).not.toContainText('*');
  await form.getByRole('button', { name: '取消' }).click();

  await page.getByTestId('crud-search').getByLabel('参数键名').fill(key);
  await searchList(page, '/api/blade-system/param/list?', { paramKey: key });
  const row = page.getByRole('grid').getByRole('row', { name: new RegExp(key.replaceAll('.', '\\.')) });
  await row.getByRole('button', { name: '删除' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(`确定删除「可操作${key}」吗?`);
  await expect(question.getByRole('button', { name: '取消' })).toBeFocused();
  // Enter pressed without reading keeps the row.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: '已取消删除' })).toBeVisible();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
});

test('every screen is titled by its name and system.name, which the parameter screen changes', async ({ page }) => {
  await resumeSession(page);
  const [systemName] = await apiGet<{ records: Param[] }>(page, '/api/blade-system/param/list?paramKey=system.name').then((p) => p.records);
  const renamed = `E2E 控制台 ${Date.now().toString(36)}`;
  try {
    await page.goto('/system/param');
    await expect(page).toHaveTitle(`参数管理 - ${systemName!.paramValue}`);
    await page.getByTestId('crud-search').getByLabel('参数键名').fill('system.name');
    await searchList(page, '/api/blade-system/param/list?', { paramKey: 'system.name' });
    await page
      .getByRole('grid')
      .getByRole('row', { name: /system\.name/ })
      .getByRole('button', { name: '编辑' })
      .click();
    const form = page.getByTestId('param-form');
    await form.getByRole('textbox', { name: '参数键值' }).fill(renamed);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '更新成功' })).toBeVisible();
    // The next screen's title carries the new name.
    await page.getByRole('button', { name: '菜单搜索' }).click();
    await page.getByRole('textbox', { name: '菜单搜索' }).fill('用户管理');
    await page.getByTestId('menu-search-results').getByRole('button').first().click();
    await expect(page).toHaveTitle(`用户管理 - ${renamed}`);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveTitle(`Users - ${renamed}`);
  } finally {
    await apiPost(page, '/api/blade-system/param/submit', { ...systemName, paramValue: systemName!.paramValue });
  }
});

test('a date search field takes a typed 20261101, is wide enough for it, and an inverted range says so without searching', async ({
  page,
}) => {
  await resumeSession(page);
  await page.goto('/system/param');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  const search = page.getByTestId('crud-search');
  const from = search.getByRole('textbox', { name: '创建开始日期' });
  // Typed straight away, while the picker may still be loading: the field keeps the focus and the digits.
  await from.click();
  await page.keyboard.type('20261101');
  await page.keyboard.press('Tab');
  const fromGroup = search.getByRole('group', { name: '创建开始日期' });
  // The plain field, or the picker that took its place (its hidden input holds the value).
  await expect(fromGroup.locator('..').locator('input').or(from)).toHaveValue('2026-11-01');
  // The whole day shows: nothing of it is cut.
  const shown = (await fromGroup.count()) ? fromGroup : from;
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The end field, once its picker is there, takes the digits section by section.
  const to = search.getByRole('textbox', { name: '创建结束日期' });
  await to.click();
  const toGroup = search.getByRole('group', { name: '创建结束日期' });
  await expect(toGroup.getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.type('20261031');
  // The hidden input beside the sections holds the value the form reads.
  await expect(toGroup.locator('..').locator('input')).toHaveValue('2026-10-31');
  await expect(search).toContainText('结束日期不能早于开始日期');
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/param/list')) asked = true;
  });
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(search).toContainText('结束日期不能早于开始日期');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  await page.getByTestId('param-form').getByRole('button', { name: '取消' }).click();
  expect(asked).toBe(false);
});

test('the user form refuses a phone that is no mobile number and an e-mail that is no address', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/user');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('user-form');
  await form.getByRole('textbox', { name: '手机号码' }).fill('123');
  await form.getByRole('textbox', { name: '用户邮箱' }).fill('bad-email');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toContainText('请输入11位手机号码');
  await expect(form).toContainText('请输入正确的邮箱地址');
});

test('the error log counts failures of the console, not refusals the API explains', async ({ page }) => {
  const logged = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('saber-logsList') ?? '{"content":[]}') as { content: unknown[] }).content);
  await page.goto('/login');
  // A mistyped password is an answer, shown on the form.
  await fillLogin(page, 'e2e-nobody', 'wrong-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  expect(await logged()).toEqual([]);

  await resumeSession(page);
  await page.goto('/system/param');
  // A duplicate refused with a message is an answer too.
  await page.route('**/api/blade-system/param/submit', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 400, success: false, msg: '参数键名已存在' }),
    }),
  );
  await page.getByTestId('crud-toolbar').getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('param-form');
  await form.getByRole('textbox', { name: '参数名称' }).fill('重复');
  await form.getByRole('textbox', { name: '参数键名' }).fill('system.name');
  await form.getByRole('textbox', { name: '参数键值' }).fill('x');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '参数键名已存在' })).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
  expect(await logged()).toEqual([]);

  // A server failure is the console's own error.
  await page.route('**/api/blade-system/param/list*', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await page.getByTestId('crud-search').getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('error-log-badge')).toContainText('1');
  expect(await logged()).toHaveLength(1);
});
