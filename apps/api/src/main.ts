// `npm start`: database (embedded unless DATABASE_URL), migrations, seed, then the API and the console on one port.
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { createLogger } from './core/logger.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { assertEmbeddedPostgresReaches } from './db/embedded-postgres.ts';
import { isDatabaseGone } from './db/database-gone.ts';
import { createPrisma } from './db/prisma.ts';
import { coreSeeded, seed } from './seed/seed.ts';
import { accountsWithTrialPasswords, forgetChangedFirstAdminPassword, seedAccounts, trialPasswordsRefusal } from './seed/first-admin.ts';
import { createPasswords } from './modules/auth/password.ts';
import { withSigningKey } from './modules/auth/signing-key.ts';
import { withSm2Key } from './modules/auth/sm2-key.ts';
import { StartProblem } from './lib/start-problem.ts';
import { installBenchGc } from './lib/bench-gc.ts';

const log = (line: string) => console.log(`[blade] ${line}`);
/** A stop that takes longer has hung: requests get 10 s, the pools and postgres the rest. */
const STOP_DEADLINE_MS = 30_000;
const GONE_POOL_WAIT_MS = 3_000;
/** How long an idle keep-alive connection stays open: longer than the 60 s of common proxies and load balancers. */
const IDLE_CONNECTION_MS = 65_000;

async function main() {
  const started = Date.now();
  const loaded = loadConfig();
  // Before any key file is written: a data folder the embedded database cannot use is said first, in one line.
  if (!loaded.databaseUrl) assertEmbeddedPostgresReaches(loaded.dataDir);
  const config = withSigningKey(withSm2Key(loaded, log), log);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  if (database.migrated.length) log(`Applied migrations: ${database.migrated.join(', ')}`);
  const db = createPrisma(database.url);
  const passwords = createPasswords(config.passwordHashCost);
  const accounts = seedAccounts(config, await coreSeeded(db), log);
  const seeded = await seed(db, { referenceData: config.seedReferenceData, starterTerms: config.seedStarterTerms, passwords, accounts });
  if (seeded.length) log(`Seeded: ${seeded.join(', ')}`);
  await forgetChangedFirstAdminPassword(db, passwords, config.dataDir);
  const trial = await accountsWithTrialPasswords(db, passwords);
  if (config.env === 'production' && trial.length) {
    // The database this start opened closes before the one-line refusal, so nothing is left running.
    await db.$disconnect();
    await database.embedded?.stop();
    throw trialPasswordsRefusal(trial);
  }
  // Loud on purpose: these passwords are in every copy of this software.
  if (config.demo)
    log(
      `DEMO MODE: trial accounts with the password of their name (${trial.map((a) => `${a}/${a}`).join(', ') || 'none left'}): a throwaway trial only, never reachable by others`,
    );
  else if (trial.length)
    log(
      `WARNING: the trial account(s) ${trial.join(', ')} still have their trial password (the account name): change them; production refuses to start so`,
    );

  const logger = createLogger();
  let stopping = false;
  // Once stopping, PostgreSQL may go first (a terminal's Ctrl-C signals the whole process group): the errors of
  // connections it closes are the expected end, not faults.
  // Before we know we are stopping (postgres may get the signal first), such an error is one line, not a stack.
  let databaseGone = false;
  const reportError = (error: unknown) => {
    if (!isDatabaseGone(error)) logger.error({ err: error }, 'unhandled error');
    else {
      databaseGone = true;
      if (!stopping) logger.warn(`database connection lost: ${(error as Error).message}`);
    }
  };
  const app = createApp({ db, config, databaseUrl: database.url, logger, log: reportError });
  app.services.logs.startPruning();
  installBenchGc(config.benchGc, log, () => app.services.logs.flush());
  const server: Server = app.listen(config.port, config.host);
  // A proxy in front (nginx's upstream keepalive, a cloud load balancer's 60 s) reuses an idle connection until its
  // own timeout: a server closing it sooner (node's default, 5 s) races the request sent on it, and the client gets a
  // 502. Idle connections stay open longer than such proxies keep theirs; a stop still ends them at once.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  // "ready" is the last line of the start: whoever waits for it (a person, a script, the tests) has read the rest.
  if (trial.includes('admin')) log('Sign in as admin / admin (tenant 000000)');
  log(`Blade Console ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://${shown}:${config.port}/`);

  // embedded-postgres installs its own exit hook that stops clusters and exits at once; we want the order
  // "stop taking requests, finish them, close the pool, stop postgres", so ours replaces it.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    // Every step below waits on a socket, a pool or a child process. This timer keeps the process alive until the
    // last step has finished (a promise left waiting on a handle that is already gone would otherwise let node exit
    // quietly, postgres still running), and ends a stop that hangs with the step it hung in.
    let step = 'answering the requests in flight';
    const deadline = setTimeout(() => {
      log(`Stop did not finish within ${STOP_DEADLINE_MS / 1000} s (${step})`);
      process.exit(1);
    }, STOP_DEADLINE_MS);
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    // close() ends the connections idle right now; the answers still to come say `Connection: close`, so keep-alive
    // connections end with their last answer instead of holding the stop until their idle timeout.
    server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
    const closed = new Promise((resolve) => server.close(resolve));
    await app.services.inFlight.drain(10_000);
    // Requests that arrived before the stop were answered keep-alive: their connections are idle now, end them
    // rather than wait for their idle timeout.
    server.closeIdleConnections();
    await closed;
    clearTimeout(force);
    step = 'closing the listeners and log writers';
    await app.services.close();
    step = 'closing the database pool';
    // With the database already gone (the terminal's Ctrl-C reached postgres too) there is nothing left to close
    // gracefully, and the pool can wait for ever on a connection postgres dropped in the middle of a query (seen
    // under load): it gets a few seconds, then the stop goes on.
    const disconnected = db.$disconnect().catch(() => {});
    await (databaseGone ? Promise.race([disconnected, new Promise((resolve) => setTimeout(resolve, GONE_POOL_WAIT_MS))]) : disconnected);
    step = 'stopping the embedded PostgreSQL';
    await database.embedded?.stop();
    clearTimeout(deadline);
    log('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof StartProblem ? error.message : error);
  process.exit(1);
});
