// Tab rules (spec 2 and 4) and the tab bar's right-click menu.
import { expect, slowCpu, test, type Page } from './support/test.ts';
import { signInFresh as signIn } from './support/session.ts';

const tabs = (page: Page) => page.getByTestId('tab-bar').getByRole('tab');

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByTestId('sidebar-menu');
  const groupButton = menu.getByRole('button', { name: group, exact: true });
  // The group's state, not its leaf's visibility: a leaf still sliding open reads as hidden, and a second click
  // on the group would close it.
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

test('tabs: welcome first, equal tabs once, closing moves to the previous tab', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/wel/index');
  await page.getByTestId('tab-bar').getByRole('tab', { name: '翻译首页' }).getByRole('button', { name: /关闭/ }).click();
  // A lone tab cannot be closed.
  await expect(tabs(page)).toHaveText(['首页']);
  await expect(tabs(page).first().getByRole('button', { name: /关闭/ })).toHaveCount(0);

  await openMenu(page, '系统管理', '用户管理');
  await openMenu(page, '系统管理', '岗位管理');
  await openMenu(page, '系统管理', '用户管理'); // an equal tab is not added again
  await expect(tabs(page)).toHaveText(['首页', '用户管理', '岗位管理']);
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  // With several tabs the welcome tab stays protected; the others can close.
  await expect(tabs(page).first().getByRole('button', { name: /关闭/ })).toHaveCount(0);

  await page.getByRole('button', { name: '关闭 用户管理' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tabs(page)).toHaveText(['首页', '岗位管理']);

  await tabs(page).nth(1).click();
  await expect(page).toHaveURL(/\/system\/post$/);
  await page.getByRole('button', { name: '关闭 岗位管理' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tabs(page)).toHaveText(['首页']);
});

test('right-click menu: close others, close all, clear cache', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, '系统管理', '用户管理');
  await openMenu(page, '系统管理', '岗位管理');
  await openMenu(page, '系统管理', '参数管理');
  await expect(tabs(page)).toHaveText(['首页', '翻译首页', '用户管理', '岗位管理', '参数管理']);

  await tabs(page).nth(3).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs(page)).toHaveText(['首页', '岗位管理']);
  await expect(page).toHaveURL(/\/system\/post$/);

  await tabs(page).nth(1).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(tabs(page)).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/wel\/index$/);

  await tabs(page).first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: '清除缓存' }).click();
  await expect(page.getByRole('dialog')).toContainText('是否需要清除缓存?');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('toast')).toHaveText('清除完毕');
});

test('pages opened one after the other before the first one shows each get a tab', async ({ page }) => {
  await signIn(page, 'admin');
  // A slow computer: drawing a page takes longer than the user takes to click the next menu. (A busy machine did
  // this to the first test above; the second click replaced the first page before it drew, and with it its tab.)
  await slowCpu(page, 6);
  await openMenu(page, '系统管理', '用户管理');
  await openMenu(page, '系统管理', '岗位管理');
  await expect(page).toHaveURL(/\/system\/post$/);
  await expect(tabs(page)).toHaveText(['首页', '翻译首页', '用户管理', '岗位管理']);
  await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');
  await slowCpu(page, 1);
  await tabs(page).nth(2).click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page.getByRole('grid')).toBeVisible();
});

test('a message shows for three seconds from when it is drawn, then goes', async ({ browser, baseURL }) => {
  // The page's clock is the test's to move: a context of its own (a clock cannot be taken off a page again).
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce', viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.clock.install();
  await signIn(page, 'admin');
  await tabs(page).first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: '清除缓存' }).click();
  // The question shows before time stands still (its opening is the page's to finish); from here the message's
  // three seconds pass only as the test moves the clock.
  await expect(page.getByRole('dialog')).toContainText('是否需要清除缓存?');
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: '确定' }).click();
  const message = page.getByTestId('toast').filter({ hasText: '清除完毕' });
  await expect(message).toBeVisible();
  await page.clock.runFor(2_999);
  await expect(message).toBeVisible();
  await page.clock.runFor(1);
  await expect(message).toHaveCount(0);
  await context.close();
});

test('tabs survive a reload and sign-in resets them to the welcome tab', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, '系统管理', '用户管理');
  await page.reload();
  await expect(tabs(page)).toHaveText(['首页', '翻译首页', '用户管理']);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  // Signing out lands on the public front page.
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'admin');
  await expect(tabs(page)).toHaveText(['首页', '翻译首页']);
});

test('the active tab is always scrolled into view when the bar overflows', async ({ page }) => {
  // A narrower window: a few tabs overflow the bar. Screens open from the sidebar, as a user opens them (each new
  // tab is added and selected in the same step).
  await page.setViewportSize({ width: 1000, height: 700 });
  // With motion, as most people have it: the bar scrolls to a new tab in an animation, which the appearing scroll
  // buttons cut short when the bar first overflowed (reduced motion only shortened the window for it).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signIn(page, 'admin');
  const leaves = ['用户管理', '部门管理', '岗位管理', '系统字典', '业务字典', '菜单管理', '顶部菜单', '参数管理', '租户管理', '应用管理'];
  const bar = page.getByTestId('tab-bar');
  const activeTabInView = async () => {
    const shown = (await bar.locator('.MuiTabs-scroller').boundingBox())!;
    const tab = (await bar.getByRole('tab', { selected: true }).boundingBox())!;
    return tab.x >= shown.x - 1 && tab.x + tab.width <= shown.x + shown.width + 1;
  };
  for (const leaf of leaves) {
    await openMenu(page, '系统管理', leaf);
    await expect(bar.getByRole('tab', { selected: true })).toHaveAccessibleName(leaf);
    await expect.poll(activeTabInView).toBe(true);
  }
  // Back to the first one from the sidebar: its tab is far to the left by now.
  await openMenu(page, '系统管理', leaves[0]!);
  await expect(bar.getByRole('tab', { selected: true })).toHaveAccessibleName(leaves[0]!);
  await expect.poll(activeTabInView).toBe(true);
});
