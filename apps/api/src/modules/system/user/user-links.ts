// The rules every write of a user shares: one account per tenant, role/dept/post ids of the user's own tenant,
// the administrator role only granted by an administrator, and role links replaced as a whole.
import { AppError, badRequest } from '../../../core/app-error.ts';
import type { MessageKey } from '../../../core/messages.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import type { Tx } from '../../../db/prisma.ts';
import { nextId } from '../../../db/snowflake.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { adminRankOf } from '../role/admin-rank.ts';
import { assertAccountQuota } from '../tenant/tenant-guard.ts';
import { lockForTransaction } from '../../../db/sql/locks.ts';

/**
 * Serialises account creation in one tenant for the rest of the transaction, so the uniqueness and quota checks
 * cannot race. The key is the one register-guest takes: self-registration and administrators queue together.
 */
export async function lockTenantAccounts(tx: Tx, tenantId: string): Promise<void> {
  await lockForTransaction(tx, `register:${tenantId}`);
}

export async function assertAccountFree(tx: Tx, tenantId: string, account: string, exceptId?: bigint): Promise<void> {
  const taken = await tx.user.count({ where: { tenantId, account, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (taken) throw badRequest('userExists', { account });
}

function assertAllFound(ids: string[], found: Array<{ id: bigint }>, key: MessageKey): void {
  const have = new Set(found.map((r) => String(r.id)));
  const missing = ids.find((id) => !have.has(id));
  if (missing) throw badRequest(key, { id: missing });
}

export type LinkIds = { roleIds?: string[] | undefined; deptIds?: string[] | undefined; postIds?: string[] | undefined };

/** Refuses ids that are not roles, depts or posts of `tenantId` (400), and an administrator role from anyone of a lower rank. */
export async function assertLinksOfTenant(tx: Tx, caller: AuthUser, tenantId: string, links: LinkIds): Promise<void> {
  const asIds = (ids: string[]) => ids.map(BigInt);
  if (links.roleIds?.length) {
    const roles = await tx.role.findMany({ where: { id: { in: asIds(links.roleIds) }, tenantId }, select: { id: true, roleAlias: true } });
    assertAllFound(links.roleIds, roles, 'userRoleNotInTenant');
    // Without this, anyone allowed to edit users could make themselves (or a puppet) an administrator.
    if (adminRankOf(roles.map((r) => r.roleAlias)) > adminRankOf(caller.roleAliases)) throw new AppError(403, 'userGrantAdministrator');
  }
  if (links.deptIds?.length) {
    assertAllFound(
      links.deptIds,
      await tx.dept.findMany({ where: { id: { in: asIds(links.deptIds) }, tenantId }, select: { id: true } }),
      'userDeptNotInTenant',
    );
  }
  if (links.postIds?.length) {
    assertAllFound(
      links.postIds,
      await tx.post.findMany({ where: { id: { in: asIds(links.postIds) }, tenantId }, select: { id: true } }),
      'userPostNotInTenant',
    );
  }
}

/**
 * Accounts without a role (self-registrations waiting for approval) are outside the tenant's quota; giving them
 * their first role brings them in, so it must fit.
 */
async function assertApprovalsFitQuota(tx: Tx, userIds: bigint[]): Promise<void> {
  const pending = await tx.user.findMany({ where: { id: { in: userIds }, roles: { none: {} } }, select: { tenantId: true } });
  const perTenant = new Map<string, number>();
  for (const { tenantId } of pending) perTenant.set(tenantId, (perTenant.get(tenantId) ?? 0) + 1);
  for (const [tenantId, adding] of [...perTenant].sort(([a], [b]) => a.localeCompare(b))) {
    await lockTenantAccounts(tx, tenantId);
    const tenant = await tx.tenant.findFirst({ where: { tenantId, isDeleted: 0 } });
    if (tenant) await assertAccountQuota(tx, tenant, adding);
  }
}

/**
 * Replaces the role links of the users with `roleIds` (the link table stands in for Blade's role_id column). A user
 * whose roles change is signed out everywhere: tokens name the roles they were issued for.
 */
export async function replaceRoles(tx: Tx, userIds: bigint[], roleIds: string[]): Promise<void> {
  if (roleIds.length) await assertApprovalsFitQuota(tx, userIds);
  const before = await tx.userRole.findMany({ where: { userId: { in: userIds } }, select: { userId: true, roleId: true } });
  const wanted = [...new Set(roleIds)].sort().join(',');
  const held = (userId: bigint) =>
    before
      .filter((l) => l.userId === userId)
      .map((l) => String(l.roleId))
      .sort()
      .join(',');
  await revokeUserSessions(
    tx,
    userIds.filter((id) => held(id) !== wanted),
  );
  await tx.userRole.deleteMany({ where: { userId: { in: userIds } } });
  const data = userIds.flatMap((userId) => roleIds.map((roleId) => ({ id: nextId(), userId, roleId: BigInt(roleId) })));
  if (data.length) await tx.userRole.createMany({ data });
}
