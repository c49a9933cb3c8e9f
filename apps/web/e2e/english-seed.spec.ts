// English throughout for what the product seeded: an English browser sees the seeded menus, dictionaries and their
// entries by their English names on 菜单管理 and 字典管理 (as the sidebar names them), a user's seeded roles and
// departments on 用户管理 (in its list, tree and form pickers), the starter term base's classifications on 词条管理
// and /sort, and validation messages that read as sentences.
import { expect, test } from './support/test.ts';
import { resumeSession, screenshot } from './support/session.ts';
import { apiGet, apiPost } from './support/api.ts';
import { searchList } from './support/grid.ts';

test.use({ locale: 'en-US' });

test('菜单管理 lists the seeded menus by the names the sidebar gives them', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/menu');
  const sidebar = page.getByTestId('sidebar-menu');
  await sidebar.getByText('Translation', { exact: true }).click();
  await expect(sidebar).toContainText('Entries');
  const grid = page.getByRole('grid');
  const translation = grid.getByRole('row', { name: /Translation\s+\/translation/ });
  await expect(translation).toBeVisible();
  await expect(grid.getByRole('row', { name: /System\s+\/system/ })).toBeVisible();
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Expand all' }).click();
  const entries = grid.getByRole('row', { name: /Entries\s+\/translation\/entry/ });
  await expect(entries).toContainText('Menu');
  const importButton = grid.getByRole('row', { name: /translate_entry_import/ });
  await expect(importButton).toContainText('Import');
  await expect(importButton).toContainText('Button');
  await expect(grid).not.toContainText('词条管理');
  await expect(grid).not.toContainText('系统管理');
  await screenshot(page, 'system-menu-en');
});

test('字典管理 names the seeded dictionaries and their entries in English', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/dict');
  const search = page.getByTestId('crud-search');
  await search.getByLabel('Dictionary code').fill('sex');
  // The searched list first: its row replaces the one of the list before, and a click while it does is lost.
  const answered = page.waitForResponse((r) => r.url().includes('/api/blade-system/dict/') && r.url().includes('sex'));
  await search.getByRole('button', { name: 'Search' }).click();
  await answered;
  const row = page.getByRole('grid').getByRole('row', { name: /sex/ });
  await expect(row).toContainText('Sex');
  await expect(row).not.toContainText('性别');
  await row.getByRole('button', { name: 'Entries' }).click();
  const children = page.getByTestId('dict-children');
  await expect(children.getByRole('row', { name: /Male/ })).toBeVisible();
  await expect(children.getByRole('row', { name: /Female/ })).toBeVisible();
  await expect(children).not.toContainText('男');
});

test('用户管理 names the seeded roles and departments of each user, and its department tree, in English', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/user');
  const grid = page.getByRole('grid');
  const admin = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'admin', exact: true }) });
  await expect(admin).toContainText('Administrator');
  await expect(admin).toContainText('Blade Tech');
  await expect(admin).not.toContainText('超级管理员');
  const tree = page.getByTestId('user-dept-tree');
  await expect(tree.getByTestId('user-dept-node').first()).toHaveText('Blade Tech');
  await expect(tree).not.toContainText('刀锋科技');

  // The form's pickers name them so too.
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Add' }).click();
  const form = page.getByTestId('user-form');
  for (const [picker, seeded, stored] of [
    ['Roles', 'Administrator', '超级管理员'],
    ['Departments', 'Blade Tech', '刀锋科技'],
    ['Posts', 'Chief executive officer', '首席执行官'],
  ] as const) {
    await form.getByLabel(picker).click();
    const options = page.getByRole('listbox');
    await expect(options.getByRole('option', { name: seeded })).toBeVisible();
    await expect(options).not.toContainText(stored);
    await page.keyboard.press('Escape');
  }
});

test('a required field says what to fill in, as a sentence', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('Please choose the post type')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Please enter the post name')).toBeVisible();
});

test('a classification named as one of the starter term base reads in English on 词条管理 and /sort; others as typed', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await resumeSession(page);
  // 医学 is a starter classification's name (the browser tier starts without the starter term base).
  type Node = { id: string; title: string; children?: Node[] };
  const tree = () => apiGet<Node[]>(page, '/api/translate/classification/tree');
  await apiPost(page, '/api/translate/classification/submit', { name: `e2e分类${stamp}`, parentId: '0' });
  const parent = (await tree()).find((n) => n.title === `e2e分类${stamp}`)!;
  await apiPost(page, '/api/translate/classification/submit', { name: '医学', parentId: parent.id });
  const medicine = (await tree()).find((n) => n.id === parent.id)!.children!.find((n) => n.title === '医学')!;
  await apiPost(page, '/api/translate/submit', {
    chinese: `医学词条${stamp}`,
    english: `medical term ${stamp}`,
    classificationId: medicine.id,
  });
  await apiPost(page, '/api/translate/submit', {
    chinese: `分类词条${stamp}`,
    english: `classified term ${stamp}`,
    classificationId: parent.id,
  });

  await page.goto('/translation/entry');
  await page.getByTestId('crud-search').getByLabel('Chinese').fill(stamp);
  await searchList(page.getByTestId('crud-search'), '/api/translate/page', { chinese: stamp }, 'Search');
  const classOf = (chinese: string) =>
    page
      .getByRole('grid')
      .getByRole('row', { name: new RegExp(chinese) })
      .locator('[data-field="classificationName"]');
  await expect(classOf(`医学词条${stamp}`)).toHaveText('Medicine');
  await expect(classOf(`分类词条${stamp}`)).toHaveText(`e2e分类${stamp}`);
  // The form's class picker names it so too.
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Add' }).click();
  await page.getByTestId('translate-entry-form').getByLabel('Classification').click();
  await expect(page.getByRole('listbox').getByRole('option', { name: 'Medicine' }).first()).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option', { name: `e2e分类${stamp}` })).toBeVisible();
  await page.keyboard.press('Escape');

  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await visitor.goto('/sort');
  await visitor
    .getByTestId('classification-node')
    .filter({ hasText: `e2e分类${stamp}` })
    .click();
  const entries = visitor.getByTestId('sort-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: `医学词条${stamp}` }).getByTestId('sort-entry-class')).toHaveText('Medicine');
  await expect(entries.filter({ hasText: `分类词条${stamp}` }).getByTestId('sort-entry-class')).toHaveText(`e2e分类${stamp}`);
  await visitor.context().close();
});
