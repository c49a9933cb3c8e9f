// Shared pieces of `npm run bench`: start the built server (or a bare comparison server) as its own process on
// loopback, sign in, and measure one scenario with autocannon.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
export const md5 = (s) => createHash('md5').update(s).digest('hex');

const randomPort = () => 18000 + Math.floor(Math.random() * 2000);

/**
 * Runs a Node script until it prints `readyText`; returns what it printed and how to stop it. BENCH_NODE_ARGS adds
 * options for the server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it; NODE_OPTIONS refuses those).
 */
export async function startProcess(script, env, readyText, extraNodeArgs = []) {
  const nodeArgs = [...extraNodeArgs, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d;
      if (output.includes(readyText)) resolve();
    });
    child.once('exit', () => reject(new Error(`${script} exited during start:\n${output}`)));
  });
  return {
    pid: child.pid,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The built API on a throw-away data folder with its embedded PostgreSQL. */
export async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-bench-'));
  // BENCH_PORT fixes the server's port (a shared machine where others' servers use some of the random range).
  const port = Number(process.env.BENCH_PORT) || randomPort();
  // BENCH_SERVER runs another build of the server (an older commit's bundle, to compare on the same machine).
  const proc = await startProcess(
    path.resolve(root, process.env.BENCH_SERVER ?? 'apps/api/dist/main.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_SIGN_IN: '1000000/60',
      RATE_LIMIT_CAPTCHA: '1000000/60',
      LOG_LEVEL: 'warn',
      // The benches sign in as the trial accounts.
      DEMO: 'true',
      // The translate benches load their own CC-CEDICT pairs; the starter term base would repeat some of them.
      SEED_STARTER_TERMS: 'false',
      // The flow bench forces a garbage collection before each memory sample (apps/api/src/lib/bench-gc.ts).
      BENCH_GC: 'true',
    },
    'ready in',
    // BENCH_PROFILE=<folder>: the server writes its CPU profile there when it stops (open it in Chrome's DevTools).
    ['--expose-gc', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
  );
  // "Embedded PostgreSQL on 127.0.0.1:<port>[ and the socket in <folder>]; data in <folder>"
  const [, pgPort, socketFolder] = /Embedded PostgreSQL on 127\.0\.0\.1:(\d+)(?: and the socket in (.+?))?; data in/.exec(proc.output());
  return {
    url: `http://127.0.0.1:${port}`,
    pid: proc.pid,
    /** The embedded PostgreSQL's postmaster (its backends are its children). */
    postgresPid: () => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]),
    /** Forces a full garbage collection in the server, waits until it is done and answers its heap figures. */
    collectGarbage: async () => {
      const done = () => proc.output().split('bench-gc done').length - 1;
      const before = done();
      process.kill(proc.pid, 'SIGUSR2');
      while (done() === before) await new Promise((r) => setTimeout(r, 20));
      return proc
        .output()
        .match(/bench-gc done (.*)/g)
        .at(-1)
        .slice('bench-gc done '.length);
    },
    // The embedded cluster's superuser password is made per data folder (apps/api/src/db/embedded-postgres.ts). The
    // bench's own connections (and the bare comparison server's) go through the socket the server said it uses:
    // a comparison on loopback TCP would charge the bare server the network path the API skips.
    databaseUrl: `postgresql://postgres:${readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${pgPort}/blade${
      socketFolder ? `?host=${encodeURIComponent(socketFolder)}` : ''
    }`,
    stop: async () => {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { randomPort };

/** A fresh captcha and its answer, read from table blade_captcha (what a person reads off the image). */
export async function captchaOf(url, databaseUrl) {
  const { key } = await (await fetch(`${url}/api/blade-auth/oauth/captcha`)).json();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [{ code }],
    } = await client.query('SELECT code FROM blade_captcha WHERE key = $1', [key]);
    return { 'Captcha-Key': key, 'Captcha-Code': code };
  } finally {
    await client.end();
  }
}

/** Signs `account` in as a person does (captcha mode asks every password sign-in for a captcha). */
export async function signIn(server, account = 'admin') {
  const res = await fetch(
    `${server.url}/api/blade-auth/oauth/token?grant_type=password&username=${account}&password=${md5(account)}&tenantId=000000`,
    { method: 'POST', headers: { Authorization: BASIC, ...(await captchaOf(server.url, server.databaseUrl)) } },
  );
  const body = await res.json();
  if (!body.access_token) throw new Error(`cannot sign in: ${JSON.stringify(body)}`);
  return body.access_token;
}

export function measure(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        scenario: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}
