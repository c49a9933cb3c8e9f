// ESLint for every workspace: typescript-eslint with type information (each file checked against the tsconfig that
// includes it), React's hook rules and jsx-a11y on the console. Formatting is Prettier's; `npm run lint` runs both.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every TypeScript file belongs to one of these projects: the first that includes a file types it.
const PROJECTS = [
  'apps/api/tsconfig.json',
  'apps/web/tsconfig.json',
  'apps/web/e2e/tsconfig.json',
  'packages/contract/tsconfig.json',
  'packages/workflow/tsconfig.json',
  'prisma/tsconfig.json',
];

const TESTS = ['**/test/**/*.ts', '**/e2e/**/*.ts', '**/*.test.ts', 'apps/web/screenshots/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/generated/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/**',
      'apps/api/test/fixtures/**',
      '.data/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: PROJECTS, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept for its position (Express's error handler, a tuple's slot).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // An async function without await still says "this answers a promise": hooks and interface methods are async
      // so that an implementation may await. The mistakes that matter (a promise not awaited, awaiting a non-promise)
      // are no-floating-promises', no-misused-promises' and await-thenable's.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A form dialog opens with its first field focused and a confirmation on 取消 (what keyboard users asked for;
      // MUI's dialogs hold the focus inside them): autoFocus is how those say so.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // Tests read answers as the wire gives them: supertest's `body` and Playwright's `json()` are `any` by design,
    // and typing every answer again in the tests would restate the contract the tests exist to check.
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
