#!/usr/bin/env node
// `npm run bench:web`: the console's budgets, measured in Chromium against the built server on loopback:
// JavaScript over the wire (brotli) of the sign-in page (budget 200 kB), of the console's home (budget 350 kB) and
// of a list screen with the data grid (the translation home, budget 450 kB), the time from the navigation's start to
// the first frame with the layout and its menu (budget 1.0 s), median of 5, and the time from a key typed in a
// list's search form to the next frame (菜单管理, a tree of every menu; budget 50 ms, the RAIL model's time for
// handling an input event), median of 24.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { startServer } from './lib.mjs';
import { writeWebPerformance } from './performance-doc.mjs';

const RUNS = 5;
const KEYS = 24;
const kB = 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes of JavaScript over the wire (the server sends the brotli copies made at build time). */
function scriptBytes(page) {
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(
        response
          .finished()
          .then(async () => (await response.request().sizes()).responseBodySize)
          .catch(() => 0),
      );
    }
  });
  return async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

async function captchaCode(databaseUrl, key) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT code FROM blade_captcha WHERE key = $1', [key])).rows[0].code;
  } finally {
    await client.end();
  }
}

const server = await startServer();
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  // A Chinese browser, as the sign-in below reads the Chinese labels: the console follows the browser's language.
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const login = await context.newPage();
  const loginBytes = scriptBytes(login);
  await login.goto('/login');
  const image = login.getByTestId('captcha-image');
  await image.waitFor();
  const loginJs = await loginBytes();
  await login.getByLabel('账号').fill('admin');
  await login.getByLabel('密码', { exact: true }).fill('admin');
  await login.getByLabel('验证码').fill(await captchaCode(server.databaseUrl, await image.getAttribute('data-key')));
  await login.getByRole('button', { name: '登录' }).click();
  await login.getByTestId('sidebar-menu').waitFor();

  // The same session with an empty HTTP cache: the sign-in page cached the hashed files for a year.
  const freshLoad = async (path, shown) => {
    const page = await (
      await browser.newContext({ baseURL: server.url, locale: 'zh-CN', storageState: await context.storageState() })
    ).newPage();
    const bytes = scriptBytes(page);
    await page.goto(path);
    await page.getByTestId('sidebar-menu').waitFor();
    await page.locator(shown).first().waitFor();
    const total = await bytes();
    await page.context().close();
    return total;
  };
  const homeJs = await freshLoad('/wel/index', '[data-testid="wel-page"]');
  const listJs = await freshLoad('/translateBackstage/index', '.MuiDataGrid-root');

  // Timed in the page, from the navigation's start to the first frame that shows the menu. Timed from outside, it was
  // Playwright's wait that found the menu: it looks again at widening intervals, and came back up to 450 ms after
  // the menu showed, so the median flipped between about 600 and 1,000 ms from one run to the next.
  await context.addInitScript(() => {
    new globalThis.MutationObserver((_, observer) => {
      if (!globalThis.document.querySelector('[data-testid="sidebar-menu"]')) return;
      observer.disconnect();
      globalThis.requestAnimationFrame(() => (globalThis.menuShownAt = performance.now()));
    }).observe(globalThis.document, { childList: true, subtree: true });
  });
  const interactive = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    await page.goto('/wel/index');
    await page.waitForFunction(() => globalThis.menuShownAt !== undefined);
    interactive.push(Math.round(await page.evaluate(() => globalThis.menuShownAt)));
    await page.close();
  }
  // Each key's time runs from its keydown to the first frame after it: what the person typing waits for.
  const typing = await context.newPage();
  await typing.goto('/system/menu');
  await typing.locator('.MuiDataGrid-row').first().waitFor();
  // Run in the page: its globals through globalThis (this file is linted as Node code).
  await typing.evaluate(() => {
    globalThis.keyTimes = [];
    globalThis.document.addEventListener(
      'keydown',
      () => {
        const started = performance.now();
        globalThis.requestAnimationFrame(() => setTimeout(() => globalThis.keyTimes.push(performance.now() - started), 0));
      },
      true,
    );
  });
  const field = typing.getByTestId('crud-search').locator('input').first();
  for (let i = 0; i < KEYS; i++) {
    await field.press('abcdef'[i % 6]);
    await typing.waitForFunction((count) => globalThis.keyTimes.length >= count, i + 1);
  }
  const keyMs = median(await typing.evaluate(() => globalThis.keyTimes));
  await typing.close();

  const rows = [
    {
      budget: 'sign-in page JavaScript (over the wire, brotli)',
      measured: `${(loginJs / kB).toFixed(1)} kB`,
      limit: '200 kB',
      ok: loginJs <= 200 * kB,
    },
    {
      budget: 'console home JavaScript (over the wire, brotli)',
      measured: `${(homeJs / kB).toFixed(1)} kB`,
      limit: '350 kB',
      ok: homeJs <= 350 * kB,
    },
    {
      budget: 'list screen with the data grid JavaScript (over the wire, brotli)',
      measured: `${(listJs / kB).toFixed(1)} kB`,
      limit: '450 kB',
      ok: listJs <= 450 * kB,
    },
    {
      budget: `console interactive after navigation (median of ${RUNS})`,
      measured: `${median(interactive)} ms`,
      limit: '1000 ms',
      ok: median(interactive) <= 1000,
    },
    {
      budget: `a key typed in a list's search form, to the next frame (菜单管理, median of ${KEYS})`,
      measured: `${keyMs.toFixed(1)} ms`,
      limit: '50 ms',
      ok: keyMs <= 50,
    },
  ];
  console.table(rows);
  writeWebPerformance(rows);
  console.log('docs/performance.md written (the console budgets section)');
} finally {
  await browser.close();
  await server.stop();
}
