#!/usr/bin/env node
// `npm run lint`: every workspace's type-check, ESLint (type-aware typescript-eslint, React's hook rules, jsx-a11y),
// Prettier's check and knip (no unused files, exports or dependencies). Every step runs whatever an earlier one
// answered, so one run shows every kind of finding; the exit code is the first failure's.
//
// `--no-typecheck`: the rest only (npm test runs the type-checks as tiers of their own).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ...(process.argv.includes('--no-typecheck') ? [] : [['type-check', 'npm', ['run', 'typecheck']]]),
  // The type-aware rules hold every workspace's program in memory at once. Every finding is an error.
  ['eslint', bin('eslint'), ['--quiet', '.'], { NODE_OPTIONS: '--max-old-space-size=6144' }],
  ['prettier', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['knip', bin('knip'), ['--no-progress']],
];

let status = 0;
for (const [name, command, args, env = {}] of steps) {
  const started = Date.now();
  const { status: code } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[lint] ${name}: ${code === 0 ? 'clean' : 'findings'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (code !== 0 && status === 0) status = code ?? 1;
}
process.exit(status);
