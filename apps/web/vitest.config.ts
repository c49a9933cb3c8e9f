// The console's unit tier: pure functions (route guard, screen access, menu helpers, list queries, tenant choice)
// in Node, without a browser; the screens themselves are tested in a real browser (e2e/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
