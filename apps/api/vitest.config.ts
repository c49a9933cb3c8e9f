import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The code generator's proof: two type-checks and a nested vitest in a copy of the repository, minutes of CPU.
 * It runs as its own tier (vitest.codegen.config.ts, `npm run test:codegen`) beside the browser tests, not in
 * the line of the API tests.
 */
export const CODEGEN_PROOF = ['test/develop/gen-code.test.ts'];

/** What every API test run shares: one embedded PostgreSQL for the run, each file in its own process. */
export const apiTestOptions: NonNullable<ViteUserConfig['test']> = {
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
};

export default defineConfig({
  test: {
    ...apiTestOptions,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...CODEGEN_PROOF],
  },
});
