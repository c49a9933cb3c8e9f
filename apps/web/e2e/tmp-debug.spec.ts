import { expect, test } from './support/test.ts';
import { resumeSession } from './support/session.ts';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('response', (r) => { if (r.url().includes('/param/list')) void r.text().then((t) => console.log('resp', r.url(), t.slice(0, 200))); });
  await resumeSession(page);
  await page.goto('/system/param?page=50');
  await page.waitForTimeout(4000);
  console.log('url', page.url());
  await expect(page.getByRole('grid')).toBeVisible();
});
