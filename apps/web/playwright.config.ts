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
      // --max-opt=1: V8 stops at its baseline compiler. A test's page lives seconds, too short for the optimising
      // compilers to pay back the CPU they spend on it (the renderers' CPU fell by about a sixth).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--js-flags=--max-opt=1',
      ],
    }
  : {};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Two workers, each running whole spec files: without a trace the browser leaves the cores idle half the time
  // with one. Specs keep to rows of their own (names no other spec uses, a user of their own where they count
  // what a user sees), so any two files can run side by side.
  fullyParallel: false,
  workers: 2,
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
    // No trace by default: recording one for every test (to keep a failure's) cost about a third of the tier's CPU
    // (the screencast alone doubled the browser's); a failure keeps its screenshot and error context. PW_TRACE=1
    // keeps the trace of each failed test (DOM snapshots, network, sources) when a failure needs more.
    trace: process.env.PW_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } : 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
