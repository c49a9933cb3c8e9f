import { describe, expect, it } from 'vitest';
import { buildTree, withAncestors } from './tree.ts';

describe('buildTree', () => {
  it('nests children under parents, keeps order, promotes orphans and omits empty children', () => {
    const tree = buildTree([
      { id: '1', parentId: '0' },
      { id: '2', parentId: '1' },
      { id: '3', parentId: '1' },
      { id: '4', parentId: '99' },
    ] as Array<{ id: string; parentId: string; children?: never[] }>);
    expect(tree).toEqual([
      {
        id: '1',
        parentId: '0',
        children: [
          { id: '2', parentId: '1' },
          { id: '3', parentId: '1' },
        ],
      },
      { id: '4', parentId: '99' },
    ]);
  });
});

describe('withAncestors', () => {
  it('adds every ancestor up to the root once', () => {
    const parents = new Map([
      ['3', '2'],
      ['2', '1'],
      ['1', '0'],
      ['5', '1'],
    ]);
    expect([...withAncestors(['3', '5'], parents)].sort()).toEqual(['1', '2', '3', '5']);
  });
});
