// Browser tests against the built console served by the built API (see e2e/global-setup.ts, which starts it on
// E2E_PORT with a fresh embedded PostgreSQL). Run `npm run build` at the repository root first.
import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

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
  // One worker: every spec works on the one seeded database of the run, and two specs at once were seen to disturb
  // each other's lists (a second row in a list another spec was counting).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
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
