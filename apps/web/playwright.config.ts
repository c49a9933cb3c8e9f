// Browser tests against the built console served by the built API (see e2e/global-setup.ts, which starts it on
// E2E_PORT with a fresh embedded PostgreSQL). Run `npm run build` at the repository root first.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { EXPECT_TIMEOUT_MS } from './e2e/support/timeouts.ts';

const port = Number(process.env.E2E_PORT ?? 18480);
// Playwright installs no browser here: use Debian's headless shell when there is one (Playwright's own default for
// headless runs, lighter than the full browser: the tier takes about a sixth less time), else the system Chromium,
// else Playwright's own.
const SYSTEM_CHROMIUM = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const launchOptions = SYSTEM_CHROMIUM
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    }
  : {};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // One worker: two were measured slower on 2 cores (the browser, the server and PostgreSQL already share them,
  // and npm test runs the other tiers beside this one). Specs keep to rows of their own (the bell reads a user of
  // its own, the post pages what the page itself was answered), so `--workers=2` runs them on a bigger machine.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    // The console honours the system's reduced-motion setting (no transitions): a click never lands on a dialog or
    // menu still opening or fading out. The motion itself is nothing the specs check.
    reducedMotion: 'reduce',
    launchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
