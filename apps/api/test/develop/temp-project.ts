// A throw-away copy of this repository for the code-generator proof: the committed sources (git archive of HEAD,
// or the working tree where there is no git), sharing the installed node_modules (the root's and each workspace's
// own) except the workspace links, which point into the copy.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../../../..');
const SOURCES = [
  'package.json',
  'tsconfig.base.json',
  'prisma.config.ts',
  'prisma',
  'scripts/prisma.mjs',
  'packages/contract',
  'packages/workflow',
  'apps/api/src',
  'apps/api/test',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/api/vitest.config.ts',
  'apps/web/src',
  'apps/web/scripts/route-table.mjs',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
];
const WORKSPACES: Record<string, string> = {
  api: 'apps/api',
  web: 'apps/web',
  contract: 'packages/contract',
  workflow: 'packages/workflow',
  prisma: 'prisma',
};
const SKIP = /(^|\/)(node_modules|dist|generated|test-results|\.turbo)(\/|$)/;

function copySources(to: string) {
  try {
    execFileSync('sh', ['-c', 'git archive --format=tar HEAD -- "$@" | tar -x -C "$0"', to, ...SOURCES], { cwd: REPO, stdio: 'pipe' });
    return;
  } catch {
    // No git here: copy the working tree.
  }
  for (const source of SOURCES) {
    cpSync(path.join(REPO, source), path.join(to, source), { recursive: true, filter: (p) => !SKIP.test(path.relative(REPO, p)) });
  }
}

export function createTempProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'blade-gen-'));
  copySources(dir);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@blade'), { recursive: true });
  for (const name of readdirSync(path.join(REPO, 'node_modules'))) {
    if (name !== '@blade') symlinkSync(path.join(REPO, 'node_modules', name), path.join(modules, name));
  }
  for (const [name, folder] of Object.entries(WORKSPACES)) {
    if (!existsSync(path.join(dir, folder))) continue;
    symlinkSync(path.join(dir, folder), path.join(modules, '@blade', name));
    // A workspace's own node_modules holds the versions npm could not hoist (the console's editor packages, say).
    const own = path.join(REPO, folder, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, folder, 'node_modules'));
  }
  return dir;
}

/** Runs a command to the end; rejects with its output when it fails. */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NODE_ENV: 'test', VITEST: undefined, VITEST_POOL_ID: undefined, VITEST_WORKER_ID: undefined },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}
