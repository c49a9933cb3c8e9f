// The top menu bar: choosing a top menu narrows the sidebar to its menus, and the latest choice stays, whatever
// answer arrives after it.
import type { Route } from './support/test.ts';
import { expect, test } from './support/test.ts';
import { apiGet, apiPost } from './support/api.ts';
import { menuId } from './support/fixtures.ts';
import { resumeSession } from './support/session.ts';

const SYS = '/api/blade-system';
const TOP_NAME = 'E2E 先选顶部';

test('a top menu chosen while the console still loads its menus keeps its sidebar when those menus arrive', async ({ page }) => {
  await resumeSession(page);
  await apiPost(page, `${SYS}/topmenu/submit`, { name: TOP_NAME, code: 'e2e-early-top', sort: 99 });
  const { records } = await apiGet<{ records: { id: string; name: string }[] }>(page, `${SYS}/topmenu/list?code=e2e-early-top`);
  const topId = records[0]!.id;
  try {
    await apiPost(page, `${SYS}/topmenu/grant`, { topMenuIds: [topId], menuIds: [await menuId(page, '系统管理'), await menuId(page, '参数管理')] });

    // The console's first load of every menu is held until the top menu has been chosen and shown.
    const held: Route[] = [];
    await page.route((url) => url.pathname === `${SYS}/menu/routes` && !url.searchParams.has('topMenuId'), (route) => { held.push(route); });
    await page.goto('/wel/index');
    await expect.poll(() => held.length).toBe(1);
    await page.getByTestId('top-menu').getByRole('button', { name: TOP_NAME }).click();
    await expect(page).toHaveURL(/\/system\/param$/);
    const sidebar = page.getByTestId('sidebar-menu');
    await expect(sidebar).toContainText('参数管理');
    await expect(sidebar).not.toContainText('用户管理');

    // The held menus arrive: the console stores the full menu (written with its time) in the same update that would
    // have replaced the sidebar, whose menu is stored too.
    const stored = (name: string) => page.evaluate((key) => JSON.parse(localStorage.getItem(`saber-${key}`) ?? '{"datetime":0}'), name);
    const before = (await stored('menuAll')).datetime as number;
    await held[0]!.continue();
    await expect.poll(async () => (await stored('menuAll')).datetime).toBeGreaterThan(before);
    const sidebarNames = [...JSON.stringify((await stored('menu')).content).matchAll(/"name":"([^"]+)"/g)].map((m) => m[1]);
    expect(sidebarNames).toEqual(['系统管理', '参数管理']);
    await expect(sidebar).toContainText('参数管理');
    await expect(page).toHaveURL(/\/system\/param$/);
  } finally {
    await apiPost(page, `${SYS}/topmenu/remove?ids=${topId}`);
  }
});
