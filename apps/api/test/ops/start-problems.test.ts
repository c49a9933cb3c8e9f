// Starts that cannot work say what to do in one line, before anything is written, never with a stack trace: a
// setting Express would choke on, a data folder the embedded PostgreSQL's user cannot reach, a database role that
// may not build the schema.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startServer } from '../support/server-process.ts';
import { tempDir } from '../support/temp-dir.ts';
import { databaseUrl } from '../test-app.ts';

/** What a start that failed printed (startServer rejects with it). */
const failedStart = (env: Record<string, string>) =>
  startServer(env).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started');
    },
    (error: Error) => error.message.replace(/^server exited[^\n]*:\n/, ''),
  );

const STACK_FRAME = /^\s+at /m;

describe('a start that cannot work', () => {
  it('stops on a malformed setting before writing a key, in one line', async () => {
    const dataDir = tempDir('blade-start-');
    const said = await failedStart({ DATA_DIR: dataDir, BODY_LIMIT: 'lots' });
    expect(said).toContain('BODY_LIMIT: must be a size such as 1mb');
    expect(said).not.toMatch(STACK_FRAME);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("names the folder the embedded PostgreSQL cannot reach when run as root, and starts for the folder's owner", async () => {
    // mkdtemp makes a folder only its owner may enter, as /root is.
    const dataDir = path.join(tempDir('blade-private-'), 'data');
    if (process.getuid?.() === 0) {
      const said = await failedStart({ DATA_DIR: dataDir });
      expect(said).toMatch(/runs as the user "postgres", which cannot enter .*blade-private-\w+ on the way to DATA_DIR: set DATA_DIR/);
      expect(said.trim().split('\n')).toHaveLength(1);
      expect(existsSync(dataDir)).toBe(false);
    } else {
      const server = await startServer({ DATA_DIR: dataDir });
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);

  it('says which rights an external database role lacks', async () => {
    const role = `norights_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    try {
      // Identifiers cannot be bound; both are ours (a prefix and random hex), the password a literal escaped by pg.
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD ${admin.escapeLiteral(password)}`);
      await admin.query(`CREATE DATABASE ${role}`);
    } finally {
      await admin.end();
    }
    const url = new URL(databaseUrl(role));
    url.username = role;
    url.password = password;
    const said = await failedStart({ DATABASE_URL: url.toString() });
    expect(said).toContain(`The database role "${role}" may not create the schema in database "${role}"`);
    expect(said).toContain('pg_trgm');
    expect(said).not.toMatch(STACK_FRAME);
    expect(said).not.toContain(password);
  }, 60_000);
});
