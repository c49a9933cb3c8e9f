#!/usr/bin/env node
// `npm run dev`: the developer's loop. The API is bundled again on every source change (esbuild in watch mode) and
// restarted by node's --watch, on the same embedded PostgreSQL data folder as `npm start`; the console is served by
// Vite with hot reload, its /api calls proxied to that API. Ctrl-C stops all three, PostgreSQL included.
// DEV_API_PORT (default 8080) and DEV_WEB_PORT (default 5173) move them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.DEV_API_PORT ?? '8080';
const webPort = process.env.DEV_WEB_PORT ?? '5173';
const children = [];

/** Runs a command in `cwd` with its lines prefixed by `label`; answers the child. */
function start(label, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd: path.join(root, cwd), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${label} ${line}\n`);
    });
  }
  children.push(child);
  return child;
}

/** Runs a command to its end; stops `npm run dev` if it fails. */
function once(label, command, args, cwd) {
  return new Promise((resolve) => {
    start(label, command, args, cwd).on('close', (code) => {
      if (code !== 0) {
        console.error(`${label} failed (exit ${code})`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}

// What the watchers need first: the Prisma client and the console's route table.
await once('[generate]', 'npm', ['run', 'generate', '--workspace', '@blade/api'], '.');
await once('[generate]', 'npm', ['run', 'generate', '--workspace', '@blade/web'], '.');
// The API starts after the watcher's first bundle: started before, node --watch would restart it at once, maybe in
// the middle of a first start's database initialisation.
const bundler = start('[bundle]', process.execPath, ['build.mjs', '--watch'], 'apps/api');
await new Promise((resolve) => {
  const first = (chunk) => {
    if (!String(chunk).includes('bundled')) return;
    bundler.stdout.off('data', first);
    resolve();
  };
  bundler.stdout.on('data', first);
});
// The data folder is the repository's .data, as with `npm start`.
start('[api]', process.execPath, ['--watch', '--enable-source-maps', 'apps/api/dist/main.js'], '.', { PORT: apiPort });
start('[web]', process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort'], 'apps/web', {
  BLADE_API_URL: `http://127.0.0.1:${apiPort}`,
});
console.log(`[dev] the console with hot reload: http://localhost:${webPort}/ (the API on port ${apiPort})`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // SIGTERM: the API stops as under a service manager, embedded PostgreSQL with it.
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('close', r)) : undefined))).then(() =>
    process.exit(0),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
