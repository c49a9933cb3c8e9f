// Saber's Avue screens as a person uses them: its search bar, table rows, dialogs, selects, date pickers, and a
// record's whole life through its forms (saberCrud).
import { expect, type Locator, type Page } from '@playwright/test';
import { apiCalls, saberCall } from './saber-console.ts';

/** Saber's dialog of the screen, found by one of its field labels. */
export const saberDialog = (page: Page, field: string) =>
  page
    .locator('.el-dialog')
    .filter({ has: page.getByText(field) })
    .last();

/** The form item of a dialog labelled `label`. */
export const formField = (dialog: Locator, label: string) => dialog.locator('.el-form-item').filter({ hasText: label });

/** The rows of the screen's table holding `text`. */
export const tableRow = (page: Page, text: string) => page.locator('.el-table__body-wrapper').getByRole('row').filter({ hasText: text });

/** Types `text` into the search field labelled `label` and searches. */
export async function saberSearch(page: Page, label: string, text: string) {
  const search = page.locator('.avue-crud__search');
  await search.getByRole('textbox', { name: `${label}:` }).fill(text);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
}

/** Clicks the dialog's `button` (保存, 修改) and sees the call to `submit` succeed. */
export async function saveDialog(page: Page, dialog: Locator, button: RegExp, submit: string | RegExp) {
  const saved = saberCall(page, submit);
  await dialog.getByRole('button', { name: button }).click();
  expect(await (await saved).json()).toMatchObject({ success: true });
}

/**
 * The row's 编辑 dialog (found by one of its field labels), once it is filled: Saber opens it at once and fills it
 * when the record's detail (and the options its selects load) arrive, overwriting what was typed before then.
 */
export async function openEditDialog(page: Page, row: Locator, field: string): Promise<Locator> {
  const calls = apiCalls(page);
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const editing = saberDialog(page, field);
  await expect(editing).toBeVisible();
  await calls.settled();
  // The browser reports a call finished before the page's scripts have handled its answer: on a busy machine Saber
  // filled the form from the detail after the test typed, and saved the old values. A turn of the page's own event
  // loop runs those handlers first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return editing;
}

/** The row's 删除, confirmed: the row leaves the table. */
export async function removeRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page
    .locator('.el-message-box')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row).toHaveCount(0);
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

/** A screen of Saber and a record's life on it, through Saber's own Avue forms. */
export type SaberScreen = {
  /** The screen's path, or the steps that bring its 新增 button up (a drawer of another screen). */
  open: string | (() => Promise<void>);
  /** The text of the record's row once added (its unique key). */
  key: string;
  /** A label of the add dialog's fields, to find the dialog. */
  dialogField: string;
  fill: (dialog: Locator) => Promise<void>;
  /** Texts the record's row shows once added and still after the edit (what the form's selects stored). */
  shows?: string[];
  /** The search field (its label) that finds the record by its key; none on screens without one. */
  searchLabel?: string;
  /** The field the edit changes (its label as Saber shows it, `* 名称:`) and the value it gets. */
  edit: { label: string; value: string };
  /** The screen's submit path (add and edit may differ), its answer awaited after each save. */
  submit: string | RegExp;
};

/** Opens the screen, adds the record, finds it with the screen's search, edits it and removes it. */
export async function saberCrud(page: Page, saberUrl: string, screen: SaberScreen) {
  if (typeof screen.open === 'string') {
    await page.goto(`${saberUrl}${screen.open}`);
    await page.waitForLoadState('networkidle');
  } else {
    await screen.open();
  }
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const adding = saberDialog(page, screen.dialogField);
  await screen.fill(adding);
  await saveDialog(page, adding, /保\s*存/, screen.submit);
  await expect(adding).toBeHidden();

  if (screen.searchLabel) await saberSearch(page, screen.searchLabel, screen.key);
  const row = tableRow(page, screen.key);
  await expect(row).toHaveCount(1);
  for (const text of screen.shows ?? []) await expect(row).toContainText(text);

  const editing = await openEditDialog(page, row, screen.dialogField);
  await editing.getByRole('textbox', { name: screen.edit.label }).fill(screen.edit.value);
  await saveDialog(page, editing, /修\s*改/, screen.submit);
  await expect(row).toContainText(screen.edit.value);
  // The edit sends the selects back as Saber read them: they still hold.
  for (const text of screen.shows ?? []) await expect(row).toContainText(text);

  await removeRow(page, row);
}
