// The real `npm start` process (the built dist/main.js): first start on an empty data folder, a clean stop on
// SIGTERM that leaves no postgres behind, a second start that keeps the data, and DATABASE_URL skipping the embedded one.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { md5Hex } from '../src/modules/auth/password.ts';
import { cloneDatabase, SABER_BASIC } from './test-app.ts';

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');

type Running = { port: number; output: () => string; stop: () => Promise<number | null> };

async function startServer(env: Record<string, string>): Promise<Running> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the build first (npm test does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env } });
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
  return { port, output: () => output, stop: () => { child.kill('SIGTERM'); return exited; } };
}

async function signIn(port: number, account: string) {
  const url = `http://127.0.0.1:${port}/api/blade-auth/oauth/token?grant_type=password&username=${account}&password=${md5Hex(account)}`;
  return fetch(url, { method: 'POST', headers: { Authorization: SABER_BASIC } });
}

describe('npm start', () => {
  it('starts on an empty data folder, stops cleanly, and keeps everything on the next start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-start-'));
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Seeded: core-v1');
    expect(first.output()).toContain('admin / admin');
    expect((await signIn(first.port, 'admin')).status).toBe(200);
    const form = new URLSearchParams({ tenantId: '000000', name: 'kept', account: 'kept-user', password: md5Hex('kept') });
    const registered = await fetch(`http://127.0.0.1:${first.port}/api/blade-system/user/register-guest?${form}`, { method: 'POST' });
    expect(((await registered.json()) as { success: boolean }).success).toBe(true);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('Stopped');
    // postgres removes its pid file when it has shut down: nothing is left running on the folder.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Seeded');
    expect(second.output()).not.toContain('Applied migrations');
    const again = await fetch(`http://127.0.0.1:${second.port}/api/blade-system/user/register-guest?${form}`, { method: 'POST' });
    expect(((await again.json()) as { msg: string }).msg).toBe('当前用户 [kept-user] 已存在!');
    expect(await second.stop()).toBe(0);
  }, 60_000);

  it('uses DATABASE_URL when set and starts no embedded postgres', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'blade-start-'));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: await cloneDatabase('tpl_migrated') });
    expect(server.output()).not.toContain('Embedded PostgreSQL');
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect((await signIn(server.port, 'admin')).status).toBe(200);
    expect(await server.stop()).toBe(0);
  }, 60_000);

  it('refuses to start in production with the development signing key', async () => {
    await expect(startServer({ NODE_ENV: 'production' })).rejects.toThrow(/JWT_SECRET: must be set to a secret of your own/);
  });
});
