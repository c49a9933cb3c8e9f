#!/usr/bin/env node
// `npm test`: every tier (type-checks, the console's unit tests, the API tier, the browser tests, the code
// generator's proof, the contract and workflow packages' tests), then one closing line counting every test of every
// workspace: "N passed, N failed".
//
// Turbo builds everything once. The tiers then run two at a time, one per core, all at the same priority (a tier at
// a lower one starved behind any other busy process on the machine): the browser tier (two Playwright workers)
// takes one place from the start; the other place works through the rest of the tiers, longest first, and the
// browser tier's place joins it on what is left once the browser tests end. A fixed split left one core idle while
// the last lane finished its small tiers alone.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// vitest writes test-results/vitest.json (vitest-codegen.json for the code generator's proof), Playwright
// test-results/playwright.json (different shapes).
const resultFiles = ['apps/api', 'apps/web', 'packages/contract', 'packages/workflow'].flatMap((dir) =>
  ['vitest.json', 'vitest-codegen.json', 'playwright.json'].map((f) => path.join(root, dir, 'test-results', f)),
);

for (const file of resultFiles) rmSync(file, { force: true });

/** A workspace's npm script. */
const tier = (workspace, script) => ({ workspace, script, label: `${workspace} ${script}` });

const BROWSER_TIER = tier('@blade/web', 'test');
// Longest first (minutes of a clean-clone run in brackets): the API tier (one process per core itself) starts beside
// the browser tier, the short single-process ones come last, where the browser tier's place, free again, shares them.
// With lint after the short tiers, the run ended a minute after the browser tests, on lint alone.
const QUEUE = [
  tier('@blade/api', 'test'), // 8.4
  // ESLint, Prettier and knip over the whole repository (the type-checks are the tiers below). 5.5
  { workspace: null, script: 'lint', args: ['--no-typecheck'], label: 'lint' },
  tier('@blade/api', 'test:codegen'), // 1.4
  tier('@blade/contract', 'test'), // 0.5
  tier('@blade/web', 'typecheck'), // 0.3
  tier('@blade/workflow', 'test'), // 0.2
  tier('@blade/web', 'test:unit'), // 0.1
  tier('@blade/api', 'typecheck'),
  tier('@blade/contract', 'typecheck'),
  tier('@blade/workflow', 'typecheck'),
  tier('@blade/prisma', 'typecheck'),
];

const minutesSince = (started) => ((Date.now() - started) / 60_000).toFixed(1);

/** Runs a command with each line of its output prefixed by the label; answers its exit code. */
function run(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${label}: ${line}\n`));
    }
    child.on('close', (code) => {
      console.log(`[npm test] ${label}: ${minutesSince(started)} min, exit ${code ?? 1}`);
      resolve(code ?? 1);
    });
  });
}

const runTier = ({ workspace, script, args = [], label }) =>
  run(label, 'npm', ['run', script, ...(workspace ? ['--workspace', workspace] : []), ...(args.length ? ['--', ...args] : [])]);

/** One place: runs its first tier, if any, then takes tiers from the shared queue until it is empty. */
async function place(first) {
  const codes = first ? [await runTier(first)] : [];
  for (let next = QUEUE.shift(); next; next = QUEUE.shift()) codes.push(await runTier(next));
  return codes;
}

const started = Date.now();
// A failing tier must not hide the others: every tier runs whatever another one answered.
let status = await run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=new-only']);
if (status === 0) {
  const codes = (await Promise.all([place(BROWSER_TIER), place()])).flat();
  status = codes.find((code) => code !== 0) ?? 0;
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
console.log(`[npm test] all tiers: ${minutesSince(started)} min`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// A failed test fails the run, whatever exit code a tier ended with.
process.exit(failed > 0 ? 1 : status);
