// Secrets the server makes for itself on first start and keeps in DATA_DIR (the token signing key, the embedded
// PostgreSQL password): random, readable by the owner only, written whole or not at all, and checked on each start.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, lstatSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StartProblem } from './start-problem.ts';

/** A secret file the operator must fix (its mode, its content). */
export class SecretFileError extends StartProblem {}

/** `bytes` random bytes as lower-case hex. */
export const randomSecret = (bytes: number): string => randomBytes(bytes).toString('hex');

function readChecked(file: string, bytes: number): string {
  const stat = lstatSync(file);
  if (!stat.isFile())
    throw new SecretFileError(`${file} must be a regular file (not a link or a folder): remove it to let the server create a new one`);
  // Mode bits for group and others: anyone but the owner able to read it could sign tokens or open the database.
  if (stat.mode & 0o077) {
    const mode = (stat.mode & 0o777).toString(8).padStart(3, '0');
    throw new SecretFileError(`${file} is readable by group or others (mode ${mode}): run chmod 600 ${file}`);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (!new RegExp(`^[0-9a-f]{${bytes * 2},}$`).test(secret)) {
    throw new SecretFileError(
      `${file} is malformed: it must hold at least ${bytes * 2} hex digits (restore it from a backup; a new one would end every session)`,
    );
  }
  return secret;
}

/**
 * The secret kept in `file`, created on first use with `bytes` random bytes. The new file is written and flushed
 * under a temporary name, then linked into place: a crash leaves either no file or a whole one, and of two
 * processes creating it at once, both end up with the one that was linked first.
 */
export function readOrCreateSecret(file: string, bytes: number): { secret: string; created: boolean } {
  try {
    return { secret: readChecked(file, bytes), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomSecret(4)}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${randomSecret(bytes)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  let created = true;
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false; // another process got there first: use theirs
  } finally {
    rmSync(temporary, { force: true });
  }
  return { secret: readChecked(file, bytes), created };
}
