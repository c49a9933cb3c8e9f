import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The code generator's proof: two type-checks and a nested vitest in a copy of the repository, minutes of CPU.
 * It runs as its own tier (vitest.codegen.config.ts, `npm run test:codegen`) beside the browser tests, not in
 * the line of the API tests.
 */
export const CODEGEN_PROOF = ['test/develop/gen-code.test.ts'];

/**
 * What every API test run shares: one embedded PostgreSQL for the run (each file on its own database), one process
 * per core, and modules loaded once per process (`isolate: false`): loading the app for every file took more time
 * than its tests. A file therefore must not depend on module state another file leaves behind; what a file opens
 * is closed after it (test/close-apps.setup.ts).
 */
export const apiTestOptions: NonNullable<ViteUserConfig['test']> = {
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/close-apps.setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  isolate: false,
  maxWorkers: Math.max(1, availableParallelism()),
};

export default defineConfig({
  test: {
    ...apiTestOptions,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...CODEGEN_PROOF],
  },
});
