// How depts are answered: DeptVO (the row plus parentName and the org_category label; in trees children and
// hasChildren) and TreeNodes.
import type { DbClient } from '../../../db/prisma.ts';
import type { DictLabels } from '../dict/dict-labels.ts';
import { treeNode } from '../../../core/tree-nodes.ts';

export type DeptRow = {
  id: bigint;
  tenantId: string;
  parentId: bigint;
  ancestors: string | null;
  deptCategory: number;
  deptName: string;
  fullName: string | null;
  sort: number;
  remark: string | null;
  isDeleted: number;
};
export type DeptVO = ReturnType<typeof deptFields> & {
  parentName: string;
  deptCategoryName: string;
  children?: DeptVO[];
  hasChildren?: boolean;
};

/** The Dept entity as Blade answers it (ids as strings). */
export const deptFields = (r: DeptRow) => ({
  id: String(r.id),
  tenantId: r.tenantId,
  parentId: String(r.parentId),
  ancestors: r.ancestors ?? '',
  deptCategory: r.deptCategory,
  deptName: r.deptName,
  fullName: r.fullName,
  sort: r.sort,
  remark: r.remark,
  isDeleted: r.isDeleted,
});

export const deptTreeNode = (r: DeptRow, hasChildren?: boolean) => treeNode(String(r.id), String(r.parentId), r.deptName, hasChildren);

/** Rows -> DeptVOs; parents not among the rows are read in one query. */
export async function deptVOs(db: DbClient, labels: DictLabels, rows: DeptRow[]): Promise<DeptVO[]> {
  const names = new Map(rows.map((r) => [r.id, r.deptName]));
  const missing = [...new Set(rows.map((r) => r.parentId))].filter((id) => id !== 0n && !names.has(id));
  if (missing.length) {
    for (const p of await db.dept.findMany({ where: { id: { in: missing } }, select: { id: true, deptName: true } }))
      names.set(p.id, p.deptName);
  }
  return Promise.all(
    rows.map(async (r) => ({
      ...deptFields(r),
      parentName: names.get(r.parentId) ?? '',
      deptCategoryName: await labels.label('org_category', r.deptCategory),
    })),
  );
}

/** The ids among `ids` that have at least one child (Blade's hasChildren sub-query). */
export async function parentsAmong(db: DbClient, ids: bigint[]): Promise<Set<bigint>> {
  if (ids.length === 0) return new Set();
  const children = await db.dept.findMany({ where: { parentId: { in: ids } }, select: { parentId: true }, distinct: ['parentId'] });
  return new Set(children.map((c) => c.parentId));
}
