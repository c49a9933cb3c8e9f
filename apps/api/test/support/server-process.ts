// The real server process (the built dist/main.js) on a free loopback port, for tests that need what only a
// process has: its own port, pool, caches and exit code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/db/embedded-postgres.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { SABER_BASIC } from '../test-app.ts';

const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

export type ServerProcess = { port: number; base: string; output: () => string; stop: () => Promise<number | null> };

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the build first (npm test does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_SIGN_IN: '100000/60', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('ready in')) { clearInterval(timer); resolve(); }
      if (child.exitCode !== null) { clearInterval(timer); reject(new Error(`server exited:\n${output}`)); }
    }, 50);
  });
  return { port, base: `http://127.0.0.1:${port}`, output: () => output, stop: () => { child.kill('SIGTERM'); return exited; } };
}

/** Saber's sign-in against a running server: everything in the query string, Basic client header. */
export async function signInTo(server: { port: number }, account: string, password = account) {
  const url = `http://127.0.0.1:${server.port}/api/blade-auth/oauth/token?grant_type=password&username=${account}&password=${md5Hex(password)}&tenantId=000000`;
  return fetch(url, { method: 'POST', headers: { Authorization: SABER_BASIC } });
}
