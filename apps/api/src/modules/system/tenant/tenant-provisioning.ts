// A new tenant starts as Blade starts one: an `admin` role granted the default menus (bounded by the tenant's
// package), a company dept named after the tenant, a `ceo` post, a copy of tenant 000000's business dictionaries
// and an `admin` user holding all three; beside them a `user` role with the staff menus for the people the admin adds. The caller runs this inside one transaction, so a failure leaves nothing.
import { randomInt } from 'node:crypto';
import { badRequest } from '../../../core/app-error.ts';
import { ADMIN_TENANT_ID } from '../../../lib/request-context.ts';
import type { Tx } from '../../../db/prisma.ts';
import { nextId } from '../../../db/snowflake.ts';
import { allMenus, menuIdsOf, STAFF_MENUS, TENANT_ADMIN_MENUS } from '../role/role-menus.ts';
import type { MenuGrant } from '../role/role-menus.ts';
import { packageMenuIds } from './tenant-package.ts';
import { lockForTransaction } from '../../../db/sql/locks.ts';

export type NewTenant = {
  tenantName: string;
  domain?: string | null | undefined;
  backgroundUrl?: string | null | undefined;
  linkman?: string | null | undefined;
  contactNumber?: string | null | undefined;
  address?: string | null | undefined;
  accountNumber: number;
  packageId?: bigint | undefined;
};

/** A 6-digit code no tenant row has ever used (deleted ones included: their roles and depts still carry it). */
async function freshTenantId(tx: Tx): Promise<string> {
  const used = new Set((await tx.tenant.findMany({ where: { isDeleted: { gte: 0 } }, select: { tenantId: true } })).map((t) => t.tenantId));
  if (used.size >= 900_000) throw new Error('No free tenant id left');
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (code !== ADMIN_TENANT_ID && !used.has(code)) return code;
  }
}

/** Ids of the menus `grant` names, within the tenant's package when it has one. */
async function startingMenuIds(tx: Tx, tenantId: string, grant: MenuGrant): Promise<bigint[]> {
  const allowed = await packageMenuIds(tx, tenantId);
  return menuIdsOf(await allMenus(tx), grant).filter((id) => !allowed || allowed.has(String(id)));
}

async function createRole(tx: Tx, tenantId: string, role: { roleName: string; roleAlias: string; sort: number }, grant: MenuGrant) {
  const row = await tx.role.create({ data: { id: nextId(), tenantId, parentId: 0n, ...role } });
  const menuIds = await startingMenuIds(tx, tenantId, grant);
  if (menuIds.length) await tx.roleMenu.createMany({ data: menuIds.map((menuId) => ({ id: nextId(), roleId: row.id, menuId })) });
  return row;
}

/** Tenant 000000's business dictionaries for the new tenant: parents before children, parent ids remapped. */
async function copyDictBiz(tx: Tx, tenantId: string): Promise<void> {
  const rows = await tx.dictBiz.findMany({ where: { tenantId: ADMIN_TENANT_ID }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  const newId = new Map<string, bigint>([['0', 0n]]);
  const copies = [];
  let pending = rows;
  // Level by level: a row is copied once its parent has been; rows whose parent is gone are left behind.
  while (pending.length) {
    const ready = pending.filter((r) => newId.has(String(r.parentId)));
    if (!ready.length) break;
    for (const r of ready) {
      const id = nextId();
      newId.set(String(r.id), id);
      copies.push({
        id,
        tenantId,
        parentId: newId.get(String(r.parentId))!,
        code: r.code,
        dictKey: r.dictKey,
        dictValue: r.dictValue,
        sort: r.sort,
        remark: r.remark,
        isSealed: r.isSealed,
      });
    }
    pending = pending.filter((r) => !ready.includes(r));
  }
  if (copies.length) await tx.dictBiz.createMany({ data: copies });
}

/** Creates the tenant row and its starting data; returns the new 6-digit tenant code. */
/** `adminPassword`: the admin's stored hash and its first-password columns (first-password.ts). */
export async function provisionTenant(
  tx: Tx,
  input: NewTenant,
  adminPassword: { password: string; passwordChangeRequired: boolean; passwordExpiresAt: Date | null },
): Promise<string> {
  // One tenant creation at a time, so two cannot draw the same code.
  await lockForTransaction(tx, 'tenant:create');
  if (input.packageId !== undefined && !(await tx.tenantPackage.count({ where: { id: input.packageId } }))) {
    throw badRequest('tenantPackageMissing');
  }
  const tenantId = await freshTenantId(tx);
  await tx.tenant.create({ data: { ...input, id: nextId(), tenantId } });

  const role = await createRole(tx, tenantId, { roleName: '管理员', roleAlias: 'admin', sort: 2 }, TENANT_ADMIN_MENUS);
  // The role the tenant's staff get: their work, notices and personal pages, never an empty console.
  await createRole(tx, tenantId, { roleName: '用户', roleAlias: 'user', sort: 3 }, STAFF_MENUS);

  const name = input.tenantName.slice(0, 45); // dept names are shorter than tenant names
  const dept = await tx.dept.create({
    data: { id: nextId(), tenantId, parentId: 0n, ancestors: '0', deptCategory: 1, deptName: name, fullName: name, sort: 2 },
  });
  const post = await tx.post.create({ data: { id: nextId(), tenantId, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 } });
  await copyDictBiz(tx, tenantId);

  const user = await tx.user.create({
    data: {
      id: nextId(),
      tenantId,
      account: 'admin',
      name: '管理员',
      realName: '管理员',
      userType: 1,
      sex: 1,
      deptId: String(dept.id),
      postId: String(post.id),
      // Its first password is known to whoever created the tenant: changed at the first sign-in, void if left unused.
      ...adminPassword,
    },
  });
  await tx.userRole.create({ data: { id: nextId(), userId: user.id, roleId: role.id } });
  return tenantId;
}
