#!/usr/bin/env node
// `npm run bench`: load figures against the real server on loopback, never inside a test.
// Starts the built server on a throw-away data folder (or uses BENCH_URL), then measures, one after another:
// the health route, menu/routes as admin, and password sign-in (bcrypt-bound by design).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-bench-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready in') && resolve());
    child.once('exit', () => reject(new Error('server exited during start; run `npm run build` first')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function measure(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      const row = {
        scenario: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      };
      resolve(row);
    });
  });
}

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startServer();
try {
  const signIn = `${server.url}/api/blade-auth/oauth/token?grant_type=password&username=admin&password=${md5('admin')}&tenantId=000000`;
  const login = await fetch(signIn, { method: 'POST', headers: { Authorization: BASIC } }).then((r) => r.json());
  if (!login.access_token) throw new Error(`cannot sign in: ${JSON.stringify(login)}`);

  console.log(`Blade Console bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${server.url}`);
  const rows = [];
  rows.push(await measure('GET /api/health', { url: `${server.url}/api/health` }));
  rows.push(await measure('GET /api/blade-system/menu/routes (admin)', {
    url: `${server.url}/api/blade-system/menu/routes`,
    headers: { 'Blade-Auth': `bearer ${login.access_token}` },
  }));
  rows.push(await measure('POST /api/blade-auth/oauth/token (password)', {
    url: signIn, method: 'POST', headers: { Authorization: BASIC }, duration: Math.min(DURATION, 5),
  }));
  console.table(rows);
  const ratio = rows[1]['req/s'] / rows[0]['req/s'];
  console.log(`menu/routes throughput = ${(ratio * 100).toFixed(0)}% of health (target >= 30%)`);
  if (rows.some((r) => r['non-2xx'] || r.errors)) console.log('WARNING: some requests failed; figures are not valid');
} finally {
  await server.stop();
}
