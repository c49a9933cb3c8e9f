// Driving Saber 4.9's own screens in a test: its sign-in form, the calls it makes, its Avue dialogs and lists.
import { expect, type Locator, type Page } from '@playwright/test';
import { BASIC } from './api.ts';
import { captchaCode } from './captcha.ts';

/** Every API call Saber makes that fails: an HTTP error or an R answer that is not a success. */
export function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/blade-')) return;
    const body = await response.json().catch(() => undefined) as { code?: number; msg?: string } | undefined;
    // What was sent and what the server said: the failure reads as the shape Saber sent and why it was refused.
    const call = `${response.request().method()} ${url.pathname}${url.search} ${response.request().postData() ?? ''}`;
    if (process.env.SABER_DEBUG) console.log('CALL', call, String(JSON.stringify(body)).slice(0, 300));
    if (response.status() >= 400) failures.push(`${call}: HTTP ${response.status()} ${body?.msg ?? ''}`);
    else if (body && typeof body.code === 'number' && body.code !== 200) failures.push(`${call}: code ${body.code} ${body.msg ?? ''}`);
  });
  return failures;
}

/** Signs in through Saber's login form (tenant 000000, admin/admin filled by Saber; the test reads the captcha). */
export async function signInThroughSaber(page: Page, saberUrl: string, account?: { account: string; password: string }) {
  const captcha = page.waitForResponse((r) => new URL(r.url()).pathname === '/blade-auth/captcha');
  await page.goto(`${saberUrl}/login`);
  const { data } = (await (await captcha).json()) as { data: { key: string } };
  if (account) {
    await page.getByPlaceholder('请输入账号').fill(account.account);
    await page.getByPlaceholder('请输入密码').fill(account.password);
  }
  // A person reads the captcha image.
  await page.getByPlaceholder('请输入验证码').fill(await captchaCode(data.key));
  const signedIn = page.waitForResponse((r) => new URL(r.url()).pathname === '/blade-auth/token');
  await page.getByRole('button', { name: '登录' }).click();
  const answer = (await (await signedIn).json()) as { success: boolean; data: { account: string } };
  expect(answer).toMatchObject({ success: true, data: { account: account?.account ?? 'admin' } });
  await expect(page).toHaveURL(/\/wel\/index/);
  // Saber keeps the menus it loads after signing in (its routes come from them): a page opened before they arrive
  // has no route and stays blank.
  await expect(page.locator('.avue-sidebar, .el-menu').first()).toBeVisible();
}

/** Saber's dialog of the screen, found by one of its field labels. */
export const saberDialog = (page: Page, field: string) => page.locator('.el-dialog').filter({ has: page.getByText(field) }).last();

/** A call Saber makes to `path` (its pathname), answered. */
export const saberCall = (page: Page, path: string | RegExp) =>
  page.waitForResponse((r) => { const p = new URL(r.url()).pathname; return typeof path === 'string' ? p === path : path.test(p); });

/** Opens a Saber screen and waits until its calls are answered. */
export async function openSaberScreen(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/**
 * Picks `option` in the Avue select or tree select inside `field` (a form item). A node below the first level of a
 * tree is named by its path (`['刀锋科技', '常州刀锋']`): its ancestors are opened first, as a person does.
 */
export async function pickOption(page: Page, field: Locator, option: string | RegExp | string[]) {
  await field.locator('.el-select').first().click();
  // The open dropdown (Element Plus keeps closed ones in the page, hidden): a select's options or a tree select's nodes.
  const dropdown = page.locator('.el-select-dropdown:visible').last();
  const path = Array.isArray(option) ? option : [option];
  const node = (label: string | RegExp) => dropdown.locator('[role=option], .el-tree-node__content').filter({ hasText: label }).first();
  for (const ancestor of path.slice(0, -1)) {
    const opener = node(ancestor).locator('.el-tree-node__expand-icon');
    // A tree select keeps its nodes open between two picks.
    if (!(await opener.getAttribute('class'))?.includes('expanded')) await opener.click();
  }
  const choice = node(path[path.length - 1]!);
  // A node of a multiple tree select is taken by its checkbox (a click on its text only expands it).
  const checkbox = choice.locator('.el-checkbox');
  await ((await checkbox.count()) ? checkbox : choice).click();
  // A multiple select stays open over the fields below it: a click on the dialog's title closes it.
  if (await dropdown.isVisible()) await page.locator('.el-dialog:visible .el-dialog__header').last().click();
  await expect(dropdown).toBeHidden();
}

/** A record's life on a Saber screen, through Saber's own Avue forms: add, find by search, edit, remove. */
export type SaberRecord = {
  /** The text of the record's row once added (its unique key). */
  key: string;
  /** A label of the add dialog's fields, to find the dialog. */
  dialogField: string;
  fill: (dialog: Locator) => Promise<void>;
  /** Texts the record's row shows once added (what the form's selects stored, read back by the list). */
  shows?: string[];
  /** The search field (its label) that finds the record by its key; none on screens without one. */
  searchLabel?: string;
  /** The field the edit changes (its label as Saber shows it, `* 名称:`) and the value it gets. */
  edit: { label: string; value: string };
  /** The screen's submit path, its answer awaited after each save. */
  submit: string | RegExp;
};

export async function saberAddEditRemove(page: Page, record: SaberRecord) {
  await page.getByRole('button', { name: /新\s*增/ }).first().click();
  const adding = saberDialog(page, record.dialogField);
  await record.fill(adding);
  const added = saberCall(page, record.submit);
  await adding.getByRole('button', { name: /保\s*存/ }).click();
  expect(await (await added).json()).toMatchObject({ success: true });
  await expect(adding).toBeHidden();

  if (record.searchLabel) {
    const search = page.locator('.avue-crud__search');
    await search.getByRole('textbox', { name: `${record.searchLabel}:` }).fill(record.key);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
  }
  const row = page.locator('.el-table__body-wrapper').getByRole('row').filter({ hasText: record.key });
  await expect(row).toHaveCount(1);
  for (const text of record.shows ?? []) await expect(row).toContainText(text);

  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const editing = saberDialog(page, record.dialogField);
  await editing.getByRole('textbox', { name: record.edit.label }).fill(record.edit.value);
  const edited = saberCall(page, record.submit);
  await editing.getByRole('button', { name: /修\s*改/ }).click();
  expect(await (await edited).json()).toMatchObject({ success: true });
  await expect(row).toContainText(record.edit.value);
  // The edit sends the selects back as Saber read them: they still hold.
  for (const text of record.shows ?? []) await expect(row).toContainText(text);

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.el-message-box').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
}

/** Picks today in the Element Plus date picker of the field labelled `label` (Saber's date fields). */
export async function pickToday(page: Page, dialog: Locator, label: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  const panel = page.locator('.el-picker__popper:visible').last();
  await panel.locator('.el-date-table td.today').click();
  // A date-time format shows an OK button; a date closes on the click.
  const ok = panel.getByRole('button', { name: /确定|OK/ });
  if (await ok.isVisible()) await ok.click();
  await expect(panel).toBeHidden();
}

/** A call straight to the API as the user signed in to Saber (its token cookie), for data a screen needs first. */
export async function saberApiPost(page: Page, saberUrl: string, path: string, data: unknown) {
  const token = (await page.context().cookies(saberUrl)).find((c) => c.name === 'saber3-access-token');
  if (!token) throw new Error('not signed in to Saber');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${decodeURIComponent(token.value)}` };
  const answer = await page.request.post(`${saberUrl}${path}`, { headers, data });
  expect(await answer.json()).toMatchObject({ success: true });
}
