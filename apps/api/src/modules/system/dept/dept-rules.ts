// The submit and remove rules of departments. `ancestors` is the comma path of ids above a dept ("0" for a root,
// then "0,<root>", ...). A child lives in its parent's tenant. Moving a dept rewrites the ancestors (and tenant) of
// its whole subtree in the same transaction, and a dept can go neither under itself nor under its own descendant.
import { badRequest } from '../../../core/app-error.ts';
import type { deptEntity } from '@blade/contract';
import type { SaveContext, SubmitOf } from '../../../core/crud/crud-service.ts';
import type { DbClient } from '../../../db/prisma.ts';

type Dept = { id: bigint; tenantId: string; parentId: bigint; ancestors: string | null; deptName: string; deptCategory: number | null };

const pathOf = (dept: Pick<Dept, 'ancestors'>) => dept.ancestors || '0';

/** Rewrites the ancestors of every dept below `dept` from its old path to its new one. */
async function moveSubtree(db: DbClient, dept: Dept, ancestors: string, tenantId: string) {
  const oldPrefix = `${pathOf(dept)},${dept.id}`;
  const newPrefix = `${ancestors},${dept.id}`;
  const below = await db.dept.findMany({
    where: { OR: [{ ancestors: oldPrefix }, { ancestors: { startsWith: `${oldPrefix},` } }] },
    select: { id: true, ancestors: true },
  });
  for (const child of below) {
    await db.dept.update({ where: { id: child.id }, data: { ancestors: newPrefix + child.ancestors!.slice(oldPrefix.length), tenantId } });
  }
}

/** Submit body -> row data, inside the save transaction. */
export async function prepareDept(body: SubmitOf<typeof deptEntity>, { db, user, existing }: SaveContext<Dept>) {
  const current = existing;
  const parentId = BigInt(body.parentId ?? '0');
  if (current && parentId === current.id) throw badRequest('treeParentSelf');
  let ancestors = '0';
  let tenantId = current?.tenantId ?? user.tenantId;
  if (parentId > 0n) {
    const parent = await db.dept.findFirst({ where: { id: parentId } });
    if (!parent) throw badRequest('deptParentNotFound');
    if (current && pathOf(parent).split(',').includes(String(current.id))) throw badRequest('treeParentIsDescendant');
    ancestors = `${pathOf(parent)},${parent.id}`;
    tenantId = parent.tenantId;
  }
  if (current && (pathOf(current) !== ancestors || current.tenantId !== tenantId)) await moveSubtree(db, current, ancestors, tenantId);
  return {
    parentId,
    ancestors,
    tenantId,
    deptName: body.deptName,
    fullName: body.fullName ?? null,
    deptCategory: body.deptCategory ?? current?.deptCategory ?? 1,
    sort: body.sort,
    remark: body.remark ?? null,
  };
}

/** Blade refuses to remove a dept with children; this also refuses one that users still belong to. */
export async function assertRemovable(db: DbClient, ids: string[]) {
  const idList = ids.map(BigInt);
  if (await db.dept.count({ where: { parentId: { in: idList }, id: { notIn: idList } } })) throw badRequest('deleteChildrenFirst');
  // blade_user.dept_id is a comma string: narrow with LIKE, then match whole ids.
  const users = await db.user.findMany({ where: { OR: ids.map((id) => ({ deptId: { contains: id } })) }, select: { deptId: true } });
  const used = ids.find((id) => users.some((u) => (u.deptId ?? '').split(',').includes(id)));
  if (!used) return;
  const dept = await db.dept.findFirst({ where: { id: BigInt(used) }, select: { deptName: true } });
  throw badRequest('deptHasUsers', { name: dept?.deptName ?? used });
}
