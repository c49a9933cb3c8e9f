// The console runs under the server's Content-Security-Policy: no page of it, the public front page, the bpmn-js
// modeler, the rich-text notice editor or the API docs viewer triggers a CSP violation.
import { expect, test } from './support/test.ts';
import { resumeSession } from './support/session.ts';

const SCREENS = ['/translateBackstage/index', '/system/user', '/authority/role', '/flow/model', '/desk/notice', '/tool/code'];

test('no page breaks the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('#root')).not.toBeEmpty();

  await resumeSession(page);
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByTestId('layout')).toBeVisible();
    // The screen's lazy chunks (the list, bpmn-js, the editor) and its data have loaded: nothing left to refuse.
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();
  expect(violations).toEqual([]);
});
