// The real `npm start` process (the built dist/main.js): what a default first start seeds, a clean stop on SIGTERM
// that leaves no postgres behind, a second start that keeps the data, and DATABASE_URL skipping the embedded one.
// Only the first test seeds the reference data (45,000 regions and the starter terms, most of a first start's time):
// the others are about starting and stopping.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, signInTo as signIn } from './support/server-process.ts';
import { cloneDatabase } from './test-app.ts';
import { tempDir } from './support/temp-dir.ts';

describe('npm start', () => {
  it('a default first start seeds the core, the regions and the starter terms, and says how to sign in', async () => {
    const server = await startServer({}, { referenceData: true });
    expect(server.output()).toMatch(/Seeded: core-v1,.*reference-regions-v1.*starter-terms-v1/);
    expect(server.output()).toContain('admin / admin');
    expect(await server.stop()).toBe(0);
  }, 60_000);

  it('starts on an empty data folder, stops cleanly, and keeps everything on the next start', async () => {
    const dataDir = tempDir('blade-start-');
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Seeded: core-v1');
    const signedIn = await signIn(first, 'admin');
    expect(signedIn.status).toBe(200);
    const auth = { 'Blade-Auth': `bearer ${((await signedIn.json()) as { access_token: string }).access_token}` };
    const renamed = await fetch(`http://127.0.0.1:${first.port}/api/blade-system/user/update-info`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'kept-name' }),
    });
    expect(((await renamed.json()) as { success: boolean }).success).toBe(true);
    // Idle connections outlive a proxy's 60 s (node's 5 s made proxies in front answer 502), and the stop below
    // still ends at once with this client's connection idle.
    expect(renamed.headers.get('keep-alive')).toBe('timeout=65');
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('Stopped');
    // postgres removes its pid file when it has shut down: nothing is left running on the folder.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Seeded');
    expect(second.output()).not.toContain('Applied migrations');
    const again = await signIn(second, 'admin');
    const token = ((await again.json()) as { access_token: string }).access_token;
    const info = await fetch(`http://127.0.0.1:${second.port}/api/blade-auth/oauth/user-info`, {
      headers: { 'Blade-Auth': `bearer ${token}` },
    });
    expect(((await info.json()) as { data: { name: string } }).data.name).toBe('kept-name');
    expect(await second.stop()).toBe(0);
  }, 60_000);

  it('uses DATABASE_URL when set and starts no embedded postgres', async () => {
    const dataDir = tempDir('blade-start-');
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: await cloneDatabase('tpl_migrated') });
    expect(server.output()).not.toContain('Embedded PostgreSQL');
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect((await signIn(server, 'admin')).status).toBe(200);
    expect(await server.stop()).toBe(0);
  }, 60_000);

  it('refuses to start in production without JWT_SECRET', async () => {
    await expect(startServer({ NODE_ENV: 'production' })).rejects.toThrow(/JWT_SECRET: must be set to a secret of your own/);
  });

  it(
    'stops with one line and exit code 0 on Ctrl-C (the whole process group) and on SIGTERM, without a stack trace',
    { timeout: 90_000 },
    async () => {
      const dataDir = tempDir('blade-start-');
      for (const how of ['terminal', 'SIGTERM', 'terminal'] as const) {
        const server = await startServer({ DATA_DIR: dataDir }, { detached: true });
        // Open connections in every pool (the ORM's and the raw reader's), so postgres has sessions to terminate.
        const signedIn = (await (await signIn(server, 'admin')).json()) as { access_token: string };
        const users = await fetch(`${server.base}/api/blade-system/user/page?current=1&size=5`, {
          headers: { 'Blade-Auth': `bearer ${signedIn.access_token}` },
        });
        expect(users.status).toBe(200);
        const code = await server.stop(how);
        const output = server.output();
        // The server's own words say what went wrong when this fails.
        expect({ how, code, stopped: output.match(/\[blade\] Stopped/g)?.length ?? 0 }, output).toEqual({ how, code: 0, stopped: 1 });
        expect(output).not.toMatch(/\n\s+at |Unhandled|"level":50/);
        // Nothing left running on the folder.
        expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      }
    },
  );
});
