import { describe, expect, it } from 'vitest';
import { firstLevelOpen, flattenTree, revealNode, toggleNode, visibleTreeRows, type TreeRow } from './tree-rows.ts';

const tree: TreeRow[] = [
  {
    id: '1',
    name: '系统管理',
    children: [
      { id: '11', name: '用户管理', children: [{ id: '111', name: '新增' }] },
      { id: '12', name: '部门管理' },
    ],
  },
  { id: '2', name: '日志' },
];

describe('tree rows', () => {
  it('lists parents before children with depth, parent and whether they have children', () => {
    expect(flattenTree(tree).map((r) => [r.id, r.__depth, r.__parent, r.__hasChildren])).toEqual([
      ['1', 0, null, true],
      ['11', 1, '1', true],
      ['111', 2, '11', false],
      ['12', 1, '1', false],
      ['2', 0, null, false],
    ]);
  });

  it('shows a row only when every ancestor is expanded', () => {
    const rows = flattenTree(tree);
    const ids = (expanded: Parameters<typeof visibleTreeRows>[1]) => visibleTreeRows(rows, expanded).map((r) => r.id);
    expect(ids(new Set())).toEqual(['1', '2']);
    expect(ids(new Set(['1']))).toEqual(['1', '11', '12', '2']);
    // A grandchild stays hidden under a closed parent even when its own parent is marked open.
    expect(ids(new Set(['11']))).toEqual(['1', '2']);
    expect(ids('all')).toEqual(['1', '11', '111', '12', '2']);
  });

  it('closing one node after expand all keeps the other parents open', () => {
    const rows = flattenTree(tree);
    const next = toggleNode(rows, 'all', '11');
    expect([...next]).toEqual(['1']);
    expect(visibleTreeRows(rows, next).map((r) => r.id)).toEqual(['1', '11', '12', '2']);
    expect([...toggleNode(rows, next, '11')].sort()).toEqual(['1', '11']);
  });

  it('opens with the first level shown, and reveals a node with its ancestors', () => {
    const rows = flattenTree(tree);
    expect([...firstLevelOpen(rows)]).toEqual(['1']);
    const revealed = revealNode(rows, new Set(), '11');
    expect([...revealed].sort()).toEqual(['1', '11']);
    expect(visibleTreeRows(rows, revealed).map((r) => r.id)).toContain('111');
  });
});
