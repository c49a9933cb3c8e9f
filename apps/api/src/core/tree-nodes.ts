// Blade's TreeNode (dropdown and lazy trees) and the hasChildren flag of VO trees, shared by dict, dept and region.
import type { TreeNode } from '@blade/contract';

/** id, key and value are the same (the row's id, or a region's code). `hasChildren` only where it was computed. */
export function treeNode(id: string, parentId: string, title: string, hasChildren?: boolean): TreeNode {
  return { id, parentId, title, key: id, value: id, ...(hasChildren === undefined ? {} : { hasChildren }) };
}

/** Blade's VO nodes answer `hasChildren: true` when they hold children, false otherwise. */
export function markHasChildren<T extends { children?: T[]; hasChildren?: boolean }>(nodes: T[]): T[] {
  for (const node of nodes) {
    node.hasChildren = Boolean(node.children?.length);
    if (node.children) markHasChildren(node.children);
  }
  return nodes;
}
