// A tree list shown as a tree table: the answer's nested nodes become rows in reading order, each knowing its depth,
// its parent and whether it has children; only rows whose ancestors are all expanded are shown. Pure, so it is
// unit-tested.
import type { Row } from './crud-types.ts';

export type TreeRow = Row & { children?: TreeRow[] };
export type TreeTableRow = Row & { __depth: number; __parent: string | null; __hasChildren: boolean };

/** Every node of the tree, parents before their children. */
export function flattenTree(nodes: TreeRow[], depth = 0, parent: string | null = null): TreeTableRow[] {
  return nodes.flatMap(({ children, ...node }) => [
    { ...node, __depth: depth, __parent: parent, __hasChildren: !!children?.length },
    ...flattenTree(children ?? [], depth + 1, String(node.id)),
  ]);
}

/** `all`: every node open (expand all, or a search whose matches may sit deep in the tree). */
export type Expansion = ReadonlySet<string> | 'all';

/** The rows to show: a row is visible when its parent is visible and expanded. */
export function visibleTreeRows(rows: TreeTableRow[], expanded: Expansion): TreeTableRow[] {
  if (expanded === 'all') return rows;
  const shown = new Set<string>();
  return rows.filter((row) => {
    const visible = row.__parent === null || (shown.has(row.__parent) && expanded.has(row.__parent));
    if (visible) shown.add(String(row.id));
    return visible;
  });
}

/** Opens or closes one node; from `all`, closing one keeps every other parent open. */
export function toggleNode(rows: TreeTableRow[], expanded: Expansion, id: string): Set<string> {
  const next = new Set(expanded === 'all' ? rows.filter((r) => r.__hasChildren).map((r) => String(r.id)) : expanded);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** What a tree table opens with: its first level (the roots' children shown, deeper levels closed). */
export function firstLevelOpen(rows: TreeTableRow[]): Set<string> {
  return new Set(rows.filter((r) => r.__parent === null && r.__hasChildren).map((r) => String(r.id)));
}

/** The expansion with `id` and all its ancestors open: a record just added below it is shown. */
export function revealNode(rows: TreeTableRow[], expanded: Expansion, id: string): Expansion {
  if (expanded === 'all') return expanded;
  const next = new Set(expanded);
  const parentOf = new Map(rows.map((r) => [String(r.id), r.__parent]));
  for (let at: string | null | undefined = id; at; at = parentOf.get(at)) next.add(at);
  return next;
}
