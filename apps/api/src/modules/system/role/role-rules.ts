// What a role submit must respect: only administrators create or change the administrator role, a child lives in
// its parent's tenant, a role is never its own parent or ancestor, and the alias rules (role-alias-rules.ts).
import type { roleEntity } from '@blade/contract';
import { AppError, badRequest } from '../../../core/app-error.ts';
import type { SaveContext, SubmitOf } from '../../../core/crud/crud-service.ts';
import type { Role } from '../../../generated/prisma/client.ts';
import { isAdministrator, seesAllTenants } from '../../../lib/request-context.ts';
import type { DbClient } from '../../../db/prisma.ts';
import { assertAliasesChangeable, assertAliasFree } from './role-alias-rules.ts';
import { ADMINISTRATOR_ALIAS } from './role-visibility.ts';

async function ancestorIds(db: DbClient, from: bigint): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let at: bigint | undefined = from; at && at !== 0n && !seen.has(String(at));) {
    seen.add(String(at));
    const row: { parentId: bigint } | null = await db.role.findFirst({ where: { id: at }, select: { parentId: true } });
    at = row?.parentId;
  }
  return seen;
}

export async function prepareRole(
  body: SubmitOf<typeof roleEntity>,
  { db, user, existing }: SaveContext<Role>,
): Promise<Record<string, unknown>> {
  if (!isAdministrator(user) && (body.roleAlias === ADMINISTRATOR_ALIAS || existing?.roleAlias === ADMINISTRATOR_ALIAS)) {
    throw new AppError(403, 'roleAdministratorForbidden');
  }
  const { tenantId: wantedTenant, ...fields } = body;
  const parentId = BigInt(body.parentId);
  if (existing && parentId === existing.id) throw badRequest('treeParentSelf');
  let tenantId: string | undefined;
  if (parentId !== 0n) {
    // The scoped read finds no role of another tenant (except for tenant 000000's administrator).
    const parent = await db.role.findFirst({ where: { id: parentId }, select: { tenantId: true } });
    if (!parent) throw badRequest('roleParentMissing');
    if (existing && parent.tenantId !== existing.tenantId) throw badRequest('roleParentOtherTenant');
    if (existing && (await ancestorIds(db, parentId)).has(String(existing.id))) throw badRequest('treeParentIsDescendant');
    tenantId = parent.tenantId;
  } else if (!existing) {
    tenantId = wantedTenant && seesAllTenants(user) ? wantedTenant : user.tenantId;
    if (!(await db.tenant.count({ where: { tenantId } }))) throw badRequest('tenantNotFound');
  }
  if (existing && body.roleAlias !== existing.roleAlias) await assertAliasesChangeable(db, user, [existing]);
  await assertAliasFree(db, existing?.tenantId ?? tenantId!, body.roleAlias, existing?.id);
  // A role never changes tenant on update: its users and grants belong to that tenant.
  return { ...fields, parentId, ...(existing ? {} : { tenantId }) };
}
