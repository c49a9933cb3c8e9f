// Who may change which account: the one policy every user write consults (submit, update, grant, remove, the
// password routes, unlock, update-platform, import with isCovered=1; /blade-user/* are the same handlers).
//  1. An account holding an administrator role is changed only by someone of at least its rank: the platform's
//     `administrator` only by the platform administrator, a tenant's `admin` by that or by a tenant admin.
//     Otherwise a user manager could reset an administrator's password and sign in as them, or disable, demote,
//     rename or remove them.
//  2. Nobody but an administrator (platform or tenant admin) changes their own roles or depts (a user's tenant never changes after insert):
//     a user manager could otherwise grant themselves any role, and with it the workflow tasks of that group.
//  3. An administrator role is granted only by someone of at least its rank (user-links.ts, assertLinksOfTenant).
// Decision: a non-administrator may still grant other users roles they do not hold themselves. Handing out the
// tenant's roles to its staff is what the user_role button is for; limiting it to held roles would stop a tenant
// admin (role `admin`) from making anyone `hr` or `manager`. Rules 1-3 close the escalations: no administrator
// role, no change to oneself, no touching an administrator.
import { AppError } from '../../../core/app-error.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import type { DbClient } from '../../../db/prisma.ts';
import { ADMIN_ROLE_ALIASES, adminRankOf } from '../role/admin-rank.ts';
import { splitIds } from './user-directory.ts';

/** Refuses (403) when a target holds an administrator role of a higher rank than the caller's. */
export async function assertMayChangeAccounts(db: DbClient, caller: AuthUser, userIds: Array<string | bigint>): Promise<void> {
  const callerRank = adminRankOf(caller.roleAliases);
  if (!userIds.length || callerRank === ADMIN_ROLE_ALIASES.length) return;
  const held = await db.userRole.findMany({
    where: { userId: { in: userIds.map(BigInt) }, role: { roleAlias: { in: [...ADMIN_ROLE_ALIASES] }, isDeleted: 0 } },
    select: { role: { select: { roleAlias: true } } },
  });
  if (adminRankOf(held.map((l) => l.role.roleAlias)) > callerRank) throw new AppError(403, 'accountAdministratorProtected');
}

export type OwnLinks = { roleIds?: string[] | undefined; deptIds?: string[] | undefined };

function sameSet(a: string[], b: string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...right].every((id) => left.has(id));
}

/**
 * Refuses (403) a non-administrator changing their own roles or depts. `change` lists what the request would
 * store (undefined: left as it is); sending one's current values again, as the console's edit form does, passes.
 */
export async function assertNotOwnLinks(db: DbClient, caller: AuthUser, userIds: Array<string | bigint>, change: OwnLinks): Promise<void> {
  if (adminRankOf(caller.roleAliases) > 0 || !userIds.map(String).includes(caller.userId)) return;
  const self = BigInt(caller.userId);
  if (change.roleIds) {
    const held = (await db.userRole.findMany({ where: { userId: self }, select: { roleId: true } })).map((l) => String(l.roleId));
    if (!sameSet(held, change.roleIds)) throw new AppError(403, 'accountOwnLinks');
  }
  if (change.deptIds) {
    const row = await db.user.findFirst({ where: { id: self }, select: { deptId: true } });
    if (!sameSet(splitIds(row?.deptId), change.deptIds)) throw new AppError(403, 'accountOwnLinks');
  }
}

/** Both rules for writes that may change links: the target is not an administrator, and not the caller's own links. */
export async function assertMayChangeLinks(
  db: DbClient,
  caller: AuthUser,
  userIds: Array<string | bigint>,
  change: OwnLinks,
): Promise<void> {
  await assertMayChangeAccounts(db, caller, userIds);
  await assertNotOwnLinks(db, caller, userIds, change);
}
