// SIGTERM while requests are running: the server stops accepting connections, finishes what it started, closes its
// pool and exits 0, so a rolling restart loses no answer. The test knows the requests are being handled (not
// merely sent) without timing anything: it holds a lock on the users table, so each sign-in waits inside the
// server's query until the test lets go, and PostgreSQL shows the waiting queries.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signInTo, startServer } from '../support/server-process.ts';
import { cloneDatabase } from '../test-app.ts';

const REQUESTS = 6;

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('graceful shutdown', () => {
  it('answers the requests in flight before it exits', { timeout: 60_000 }, async () => {
    const url = await cloneDatabase();
    const server = await startServer({ DATABASE_URL: url });
    const locker = new pg.Client({ connectionString: url });
    const watcher = new pg.Client({ connectionString: url });
    await Promise.all([locker.connect(), watcher.connect()]);
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE blade_user IN ACCESS EXCLUSIVE MODE');
      // Spread over the seeded accounts: the lockout counts a sign-in as a guess until its password is checked, and
      // refuses more unchecked sign-ins of one account from one address than account.failCount (5).
      const accounts = ['admin', 'hr', 'manager', 'boss'];
      const inFlight = Array.from({ length: REQUESTS }, (_, i) => signInTo(server, accounts[i % accounts.length]!));
      const waiting = async () =>
        (
          await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
            [(locker as unknown as { processID: number }).processID],
          )
        ).rows[0]!.n;
      await until(async () => (await waiting()) === REQUESTS);

      const exited = server.stop();
      // Once the server stops listening, a new connection is refused while the six are still being handled.
      await until(() =>
        fetch(`${server.base}/api/health`).then(
          () => false,
          () => true,
        ),
      );
      await locker.query('ROLLBACK');

      const answers = await Promise.all(inFlight);
      expect(answers.map((r) => r.status)).toEqual(Array(REQUESTS).fill(200));
      expect(await exited).toBe(0);
      expect(server.output()).toContain('Stopped');
    } finally {
      await Promise.all([locker.end(), watcher.end()]);
    }
  });
});
