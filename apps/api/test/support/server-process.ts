// The real server process (the built dist/main.js) on a free loopback port, for tests that need what only a
// process has: its own port, pool, caches and exit code.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/db/embedded-postgres.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { TEST_HASH_COST } from '../../src/config.ts';
import { SABER_BASIC } from '../test-app.ts';
import { tempDir } from './temp-dir.ts';

const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

/** The servers a test file started and has not stopped (one that failed before its stop), with their way out. */
const running = new Set<() => Promise<unknown>>();

/** Stops what a file's tests left running, embedded PostgreSQL included (test/close-apps.setup.ts, after each file). */
export async function stopLeftoverServers(): Promise<void> {
  const leftover = [...running];
  running.clear();
  await Promise.all(leftover.map((stop) => stop()));
}

export type ServerProcess = {
  port: number;
  base: string;
  output: () => string;
  /** The database it runs on: DATABASE_URL as given, or its embedded PostgreSQL (what it printed, its data folder). */
  databaseUrl: () => string;
  /**
   * Stops the server and answers its exit code: SIGTERM to node alone (a service manager), or `terminal`: SIGINT
   * to the whole process group, postgres included, as a terminal's Ctrl-C does (needs `detached` at start).
   */
  stop: (how?: 'SIGTERM' | 'terminal') => Promise<number | null>;
};

/**
 * The regions and starter terms a first start seeds (half its CPU, about a second): left out unless the test asks
 * for them (`referenceData`), as the servers of most tests are about something else than what a database starts with.
 */
const WITHOUT_REFERENCE_DATA = { SEED_REFERENCE_DATA: 'false', SEED_STARTER_TERMS: 'false' };

/**
 * Starts dist/main.js with `env` over this process's environment (JWT_SECRET is never inherited: a test that
 * wants one passes it). Its data folder is a temporary one unless `env` names one: the default (.data in the working
 * directory) put the keys of every test server into the checkout, and an inherited DATA_DIR would be a developer's
 * own. `detached` gives it a process group of its own, for a terminal-like stop; `referenceData` seeds what a
 * default start seeds.
 */
export async function startServer(
  env: Record<string, string>,
  options: { detached?: boolean; referenceData?: boolean } = {},
): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the build first (npm test does)`);
  const port = await freePort();
  const { JWT_SECRET: _inherited, ...inherited } = process.env;
  // DEMO: the test servers have the trial accounts the tests sign in as (a test of a real first start sets DEMO=false).
  const childEnv: Record<string, string | undefined> = {
    ...inherited,
    DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_SIGN_IN: '100000/60',
    RATE_LIMIT_CAPTCHA: '100000/60',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    DATA_DIR: tempDir('blade-server-'),
    ...(options.referenceData ? {} : WITHOUT_REFERENCE_DATA),
    ...env,
  };
  const child = spawn(process.execPath, [MAIN], {
    env: childEnv,
    detached: options.detached ?? false,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // 'close', not 'exit': the process may be gone while its last lines still sit in the pipes; 'close' comes after
  // stdout and stderr have ended, so output() then holds everything it printed.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('ready in')) {
        clearInterval(timer);
        resolve();
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited with code ${child.exitCode}:\n${output}`));
      }
    }, 50);
  });
  const stop = (how: 'SIGTERM' | 'terminal' = 'SIGTERM') => {
    running.delete(leftover);
    if (how === 'terminal') process.kill(-child.pid!, 'SIGINT');
    else child.kill('SIGTERM');
    return exited;
  };
  // SIGTERM stops it as a service manager would: postgres goes with it.
  const leftover = () => (child.exitCode === null && child.signalCode === null ? stop('SIGTERM') : exited);
  running.add(leftover);
  const databaseUrl = () => {
    if (childEnv.DATABASE_URL) return childEnv.DATABASE_URL;
    // The embedded cluster's superuser password is made per data folder (src/db/embedded-postgres.ts).
    const pgPort = /Embedded PostgreSQL on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
    const password = readFileSync(path.join(childEnv.DATA_DIR!, 'postgres-password'), 'utf8').trim();
    return `postgresql://postgres:${password}@127.0.0.1:${pgPort}/blade`;
  };
  return { port, base: `http://127.0.0.1:${port}`, output: () => output, databaseUrl, stop };
}

/** A fresh captcha of a running server and its answer, read from its table blade_captcha as a person reads the image. */
export async function captchaOf(server: { base: string; databaseUrl: () => string }): Promise<Record<string, string>> {
  const { key } = (await (await fetch(`${server.base}/api/blade-auth/oauth/captcha`)).json()) as { key: string };
  const client = new pg.Client({ connectionString: server.databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string }>('SELECT code FROM blade_captcha WHERE key = $1', [key]);
    return { 'Captcha-Key': key, 'Captcha-Code': rows[0]!.code };
  } finally {
    await client.end();
  }
}

/** Saber's sign-in against a running server: everything in the query string, Basic client header. */
export async function signInTo(server: ServerProcess, account: string, password = account) {
  const url = `${server.base}/api/blade-auth/oauth/token?grant_type=password&username=${account}&password=${md5Hex(password)}&tenantId=000000`;
  return fetch(url, { method: 'POST', headers: { Authorization: SABER_BASIC, ...(await captchaOf(server)) } });
}
