#!/usr/bin/env node
// `typecheck` of every workspace: type-checks each tsconfig given (relative to the working directory) with
// TypeScript 7, the native compiler, one after another.
//
// One checker per project (`--checkers 1`): the compiler's default splits a project among four checkers, each of
// which resolves the same library and shared types again. One checker does that work once, at about the same wall
// time on these 2-core machines, where the test run keeps both cores busy anyway.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const tsc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/typescript-7/bin/tsc');
const projects = process.argv.slice(2);
if (projects.length === 0) {
  console.error('usage: typecheck.mjs <tsconfig.json>...');
  process.exit(2);
}
for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--checkers', '1'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
