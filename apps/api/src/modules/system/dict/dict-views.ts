// How dictionary rows are answered: DictVO (the record plus parentName, in trees children/hasChildren), the flat
// entries of `dictionary`, and TreeNodes.
import type { dictRecordShape } from '@blade/contract';
import type { z } from 'zod';
import type { Delegate } from '../../../core/crud/crud-service.ts';
import type { DictRow } from './dict-rules.ts';
import type { Sent } from '../../../core/mount-route.ts';
import { buildTree } from '../../../core/tree.ts';
import { textOf } from '@blade/contract';
import { markHasChildren, treeNode } from '../../../core/tree-nodes.ts';

type Row = DictRow;
/** A record of either dictionary as the CRUD factory answers it (ids may still be bigints). */
type DictRecord = Record<string, unknown>;
/** A dict (or dict-biz, which adds tenantId) row as the contract's record says, in trees with children/hasChildren. */
export type DictVO = Sent<z.ZodObject<typeof dictRecordShape>> & {
  id: string;
  parentId: string;
  tenantId?: string;
  children?: DictVO[];
  hasChildren?: boolean;
};

/** The fields of Blade's `dictionary` answer (no flags, no tenant). */
export const entryOf = (r: Row) => ({
  id: String(r.id),
  parentId: String(r.parentId),
  code: r.code,
  dictKey: r.dictKey,
  dictValue: r.dictValue,
  sort: r.sort,
  remark: r.remark,
});

export const dictTreeNode = (r: Row) => treeNode(String(r.id), String(r.parentId), r.dictValue);

/** The parents' dictValues, read in one query for those not among `rows`. */
async function parentNames(model: Delegate<DictRow>, rows: readonly DictRecord[]) {
  const names = new Map(rows.map((r) => [String(r.id), textOf(r.dictValue)]));
  const missing = [...new Set(rows.map((r) => String(r.parentId)))].filter((id) => id !== '0' && !names.has(id));
  if (missing.length) {
    const parents = await model.findMany({ where: { id: { in: missing.map(BigInt) } }, select: { id: true, dictValue: true } });
    for (const p of parents) names.set(String(p.id), p.dictValue);
  }
  return names;
}

/** Records (as the CRUD factory answers them) -> DictVOs with parentName and string ids. */
export async function withParentNames(model: Delegate<DictRow>, records: readonly DictRecord[]): Promise<DictVO[]> {
  const names = await parentNames(model, records);
  return records.map((r): DictVO => ({
    ...(r as DictVO),
    id: String(r.id),
    parentId: String(r.parentId),
    parentName: String(r.parentId) === '0' ? '' : (names.get(String(r.parentId)) ?? ''),
  }));
}

/** A forest of DictVOs (orphans promoted to roots, as Blade's ForestNodeMerger does). */
export async function dictVOTree(model: Delegate<DictRow>, records: readonly DictRecord[]): Promise<DictVO[]> {
  return markHasChildren(buildTree(await withParentNames(model, records)));
}
