import { describe, expect, it } from 'vitest';
import { keepListed, lastPageIfBeyond, selectedIds } from './grid-state.ts';

describe('the grid: selection and pages', () => {
  it('a selection keeps only the rows still listed, and is the same set when all are', () => {
    const selection = new Set(['a', 'b']);
    expect(keepListed(selection, ['a', 'b', 'c'])).toBe(selection);
    expect([...keepListed(selection, ['b', 'c'])]).toEqual(['b']);
    expect(keepListed(selection, []).size).toBe(0);
  });

  it("reads the grid's model: the rows named, or every listed row but those named", () => {
    expect([...selectedIds({ type: 'include', ids: new Set(['a', 1]) }, ['a', '1', 'b'])]).toEqual(['a', '1']);
    expect([...selectedIds({ type: 'exclude', ids: new Set(['b']) }, ['a', 'b', 'c'])]).toEqual(['a', 'c']);
  });

  it('a page beyond the rows moves to the last page; a page within them stays', () => {
    expect(lastPageIfBeyond(2, 10, 20)).toBe(1);
    expect(lastPageIfBeyond(5, 10, 0)).toBe(0);
    expect(lastPageIfBeyond(1, 10, 11)).toBeUndefined();
    expect(lastPageIfBeyond(0, 10, 0)).toBeUndefined();
  });
});
