// Role aliases are what code and processes look roles up by: one alias per tenant, and the aliases in use
// (`administrator`, a tenant's `admin`, and every candidate group of the tenant's deployed processes) are renamed or removed only by
// an administrator. A role's name is only its label and stays free to change.
import { AppError, badRequest } from '../../../core/app-error.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { isAdministrator } from '../../../lib/request-context.ts';
import type { DbClient } from '../../../db/prisma.ts';
import { candidateGroupAliases } from './process-candidate-groups.ts';
import { ADMIN_ROLE_ALIASES } from './admin-rank.ts';
import { lockForTransaction } from '../../../db/sql/locks.ts';

type RoleAlias = { tenantId: string; roleAlias: string };

/** Refuses (403) a non-administrator renaming or removing a role whose alias code or a process relies on. */
export async function assertAliasesChangeable(db: DbClient, user: AuthUser, roles: RoleAlias[]): Promise<void> {
  if (isAdministrator(user)) return;
  for (const role of roles) {
    const inUse =
      (ADMIN_ROLE_ALIASES as readonly string[]).includes(role.roleAlias) ||
      (await candidateGroupAliases(db, role.tenantId)).has(role.roleAlias);
    if (inUse) throw new AppError(403, 'roleAliasProtected', { alias: role.roleAlias });
  }
}

/**
 * Refuses (400) an alias another live role of the tenant already has. The lock serialises saves of one tenant's
 * roles for the rest of the transaction, so two saves cannot both pass; the partial unique index on
 * (tenant_id, role_alias) backs it in the database.
 */
export async function assertAliasFree(tx: DbClient, tenantId: string, roleAlias: string, exceptId?: bigint): Promise<void> {
  await lockForTransaction(tx, `role-alias:${tenantId}`);
  const taken = await tx.role.count({ where: { tenantId, roleAlias, isDeleted: 0, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (taken) throw badRequest('roleAliasExists');
}
