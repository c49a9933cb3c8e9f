/**
 * Assembles a forest from a flat list, as Blade's ForestNodeMerger does: roots have parentId "0", and a node whose
 * parent is not in the list is promoted to a root. Order within each level is the input order. `children` is only
 * set on nodes that have some.
 */
export function buildTree<T extends { id: string; parentId: string; children?: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = node.parentId !== '0' ? byId.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of the given nodes and of all their ancestors. */
export function withAncestors(ids: Iterable<string>, parentOf: Map<string, string>): Set<string> {
  const out = new Set<string>();
  for (let id of ids) {
    while (id && id !== '0' && !out.has(id)) {
      out.add(id);
      id = parentOf.get(id) ?? '0';
    }
  }
  return out;
}
