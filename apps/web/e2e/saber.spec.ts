// Saber 4.9, the open-source Blade console nobody here wrote, against our API as its deployment runs it (static
// files, history routing, `/blade-` paths forwarded): it signs in through its own form, captcha and SM2-encrypted
// password included, and its screens load their lists with no error shown and no failed call. Its forms:
// saber-screens.spec.ts and saber-extras.spec.ts.
import { expect, test } from './support/test.ts';
import { resumeSession } from './support/session.ts';
import { saberTestKeys, startSaber, type Saber } from './support/saber.ts';
import { apiCalls, openThroughMenu, signInThroughSaber, watchFailures } from './support/saber-console.ts';

let saber: Saber;
test.beforeAll(async ({ baseURL }) => {
  saber = await startSaber(baseURL!);
});
test.afterAll(() => saber.close());

test('Saber signs in through its own form (captcha, SM2 password) and shows its home with our menus', async ({ page }) => {
  const failures = watchFailures(page);
  await signInThroughSaber(page, saber.url);
  await expect(page.locator('.avue-sidebar').getByText('系统管理')).toBeVisible();
  await expect(page.locator('.el-message--error')).toHaveCount(0);
  expect(await failures.take()).toEqual([]);
});

// Every list screen of Saber 4.9 (src/views): system, authority, base, desk, monitor, tool and report.
const SCREENS = [
  '/system/user',
  '/system/dept',
  '/system/post',
  '/system/dict',
  '/system/menu',
  '/system/topmenu',
  '/system/param',
  '/system/tenant',
  '/system/client',
  '/authority/role',
  '/authority/datascope',
  '/authority/apiscope',
  '/base/region',
  '/desk/notice',
  '/monitor/log/usual',
  '/monitor/log/api',
  '/monitor/log/error',
  '/tool/datasource',
  '/tool/code',
  '/report/reportlist',
];

// A list call of a screen: its rows, a page of them, a tree or a level of a lazy one.
const isList = (url: string) => {
  const p = new URL(url).pathname;
  return p.startsWith('/blade-') && /\/(list|page|tree|lazy-tree|lazy-list|parent-list)$/.test(p);
};

/** The walk is cut into parts of five screens, each a test of its own (a sign-in each): a test's time stays bounded. */
const PART_SIZE = 5;

for (let start = 0; start < SCREENS.length; start += PART_SIZE) {
  const part = SCREENS.slice(start, start + PART_SIZE);
  test(`Saber's list screens load their rows from our API with no error shown and no failed call: ${part.join(', ')}`, async ({ page }) => {
    const failures = watchFailures(page);
    await signInThroughSaber(page, saber.url);
    const calls = apiCalls(page);
    for (const screen of part) {
      const listed = page.waitForResponse((r) => isList(r.url()));
      await openThroughMenu(page, screen);
      expect((await listed).status(), screen).toBe(200);
      // And whatever else the screen asks for (dictionaries, trees) has arrived.
      await calls.settled();
      await expect(page).toHaveURL(`${saber.url}${screen}`);
      await expect(page.locator('.avue-crud, .el-tree').filter({ visible: true }).first(), screen).toBeVisible();
      await expect(page.locator('.el-message--error'), screen).toHaveCount(0);
      expect(await failures.take(), screen).toEqual([]);
    }
  });
}

test("the administrator reads the server's SM2 public key in 应用管理: the one Saber was built with", async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/client');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'SM2公钥' }).click();
  const dialog = page.getByTestId('sm2-key-dialog');
  await expect(dialog.getByRole('textbox')).toHaveValue(saberTestKeys().publicKey);
  await expect(dialog).toContainText('auth.publicKey');
});
