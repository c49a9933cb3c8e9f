// The console's unit tier: pure functions (route guard, screen access, menu helpers, list queries, tenant choice)
// in Node, without a browser; the screens themselves are tested in a real browser (e2e/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Modules loaded once per process, not once per file: loading them for each file took most of the tier's time
    // (about half its wall time went). A test file must leave no module state behind that another reads (the toast
    // test dismisses its toasts, the language test ends in the default language).
    isolate: false,
  },
});
