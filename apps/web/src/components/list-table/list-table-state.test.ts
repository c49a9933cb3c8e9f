import { describe, expect, it } from 'vitest';
import { keepListed, lastPageIfBeyond, nextSort, pageRows, selectionOn, toggleAll, toggleOne } from './list-table-state.ts';

describe('the list: sort, selection and pages', () => {
  it('a header sorts ascending, then descending, then not at all; another header starts ascending', () => {
    expect(nextSort(null, 'postCode')).toEqual({ field: 'postCode', direction: 'asc' });
    expect(nextSort({ field: 'postCode', direction: 'asc' }, 'postCode')).toEqual({ field: 'postCode', direction: 'desc' });
    expect(nextSort({ field: 'postCode', direction: 'desc' }, 'postCode')).toBeNull();
    expect(nextSort({ field: 'postCode', direction: 'desc' }, 'postName')).toEqual({ field: 'postName', direction: 'asc' });
  });

  it('the page box reads none, some or all of the page, whatever is selected on other pages', () => {
    const selection = new Set(['a', 'x']);
    expect(selectionOn(['b', 'c'], selection)).toBe('none');
    expect(selectionOn(['a', 'c'], selection)).toBe('some');
    expect(selectionOn(['a'], selection)).toBe('all');
    expect(selectionOn([], selection)).toBe('none');
  });

  it('the page box selects or clears the page only; a row box flips its row', () => {
    expect([...toggleAll(new Set(['x']), ['a', 'b'], true)].sort()).toEqual(['a', 'b', 'x']);
    expect([...toggleAll(new Set(['a', 'x']), ['a', 'b'], false)]).toEqual(['x']);
    expect([...toggleOne(new Set(['a']), 'b')].sort()).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('a selection keeps only the rows still listed, and is the same set when all are', () => {
    const selection = new Set(['a', 'b']);
    expect(keepListed(selection, ['a', 'b', 'c'])).toBe(selection);
    expect([...keepListed(selection, ['b', 'c'])]).toEqual(['b']);
    expect(keepListed(selection, []).size).toBe(0);
  });

  it('a server page is shown as it came; a list that pages itself shows its slice', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(pageRows(rows.slice(0, 10), { page: 1, pageSize: 10, total: 25 })).toHaveLength(10);
    expect(pageRows(rows, { page: 2, pageSize: 10 })).toEqual([20, 21, 22, 23, 24]);
  });

  it('a page beyond the rows moves to the last page; a page within them stays', () => {
    expect(lastPageIfBeyond(2, 10, 20)).toBe(1);
    expect(lastPageIfBeyond(5, 10, 0)).toBe(0);
    expect(lastPageIfBeyond(1, 10, 11)).toBeUndefined();
    expect(lastPageIfBeyond(0, 10, 0)).toBeUndefined();
  });
});
