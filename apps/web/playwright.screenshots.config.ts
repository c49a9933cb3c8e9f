// `npm run screenshots`: the README's pictures of the main screens in both languages (docs/screenshots/), taken from
// the built console on a fresh install (reference data and starter terms seeded). Not a test tier: it checks only
// that each screen showed what it is named after.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

process.env.E2E_FRESH_INSTALL = 'true';

export default defineConfig({
  ...base,
  testDir: './screenshots',
  reporter: 'list',
  outputDir: 'test-results/screenshots',
  timeout: 120_000,
  use: { ...base.use, viewport: { width: 1440, height: 860 }, screenshot: 'off', trace: 'off' },
});
