#!/usr/bin/env node
// `npm test`: every tier through turbo (typecheck, the console's unit tests, API, browser tests), then one
// closing line counting every test of every workspace: "N passed, N failed".
//
// The tiers run in two lanes once everything is built: the browser tier (two Playwright workers) in one, every
// other tier one after another in the other (type-checks, unit tests, the API tier, the code generator's proof).
// Both lanes run at the same priority: a lane at a lower one starved behind any other busy process on the machine.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// vitest writes test-results/vitest.json (vitest-codegen.json for the code generator's proof), Playwright
// test-results/playwright.json (different shapes).
const resultFiles = ['apps/api', 'apps/web', 'packages/contract', 'packages/workflow']
  .flatMap((dir) => ['vitest.json', 'vitest-codegen.json', 'playwright.json'].map((f) => path.join(root, dir, 'test-results', f)));

for (const file of resultFiles) rmSync(file, { force: true });

const BROWSER_TIER = '@blade/web#test';
// Every other tier; tasks a package has no script for are skipped by turbo.
const OTHER_TIERS = ['lint', 'test:unit', 'test:codegen', '@blade/api#test', '@blade/workflow#test', '@blade/contract#test'];

/** Runs turbo with the given tasks; answers its exit code. `--continue`: a failing tier must not hide the others. */
function turbo(label, tasks, extra = []) {
  const started = Date.now();
  const command = ['npx', 'turbo', 'run', ...tasks, '--continue', '--output-logs=new-only', ...extra];
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    child.on('exit', (code) => {
      console.log(`[npm test] ${label}: ${((Date.now() - started) / 60_000).toFixed(1)} min, exit ${code ?? 1}`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
// Builds first, once: the two lanes then run their tasks alone (`--only`), so neither rebuilds nor restores a
// build output the other is reading.
let status = await turbo('build', ['build']);
if (status === 0) {
  const lanes = await Promise.all([
    turbo('browser tier', [BROWSER_TIER], ['--only']),
    // One task at a time: the API tier alone runs one process per core.
    turbo('other tiers', OTHER_TIERS, ['--only', '--concurrency=1']),
  ]);
  status = lanes.find((code) => code !== 0) ?? 0;
}

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
// A tier that failed before reporting (typecheck, build) counts as a failure too.
if (status !== 0 && failed === 0) failed = 1;
console.log(`[npm test] all tiers: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// A failed test fails the run, whatever exit code a tier ended with.
process.exit(failed > 0 ? 1 : status);
