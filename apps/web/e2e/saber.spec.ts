// Saber 4.9, the open-source Blade console nobody here wrote, against our API as its deployment runs it (static
// files, history routing, `/blade-` paths forwarded): it signs in through its own form, captcha and SM2-encrypted
// password included, and its screens load their lists with no error shown and no failed call.
import { expect, test, type Page } from '@playwright/test';
import { captchaCode } from './support/captcha.ts';
import { signIn } from './support/session.ts';
import { saberTestKeys, startSaber, type Saber } from './support/saber.ts';

let saber: Saber;
test.beforeAll(async ({ baseURL }) => {
  saber = await startSaber(baseURL!);
});
test.afterAll(() => saber.close());

/** Every API call Saber makes that fails: an HTTP error or an R answer that is not a success. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/blade-')) return;
    if (response.status() >= 400) {
      failures.push(`${response.request().method()} ${url.pathname}: HTTP ${response.status()}`);
      return;
    }
    const body = await response.json().catch(() => undefined) as { code?: number; success?: boolean } | undefined;
    if (body && typeof body.code === 'number' && body.code !== 200) failures.push(`${response.request().method()} ${url.pathname}: code ${body.code}`);
  });
  return failures;
}

async function signInThroughSaber(page: Page) {
  const captcha = page.waitForResponse((r) => new URL(r.url()).pathname === '/blade-auth/captcha');
  await page.goto(`${saber.url}/login`);
  const { data } = (await (await captcha).json()) as { data: { key: string } };
  // Saber fills tenant 000000, admin and admin itself; a person reads the captcha image.
  await page.getByPlaceholder('请输入验证码').fill(await captchaCode(data.key));
  const signedIn = page.waitForResponse((r) => new URL(r.url()).pathname === '/blade-auth/token');
  await page.getByRole('button', { name: '登录' }).click();
  const answer = (await (await signedIn).json()) as { success: boolean; data: { account: string } };
  expect(answer).toMatchObject({ success: true, data: { account: 'admin' } });
  await expect(page).toHaveURL(/\/wel\/index/);
  // Saber keeps the menus it loads after signing in (its routes come from them): a page opened before they arrive
  // has no route and stays blank.
  await expect(page.getByText('系统管理').first()).toBeVisible();
}

test('Saber signs in through its own form (captcha, SM2 password) and shows its home with our menus', async ({ page }) => {
  const failures = watchFailures(page);
  await signInThroughSaber(page);
  await expect(page.locator('.el-message--error')).toHaveCount(0);
  expect(failures).toEqual([]);
});

// Every list screen of Saber 4.9 (src/views): system, authority, base, desk, monitor, tool and report.
const SCREENS = [
  '/system/user', '/system/dept', '/system/post', '/system/dict', '/system/menu', '/system/topmenu', '/system/param',
  '/system/tenant', '/system/client', '/authority/role', '/authority/datascope', '/authority/apiscope', '/base/region',
  '/desk/notice', '/monitor/log/usual', '/monitor/log/api', '/monitor/log/error', '/tool/datasource', '/tool/code',
  '/report/reportlist',
];

test('each of Saber\'s list screens loads its rows from our API with no error shown and no failed call', async ({ page }) => {
  test.setTimeout(180_000); // twenty full loads of another console (about 1 MB of JavaScript each), 2-4 s apiece
  const failures = watchFailures(page);
  await signInThroughSaber(page);
  // A list call of the screen: its rows, a page of them, a tree or a level of a lazy one.
  const isList = (url: string) => { const p = new URL(url).pathname; return p.startsWith('/blade-') && /\/(list|page|tree|lazy-tree|lazy-list|parent-list)$/.test(p); };
  for (const screen of SCREENS) {
    const listed = page.waitForResponse((r) => isList(r.url()));
    await page.goto(`${saber.url}${screen}`);
    expect((await listed).status(), screen).toBe(200);
    // And whatever else the screen asks for (dictionaries, trees) has arrived.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.avue-crud, .el-tree').first(), screen).toBeVisible();
    await expect(page.locator('.el-message--error'), screen).toHaveCount(0);
    expect(failures, screen).toEqual([]);
  }
  expect(failures).toEqual([]);
});

/** Saber's dialog of the screen, found by one of its field labels. */
const saberDialog = (page: Page, field: string) => page.locator('.el-dialog').filter({ has: page.getByText(field) }).last();

/** One record's life on a Saber screen, through Saber's own forms: add, find by search, edit, remove. */
async function saberCrud(page: Page, screen: string, record: { key: string; keyLabel: string; nameLabel: string; fill: (dialog: ReturnType<typeof saberDialog>) => Promise<void> }) {
  await page.goto(`${saber.url}${screen}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /新\s*增/ }).first().click();
  const adding = saberDialog(page, record.keyLabel);
  await record.fill(adding);
  await adding.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.el-message--success')).toContainText('操作成功');
  await expect(adding).toBeHidden();

  // Saber's search finds it by its key.
  const search = page.locator('.avue-crud__search');
  await search.getByRole('textbox', { name: `${record.keyLabel}:` }).fill(record.key);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.getByRole('row').filter({ hasText: record.key });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const editing = saberDialog(page, record.keyLabel);
  await editing.getByRole('textbox', { name: `* ${record.nameLabel}:` }).fill('Saber 改过');
  await editing.getByRole('button', { name: /修\s*改/ }).click();
  await expect(row).toContainText('Saber 改过');

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.el-message-box').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
}

test('Saber adds, finds, edits and removes a post, a parameter, a client and a role through its own forms', async ({ page }) => {
  test.setTimeout(120_000); // four screens of another console, four round trips each
  const failures = watchFailures(page);
  await signInThroughSaber(page);
  await saberCrud(page, '/system/post', {
    key: 'saber-post', keyLabel: '岗位编号', nameLabel: '岗位名称',
    fill: async (dialog) => {
      await dialog.locator('.el-select').first().click();
      await page.getByRole('option', { name: '高层' }).click();
      await dialog.getByRole('textbox', { name: '* 岗位编号:' }).fill('saber-post');
      await dialog.getByRole('textbox', { name: '* 岗位名称:' }).fill('Saber 岗位');
      await dialog.getByRole('spinbutton', { name: '* 岗位排序:' }).fill('9');
    },
  });
  await saberCrud(page, '/system/param', {
    key: 'saber.param', keyLabel: '参数键名', nameLabel: '参数名称',
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 参数名称:' }).fill('Saber 参数');
      await dialog.getByRole('textbox', { name: '* 参数键名:' }).fill('saber.param');
      await dialog.getByRole('textbox', { name: '* 参数键值:' }).fill('1');
    },
  });
  await saberCrud(page, '/system/client', {
    key: 'saber-client', keyLabel: '应用id', nameLabel: '应用密钥',
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 应用id:' }).fill('saber-client');
      await dialog.getByRole('textbox', { name: '* 应用密钥:' }).fill('saber-client-secret');
      await dialog.getByRole('textbox', { name: '* 授权类型:' }).fill('refresh_token,password');
      await dialog.getByRole('textbox', { name: '* 授权范围:' }).fill('all');
      await dialog.getByRole('spinbutton', { name: '* 令牌秒数:' }).fill('3600');
      await dialog.getByRole('spinbutton', { name: '* 刷新秒数:' }).fill('604800');
      await dialog.getByRole('textbox', { name: '* 回调地址:' }).fill('http://localhost');
    },
  });
  await saberCrud(page, '/authority/role', {
    key: 'saber_role', keyLabel: '角色别名', nameLabel: '角色名称',
    fill: async (dialog) => {
      await dialog.getByRole('textbox', { name: '* 角色名称:' }).fill('Saber 角色');
      await dialog.getByRole('textbox', { name: '* 角色别名:' }).fill('saber_role');
      await dialog.getByRole('spinbutton', { name: '* 角色排序:' }).fill('9');
    },
  });
  await expect(page.locator('.el-message--error')).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('the administrator reads the server\'s SM2 public key in 应用管理: the one Saber was built with', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/system/client');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'SM2公钥' }).click();
  const dialog = page.getByTestId('sm2-key-dialog');
  await expect(dialog.getByRole('textbox')).toHaveValue(saberTestKeys().publicKey);
  await expect(dialog).toContainText('auth.publicKey');
});
