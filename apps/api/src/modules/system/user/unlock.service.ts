import type { AuthUser } from '../../../core/request-context.ts';
import { isAdministrator } from '../../../core/request-context.ts';
import type { Db } from '../../../db/prisma.ts';
import type { LoginLockout } from '../../auth/login-lockout.ts';
import { DEFAULT_TENANT_ID } from '../tenant/tenant-guard.ts';

/** Unlocks users of the caller's tenant; the administrator of the admin tenant may unlock anyone. */
export function createUnlockUsers(db: Db, lockout: LoginLockout) {
  return async (caller: AuthUser, userIds: string[]): Promise<void> => {
    const everyTenant = isAdministrator(caller) && caller.tenantId === DEFAULT_TENANT_ID;
    const users = await db.user.findMany({
      where: { id: { in: userIds.map(BigInt) }, isDeleted: 0, ...(everyTenant ? {} : { tenantId: caller.tenantId }) },
      select: { tenantId: true, account: true },
    });
    const byTenant = new Map<string, string[]>();
    for (const u of users) byTenant.set(u.tenantId, [...(byTenant.get(u.tenantId) ?? []), u.account]);
    for (const [tenantId, accounts] of byTenant) await lockout.clear(tenantId, accounts);
  };
}
