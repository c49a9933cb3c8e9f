// A classification and every classification below it: picking 计算机 lists the entries of 计算机/软件 too, on the
// public /sort page and in the backstage entry grid alike. A tenant's classifications are few (a tree people
// maintain by hand), so the tree is read whole and walked here.
import type { DbClient } from '../../db/prisma.ts';

type Node = { id: bigint; parentId: bigint };

export function withDescendants(nodes: Node[], root: bigint): bigint[] {
  const children = new Map<bigint, bigint[]>();
  for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const found: bigint[] = [];
  const seen = new Set<bigint>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    // A cycle in hand-edited data must not loop forever.
    if (seen.has(id)) continue;
    seen.add(id);
    found.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** The ids of a classification and its descendants among the rows `db` reads (its tenant scope applies). */
export async function classificationScope(db: DbClient, root: bigint, where: Record<string, unknown> = {}): Promise<bigint[]> {
  const nodes = await db.translateClassification.findMany({ where, select: { id: true, parentId: true } });
  return withDescendants(nodes, root);
}
