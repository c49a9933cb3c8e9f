// The top menu bar: choosing a top menu narrows the sidebar to its menus, and the latest choice stays, whatever
// answer arrives after it.
import type { Page, Route } from './support/test.ts';
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { menuId } from './support/fixtures.ts';
import { resumeSession } from './support/session.ts';

const SYS = '/api/blade-system';
/** Where the home item leads: the first page, which opens the translation home. */
const HOME = /\/(wel|translateBackstage)\/index$/;

/** A top menu of the test's own holding 参数管理; removed after `use`. */
async function withTopMenu(page: Page, name: string, code: string, use: (id: string) => Promise<void>) {
  await apiPost(page, `${SYS}/topmenu/submit`, { name, code, sort: 99 });
  const { records } = await apiGet<{ records: { id: string }[] }>(page, `${SYS}/topmenu/list?code=${code}`);
  const id = records[0]!.id;
  try {
    await apiPost(page, `${SYS}/topmenu/grant`, {
      topMenuIds: [id],
      menuIds: [await menuId(page, '系统管理'), await menuId(page, '参数管理')],
    });
    await use(id);
  } finally {
    await apiPost(page, `${SYS}/topmenu/remove?ids=${id}`);
  }
}

/** The names of the sidebar's menus as the console stored them. */
async function storedSidebar(page: Page): Promise<string[]> {
  const stored = await page.evaluate(() => localStorage.getItem('saber-menu') ?? '{}');
  return [...JSON.stringify(JSON.parse(stored).content ?? []).matchAll(/"name":"([^"]+)"/g)].map((m) => m[1]!);
}

/** When the console last stored its full menu (its stored items carry their time). */
const menuAllStoredAt = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('saber-menuAll') ?? '{"datetime":0}').datetime as number);

test('a top menu chosen while the console still loads its menus keeps its sidebar when those menus arrive', async ({ page }) => {
  await resumeSession(page);
  await withTopMenu(page, 'E2E 先选顶部', 'e2e-early-top', async () => {
    // The console's first load of every menu is held until the top menu has been chosen and shown.
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname === `${SYS}/menu/routes` && !url.searchParams.has('topMenuId'),
      (route) => {
        held.push(route);
      },
    );
    await page.goto('/wel/index');
    await expect.poll(() => held.length).toBe(1);
    await page.getByTestId('top-menu').getByRole('button', { name: 'E2E 先选顶部' }).click();
    await expect(page).toHaveURL(/\/system\/param$/);
    const sidebar = page.getByTestId('sidebar-menu');
    await expect(sidebar).toContainText('参数管理');
    await expect(sidebar).not.toContainText('用户管理');

    // The held menus arrive: the console stores the full menu in the same update that would have replaced the
    // sidebar, whose menu is stored too.
    const before = await menuAllStoredAt(page);
    await held[0]!.continue();
    await expect.poll(() => menuAllStoredAt(page)).toBeGreaterThan(before);
    expect(await storedSidebar(page)).toEqual(['系统管理', '参数管理']);
    await expect(sidebar).toContainText('参数管理');
    await expect(page).toHaveURL(/\/system\/param$/);
  });
});

test('a top menu whose menus arrive after the home item was chosen neither fills the sidebar nor opens its page', async ({ page }) => {
  await resumeSession(page);
  await withTopMenu(page, 'E2E 后到顶部', 'e2e-late-top', async (id) => {
    await page.goto('/wel/index');
    await expect(page.getByTestId('sidebar-menu')).toContainText('翻译首页');
    // The top menu's menus are held until the home item has been chosen after it.
    const held: Route[] = [];
    let answered = false;
    await page.route(
      (url) => url.pathname === `${SYS}/menu/routes` && url.searchParams.get('topMenuId') === id,
      (route) => {
        held.push(route);
      },
    );
    page.on('requestfinished', (request) => {
      if (request.url().includes(`topMenuId=${id}`)) answered = true;
    });
    const bar = page.getByTestId('top-menu');
    await bar.getByRole('button', { name: 'E2E 后到顶部' }).click();
    await expect.poll(() => held.length).toBe(1);
    await bar.getByRole('button', { name: '首页' }).click();
    await expect(page).toHaveURL(HOME);

    await held[0]!.continue();
    await expect.poll(() => answered).toBe(true);
    // What the answer's arrival would change is written at once (the stored sidebar) or right after (the page).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await storedSidebar(page)).toContain('用户管理');
    await expect(page).toHaveURL(HOME);
    await expect(page.getByTestId('sidebar-menu')).toContainText('翻译首页');
  });
});
