import type { Db } from '../../../db/prisma.ts';
import type { LoginLockout } from '../../../db/sql/login-lockout.ts';

/** Clears the failed sign-ins of the given users; the tenant scope limits them to users the caller may manage. */
export function createUnlockUsers(db: Db, lockout: LoginLockout) {
  return async (userIds: string[]): Promise<void> => {
    const users = await db.user.findMany({ where: { id: { in: userIds.map(BigInt) } }, select: { tenantId: true, account: true } });
    const byTenant = new Map<string, string[]>();
    for (const u of users) byTenant.set(u.tenantId, [...(byTenant.get(u.tenantId) ?? []), u.account]);
    for (const [tenantId, accounts] of byTenant) await lockout.clear(tenantId, accounts);
  };
}
