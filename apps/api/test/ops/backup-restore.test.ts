// Backup and restore exactly as the README tells self-hosters: `pg_dump -Fc` of a live database, `pg_restore` into
// an empty one, and the API started on the restored database finds everything. pg_dump refuses servers newer than
// itself, so the test runs a PostgreSQL server of the same major version as the machine's pg_dump (Debian's
// postgresql package; .ci/run installs it), not the embedded one.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded-postgres.ts';
import { signInTo, startServer } from '../support/server-process.ts';

const work = mkdtempSync(path.join(tmpdir(), 'blade-backup-'));
chmodSync(work, 0o777); // the server runs as the postgres user and must reach its folder
const dataDir = path.join(work, 'pg');
const dumpFile = path.join(work, 'blade.dump');
let bin: string;
let port: number;

/** Runs a PostgreSQL tool; as root, under the postgres account (the server refuses to run as root). */
function pgTool(tool: string, args: string[], io: { stdin?: number; stdout?: number } = {}) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const result = spawnSync(command, argv, { stdio: [io.stdin ?? 'ignore', io.stdout ?? 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** The newest Debian PostgreSQL installed (/usr/lib/postgresql/<major>/bin), whose pg_dump matches its server. */
function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(path.join(root, v, 'bin', 'pg_dump')))
    : [];
  if (!majors.length)
    throw new Error("No PostgreSQL server with pg_dump: install Debian's postgresql package (apt-get install postgresql), as .ci/run does");
  return path.join(root, String(Math.max(...majors.map(Number))), 'bin');
}

const urlOf = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;

beforeAll(async () => {
  bin = debianPostgresBin();
  port = await freePort();
  pgTool('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C']);
  // The server's own log goes to a file: a server holding our pipes open would keep spawnSync waiting.
  pgTool('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(work, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${work}`,
    '-w',
    'start',
  ]);
  pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'blade']);
}, 60_000);

afterAll(() => {
  if (bin) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', 'stop']);
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore with pg_dump', () => {
  it('restores a dump into an empty database that the API then serves unchanged', { timeout: 120_000 }, async () => {
    const original = await startServer({ DATABASE_URL: urlOf('blade') });
    const token = ((await (await signInTo(original, 'admin')).json()) as { access_token: string }).access_token;
    const saved = await fetch(`${original.base}/api/blade-system/post/submit`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ category: 1, postCode: 'backup', postName: '备份前的岗位', sort: 1 }),
    });
    expect(((await saved.json()) as { success: boolean }).success).toBe(true);

    // The README's backup: a custom-format dump of the live database, written to a file.
    const out = openSync(dumpFile, 'w');
    pgTool('pg_dump', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-Fc', 'blade'], { stdout: out });
    closeSync(out);
    expect(await original.stop()).toBe(0);

    // The README's restore: into an empty database (here a second one; the README drops and recreates `blade`).
    pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'restored']);
    const input = openSync(dumpFile, 'r');
    pgTool('pg_restore', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '--no-owner', '-d', 'restored'], { stdin: input });
    closeSync(input);

    const restored = await startServer({ DATABASE_URL: urlOf('restored') });
    expect(restored.output()).not.toContain('Applied migrations');
    expect(restored.output()).not.toContain('Seeded');
    const again = ((await (await signInTo(restored, 'admin')).json()) as { access_token: string }).access_token;
    const posts = await fetch(`${restored.base}/api/blade-system/post/page?postCode=backup`, {
      headers: { 'Blade-Auth': `bearer ${again}` },
    });
    const page = (await posts.json()) as { data: { records: Array<{ postName: string }> } };
    expect(page.data.records.map((p) => p.postName)).toEqual(['备份前的岗位']);
    expect(await restored.stop()).toBe(0);
  });
});
