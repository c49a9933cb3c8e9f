// Starts the built API (which serves the built console) on E2E_PORT with a fresh data folder, so every run
// starts from the seed. The embedded PostgreSQL port comes from the server's log line; tests use it to read
// captcha codes (E2E_DATABASE_URL). Returns the teardown that stops the server and removes the data.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

const here = import.meta.dirname;
const API_MAIN = path.resolve(here, '../../api/dist/main.js');
const WEB_INDEX = path.resolve(here, '../dist/index.html');
const START_TIMEOUT_MS = 60_000;

async function waitForHealth(url: string, deadline: number, exited: () => string | undefined): Promise<void> {
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

export default async function globalSetup(config: FullConfig) {
  for (const file of [API_MAIN, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` at the repository root first`);
  }
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:18480';
  const port = new URL(baseURL).port;
  if (await fetch(`${baseURL}/api/health`).then(() => true, () => false)) {
    throw new Error(`Port ${port} is already in use; set E2E_PORT to a free port`);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development',
    // Every test signs in from 127.0.0.1: lift the per-address limits (their behaviour is tested in the API tests).
    RATE_LIMIT_SIGN_IN: '1000000/60', RATE_LIMIT_CAPTCHA: '1000000/60', RATE_LIMIT_REGISTER: '1000000/60', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // always the private embedded database, never a shared one
  const server = spawn(process.execPath, [API_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });

  let log = '';
  let exitMessage: string | undefined;
  server.stdout.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  server.stderr.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  server.on('exit', (code) => { exitMessage = `The API exited early (code ${code}):\n${log}`; });

  await waitForHealth(`${baseURL}/api/health`, Date.now() + START_TIMEOUT_MS, () => exitMessage);
  const pgPort = /Embedded PostgreSQL on 127\.0\.0\.1:(\d+)/.exec(log)?.[1];
  if (!pgPort) throw new Error(`No embedded PostgreSQL port in the API log:\n${log}`);
  process.env.E2E_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${pgPort}/blade`;

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
