import { describe, expect, it } from 'vitest';
import { isDatabaseGone } from './database-gone.ts';

describe('isDatabaseGone', () => {
  it('knows the ways a stopped postgres answers, wrapped or not', () => {
    expect(isDatabaseGone({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    // What Prisma throws for a log batch flushed after postgres stopped (seen on a Ctrl-C reaching both processes).
    expect(
      isDatabaseGone({
        code: 'P1001',
        message: "Invalid `prisma.logUsual.createMany()` invocation: Can't reach database server at 127.0.0.1:5432",
      }),
    ).toBe(true);
    expect(isDatabaseGone({ message: 'wrapped', cause: { code: 'ECONNREFUSED' } })).toBe(true);
    // node-postgres, for a query on a pooled connection postgres had already closed (seen on Ctrl-C under load).
    expect(isDatabaseGone(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('leaves every other failure to be reported', () => {
    expect(isDatabaseGone({ code: 'P2002', message: 'Unique constraint failed' })).toBe(false);
    expect(isDatabaseGone(new Error('boom'))).toBe(false);
  });
});
