import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The code generator's proof: two type-checks and a nested vitest in a copy of the repository, minutes of CPU.
 * It runs as its own tier (vitest.codegen.config.ts, `npm run test:codegen`) beside the browser tests, not in
 * the line of the API tests.
 */
export const CODEGEN_PROOF = ['test/develop/gen-code.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...CODEGEN_PROOF],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
