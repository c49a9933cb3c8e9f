// English throughout for what the product seeded: an English browser sees the seeded menus, dictionaries and their
// entries by their English names on 菜单管理 and 字典管理 (as the sidebar names them), a user's seeded roles and
// departments on 用户管理, and validation messages that read as sentences.
import { expect, test } from './support/test.ts';
import { resumeSession, screenshot } from './support/session.ts';

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
});

test('a required field says what to fill in, as a sentence', async ({ page }) => {
  await resumeSession(page);
  await page.goto('/system/post');
  await page.getByTestId('crud-toolbar').getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('Please choose the post type')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Please enter the post name')).toBeVisible();
});
