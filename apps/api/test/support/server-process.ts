// The real server process (the built dist/main.js) on a free loopback port, for tests that need what only a
// process has: its own port, pool, caches and exit code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
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
export async function startServer(env: Record<string, string>, options: { detached?: boolean; referenceData?: boolean } = {}): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the build first (npm test does)`);
  const port = await freePort();
  const { JWT_SECRET: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    // DEMO: the test servers have the trial accounts the tests sign in as (a test of a real first start sets DEMO=false).
    env: { ...inherited, DEMO: 'true', PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_SIGN_IN: '100000/60', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: String(TEST_HASH_COST), DATA_DIR: tempDir('blade-server-'), ...(options.referenceData ? {} : WITHOUT_REFERENCE_DATA), ...env },
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
      if (output.includes('ready in')) { clearInterval(timer); resolve(); }
      if (child.exitCode !== null) { clearInterval(timer); reject(new Error(`server exited with code ${child.exitCode}:\n${output}`)); }
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
  return { port, base: `http://127.0.0.1:${port}`, output: () => output, stop };
}

/** Saber's sign-in against a running server: everything in the query string, Basic client header. */
export async function signInTo(server: { port: number }, account: string, password = account) {
  const url = `http://127.0.0.1:${server.port}/api/blade-auth/oauth/token?grant_type=password&username=${account}&password=${md5Hex(password)}&tenantId=000000`;
  return fetch(url, { method: 'POST', headers: { Authorization: SABER_BASIC } });
}
