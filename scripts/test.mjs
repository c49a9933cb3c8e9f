#!/usr/bin/env node
// `npm test`: every tier through turbo (typecheck, the console's unit tests, API, browser tests), then one
// closing line counting every test of every workspace: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// vitest writes test-results/vitest.json (vitest-codegen.json for the code generator's proof), Playwright
// test-results/playwright.json (different shapes).
const resultFiles = ['apps/api', 'apps/web', 'packages/contract', 'packages/workflow']
  .flatMap((dir) => ['vitest.json', 'vitest-codegen.json', 'playwright.json'].map((f) => path.join(root, dir, 'test-results', f)));

for (const file of resultFiles) rmSync(file, { force: true });

// --continue: a failing tier must not hide the others' results from the summary.
const run = spawnSync('npx', ['turbo', 'run', 'lint', 'test:unit', 'test', 'test:codegen', '--concurrency=1', '--continue', '--output-logs=new-only'], {
  cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of resultFiles.filter(existsSync)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}
const status = run.status ?? 1;
// A tier that failed before reporting (typecheck, build) counts as a failure too.
if (status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// A failed test fails the run, whatever exit code a tier ended with.
process.exit(failed > 0 ? 1 : status);
