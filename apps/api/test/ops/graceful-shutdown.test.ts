// SIGTERM while requests are running: the server stops accepting connections, finishes what it started, closes its
// pool and exits 0, so a rolling restart loses no answer.
import { describe, expect, it } from 'vitest';
import { signInTo, startServer } from '../support/server-process.ts';
import { cloneDatabase } from '../test-app.ts';

describe('graceful shutdown', () => {
  it('answers the requests in flight before it exits', { timeout: 60_000 }, async () => {
    const server = await startServer({ DATABASE_URL: await cloneDatabase() });
    // Each sign-in spends ~100 ms of CPU in bcrypt, one after another: when SIGTERM arrives the requests have
    // reached the server (their connections are open and sent) and most are still waiting for their turn.
    const inFlight = Array.from({ length: 8 }, () => signInTo(server, 'admin'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = server.stop();
    const answers = await Promise.all(inFlight);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
    expect(server.output()).toContain('Stopped');
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
  });
});
