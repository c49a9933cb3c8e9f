// Blade's lockout: after `account.failCount` failed sign-ins within 30 minutes the account is refused until the
// window passes or an administrator unlocks it. Failures are rows in Postgres, so the lock survives restarts.
import type { Db } from '../../db/prisma.ts';
import { nextId } from '../../db/snowflake.ts';

export const LOCKOUT_WINDOW_MS = 30 * 60 * 1000;

export function createLoginLockout(db: Db, now: () => Date = () => new Date()) {
  const windowStart = () => new Date(now().getTime() - LOCKOUT_WINDOW_MS);
  return {
    async isLocked(tenantId: string, account: string, failLimit: number): Promise<boolean> {
      if (failLimit <= 0) return false;
      const failures = await db.loginFailure.count({ where: { tenantId, account, failedAt: { gt: windowStart() } } });
      return failures >= failLimit;
    },
    async recordFailure(tenantId: string, account: string): Promise<void> {
      await db.loginFailure.create({ data: { id: nextId(), tenantId, account, failedAt: now() } });
    },
    /** Clears the count: after a successful sign-in, and for the `unlock` action. */
    async clear(tenantId: string, accounts: string[]): Promise<void> {
      await db.loginFailure.deleteMany({ where: { tenantId, account: { in: accounts } } });
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
