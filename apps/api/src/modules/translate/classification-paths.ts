// Classifications in files are written and read as paths (计算机/软件): names alone are not unique (计算机/软件 and
// 医学/软件 may both exist), and an export must import back into the very classes it came from. A bare name is still
// accepted when exactly one class has it.
type Node = { id: bigint; parentId: bigint; name: string };

export const PATH_SEPARATOR = '/';

export type PathLookup = { found: bigint } | { missing: true } | { ambiguous: true };

export function classificationPaths(nodes: Node[]) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const paths = new Map<bigint, string>();
  const pathOf = (id: bigint): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const names: string[] = [];
    const seen = new Set<bigint>();
    // Walk up to the root; a parent that is gone (or a cycle in hand-edited data) ends the path.
    for (let node = byId.get(id); node && !seen.has(node.id); node = byId.get(node.parentId)) {
      seen.add(node.id);
      names.unshift(node.name);
    }
    const path = names.join(PATH_SEPARATOR);
    paths.set(id, path);
    return path;
  };
  const byPath = new Map(nodes.map((n) => [pathOf(n.id), n.id]));
  const byName = new Map<string, bigint[]>();
  for (const n of nodes) byName.set(n.name, [...(byName.get(n.name) ?? []), n.id]);

  return {
    /** The path of a class ('' for none). */
    pathOf: (id: bigint) => (id === 0n ? '' : pathOf(id)),
    /** A path, or a bare name when exactly one class has it. */
    lookup(text: string): PathLookup {
      const path = text
        .split(PATH_SEPARATOR)
        .map((part) => part.trim())
        .filter(Boolean)
        .join(PATH_SEPARATOR);
      const exact = byPath.get(path);
      if (exact !== undefined) return { found: exact };
      if (path.includes(PATH_SEPARATOR)) return { missing: true };
      const named = byName.get(path) ?? [];
      if (named.length === 1) return { found: named[0]! };
      return named.length ? { ambiguous: true } : { missing: true };
    },
  };
}
