import { describe, expect, it } from 'vitest';
import { foldRow, resolve, unionLabels } from './term-merge.ts';

const base = { english: 'apple', labels: '水果,常用', remark: '旧备注' };

describe('the import merge rules', () => {
  it('unions labels in order, either comma, without repeats', () => {
    expect(unionLabels('水果,常用', '常用，进口')).toBe('水果,常用,进口');
    expect(unionLabels(null, ' ')).toBeNull();
  });

  it('folds a later row: its English and remark win unless empty, labels unioned', () => {
    expect(foldRow(base, { english: 'apples', labels: '进口', remark: null })).toEqual({
      english: 'apples',
      labels: '水果,常用,进口',
      remark: '旧备注',
    });
    expect(foldRow(base, { english: '', labels: null, remark: '新' }).english).toBe('apple');
  });

  it('keeps, overwrites (never emptying English) or merges an existing entry', () => {
    const incoming = { english: '', labels: '进口', remark: null };
    expect(resolve(base, incoming, 'keep')).toEqual(base);
    expect(resolve(base, incoming, 'overwrite')).toEqual({ english: 'apple', labels: '进口', remark: null });
    expect(resolve(base, incoming, 'merge')).toEqual({ english: 'apple', labels: '水果,常用,进口', remark: '旧备注' });
  });
});
