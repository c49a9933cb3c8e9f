// Per-file test fixtures: a private database cloned from a template, an app on it listening on a port of its own on
// loopback (supertest's requests go to it), sign-in helpers.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { testConfig } from '../src/config.ts';
import { createPrisma } from '../src/db/prisma.ts';
import type { Db } from '../src/db/prisma.ts';
import { md5Hex } from '../src/modules/auth/password.ts';
import { tempDir } from './support/temp-dir.ts';

export const SABER_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export function databaseUrl(name: string): string {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database for this file, cloned from a template (seeded by default). */
export async function cloneDatabase(template: 'tpl_seeded' | 'tpl_migrated' = 'tpl_seeded'): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    // Identifiers cannot be parameters; both names are ours (a constant and random hex).
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

export type TestApp = {
  app: ReturnType<typeof createApp>;
  /** The app listening on loopback: what tests send their requests to (`request(t.server)`). */
  server: Server;
  db: Db;
  url: string;
  config: AppConfig;
  /** A new app and client on the same database: what a restarted (or second) API process sees. */
  restart: () => Promise<TestApp>;
};

const openApps: Array<{ db: Db; close: () => Promise<void> }> = [];

/**
 * Closes the apps the current test file opened (test/close-apps.setup.ts runs it after each file). Test files share
 * one module registry per worker (vitest `isolate: false`), so this cannot be a hook registered at import time: it
 * would run after the first file only and leave every later file's pools open.
 */
export async function closeOpenApps(): Promise<void> {
  const closing = openApps.splice(0);
  await Promise.all(
    closing.map(async (a) => {
      await a.close();
      await a.db.$disconnect();
    }),
  );
}

/**
 * One server per app for the whole file. Handed the bare app, supertest starts a server on a new port for every
 * request and closes it after: thousands of binds a run, each slower as the closed connections pile up (a quarter
 * of the bad-input file's CPU went to finding a free port). Idle connections stay open until the file ends (no
 * idle timeout), so a request never meets a connection the server is closing.
 */
async function listenOnLoopback(app: ReturnType<typeof createApp>): Promise<Server> {
  const server = createServer(app);
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Tests sign in (and register) hundreds of times from one address: the per-address limits are lifted unless a test sets its own. */
const UNLIMITED = { hits: 1_000_000, windowSeconds: 60 };

export async function appOn(url: string, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const defaults = testConfig();
  // checkAnswers: every answer a test receives is compared with its route's declared schema (test/close-apps.setup.ts).
  // The data folder (uploads, staged imports) is the file's own, not .data in the checkout; a restart keeps it.
  const config = testConfig({
    rateLimits: { ...defaults.rateLimits, signIn: UNLIMITED, captcha: UNLIMITED, register: UNLIMITED },
    checkAnswers: true,
    dataDir: tempDir('blade-app-'),
    ...overrides,
  });
  const db = createPrisma(url, 4);
  const app = createApp({ db, config, databaseUrl: url, log: () => {} });
  const server = await listenOnLoopback(app);
  openApps.push({
    db,
    close: async () => {
      await closeServer(server);
      await app.services.close();
    },
  });
  return { app, server, db, url, config, restart: () => appOn(url, { ...overrides, dataDir: config.dataDir }) };
}

export async function createTestApp(options: { template?: 'tpl_seeded' | 'tpl_migrated'; config?: Partial<AppConfig> } = {}) {
  return appOn(await cloneDatabase(options.template), options.config);
}

/** POSTs to the token endpoint the way Saber does: everything in the query string, Basic client header. */
export function tokenRequest(t: TestApp, params: Record<string, string>, headers: Record<string, string> = {}) {
  const req = request(t.server).post('/api/blade-auth/oauth/token').query(params).set('Authorization', SABER_BASIC);
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req;
}

/**
 * A password sign-in as a person makes it: a fresh captcha fetched and answered (its code read from table
 * blade_captcha, as a person reads it off the image), since captcha mode asks every password sign-in for one.
 */
export async function signInWith(t: TestApp, params: Record<string, string>, headers: Record<string, string> = {}) {
  return tokenRequest(t, params, { ...(await captchaHeaders(t)), ...headers });
}

export function signIn(t: TestApp, account: string, password = account, headers: Record<string, string> = {}) {
  return signInWith(t, { grant_type: 'password', username: account, password: md5Hex(password), tenantId: '000000' }, headers);
}

export async function accessToken(t: TestApp, account = 'admin', password = account): Promise<string> {
  const res = await signIn(t, account, password);
  if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

/** Signs in as `account` of `tenantId` and changes their own password from `from` to `to` (ending that session). */
async function changeOwnPassword(t: TestApp, account: string, from: string, to: string, tenantId = '000000'): Promise<void> {
  const signedIn = await signInWith(
    t,
    { grant_type: 'password', username: account, password: md5Hex(from), tenantId },
    { 'Tenant-Id': tenantId },
  );
  if (signedIn.status !== 200) throw new Error(`sign-in of ${account} (${tenantId}) failed: ${JSON.stringify(signedIn.body)}`);
  const res = await request(t.server)
    .post('/api/blade-system/user/update-password')
    .set('Blade-Auth', `bearer ${signedIn.body.access_token}`)
    .query({ oldPassword: md5Hex(from), newPassword: md5Hex(to), newPassword1: md5Hex(to) });
  if (!res.body.success) throw new Error(`password change of ${account} (${tenantId}) failed: ${JSON.stringify(res.body)}`);
}

/**
 * A user whose password someone else set makes it their own (the forced first change) and signs in again: every
 * password change ends the user's sessions. The change goes through a temporary password and back, so the caller
 * keeps signing in with `password`.
 */
export async function accessTokenAfterFirstChange(t: TestApp, account: string, password: string): Promise<string> {
  await changeOwnPassword(t, account, password, `${password}-own`);
  await changeOwnPassword(t, account, `${password}-own`, password);
  return accessToken(t, account, password);
}

/**
 * A new tenant's `admin` replaces its first password with `own` and signs in again: the new token. The first password
 * is random and answered once to the tenant's creator; tests about something else give the admin a known one here,
 * as the creator would hand it over.
 */
export async function tenantAdminAfterFirstChange(t: TestApp, tenantId: string, own = 'tenant-admin-own'): Promise<string> {
  const first = 'handed-over-first';
  await t.db.user.updateMany({
    where: { tenantId, account: 'admin' },
    data: { password: await t.app.services.passwords.hash(md5Hex(first)) },
  });
  await changeOwnPassword(t, 'admin', first, own, tenantId);
  const signedIn = await signInWith(
    t,
    { grant_type: 'password', username: 'admin', password: md5Hex(own), tenantId },
    { 'Tenant-Id': tenantId },
  );
  return signedIn.body.access_token as string;
}

/** A fresh captcha answered right, as the Captcha-Key / Captcha-Code headers of the sign-in and register forms. */
export async function captchaHeaders(t: TestApp): Promise<Record<string, string>> {
  const { key } = (await request(t.server).get('/api/blade-auth/oauth/captcha')).body as { key: string };
  const { code } = await t.db.captcha.findUniqueOrThrow({ where: { key } });
  return { 'Captcha-Key': key, 'Captcha-Code': code };
}
