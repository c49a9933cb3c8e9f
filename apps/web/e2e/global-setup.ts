// Starts a throw-away PostgreSQL (fsync off, as the API tests do) and the built API (which serves the built
// console) on E2E_PORT against it, with a fresh data folder, so every run starts from the seed. Tests read captcha
// codes from that database (E2E_DATABASE_URL). The seeded accounts sign in once here; the specs start from their saved
// sessions (E2E_SESSIONS_DIR). Returns the teardown that stops the server, the database, and
// removes the data.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import pg from 'pg';
import { TEST_HASH_COST } from '../../api/src/config.ts';
import { startEmbeddedPostgres } from '../../api/src/db/embedded-postgres.ts';
import { SABER_BUILD, saberTestKeys } from './support/saber.ts';
import { saveSeededSessions } from './support/session.ts';

const here = import.meta.dirname;
const API_MAIN = path.resolve(here, '../../api/dist/main.js');
const WEB_INDEX = path.resolve(here, '../dist/index.html');
const START_TIMEOUT_MS = 60_000;

async function waitForHealth(url: string, deadline: number, exited: () => string | undefined): Promise<void> {
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
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
  if (
    await fetch(`${baseURL}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is already in use; set E2E_PORT to a free port`);
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-e2e-'));
  // The server's own embedded cluster would keep full durability; this one, for tests only, does not.
  // A folder of its own: the `postgres` user must reach it, and mkdtemp makes dataDir private to us.
  const databaseDir = mkdtempSync(path.join(os.tmpdir(), 'blade-e2e-db-'));
  const database = await startEmbeddedPostgres(databaseDir, { throwAwayDurability: true });
  const admin = new pg.Client({ connectionString: database.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE blade');
  await admin.end();
  const databaseUrl = database.url('blade');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    OUTBOUND_ALLOW: '127.0.0.1',
    // The trial accounts (admin/admin, hr/hr, ...) the specs sign in as.
    DEMO: 'true',
    // Every test signs in from 127.0.0.1: lift the per-address limits (their behaviour is tested in the API tests).
    RATE_LIMIT_SIGN_IN: '1000000/60',
    RATE_LIMIT_CAPTCHA: '1000000/60',
    RATE_LIMIT_REGISTER: '1000000/60',
    LOG_LEVEL: 'warn',
    // Passwords hashed at bcrypt's least cost, as in the API tests: what a sign-in costs is nothing a spec checks.
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    // The specs bring their own data (regions, notices) and count what they made; the screenshots (npm run
    // screenshots) show a fresh install as its administrator sees it, reference data and starter terms included.
    ...(process.env.E2E_FRESH_INSTALL === 'true' ? {} : { SEED_REFERENCE_DATA: 'false', SEED_STARTER_TERMS: 'false' }),
  };
  env.DATABASE_URL = databaseUrl; // always this private database, never a shared one
  // Saber's build encrypts passwords for its test key pair (../shared/clients): the server holds the private key.
  if (existsSync(SABER_BUILD)) env.AUTH_SM2_PRIVATE_KEY = saberTestKeys().privateKey;
  const server = spawn(process.execPath, [API_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });

  let log = '';
  let exitMessage: string | undefined;
  server.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.on('exit', (code) => {
    exitMessage = `The API exited early (code ${code}):\n${log}`;
  });

  try {
    await waitForHealth(`${baseURL}/api/health`, Date.now() + START_TIMEOUT_MS, () => exitMessage);
  } catch (error) {
    server.kill('SIGKILL');
    await database.stop();
    throw error;
  }
  process.env.E2E_DATABASE_URL = databaseUrl;

  // The seeded accounts sign in through the form once for the run; every worker's tests start from these sessions.
  const sessionsDir = mkdtempSync(path.join(os.tmpdir(), 'blade-e2e-sessions-'));
  const use = config.projects[0]!.use;
  const browser = await chromium.launch(use.launchOptions);
  try {
    await saveSeededSessions(
      browser,
      { baseURL, viewport: use.viewport, locale: use.locale, reducedMotion: use.reducedMotion },
      sessionsDir,
    );
  } catch (error) {
    server.kill('SIGKILL');
    await database.stop();
    throw error;
  } finally {
    await browser.close();
  }
  process.env.E2E_SESSIONS_DIR = sessionsDir;

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(databaseDir, { recursive: true, force: true });
    rmSync(sessionsDir, { recursive: true, force: true });
  };
}
