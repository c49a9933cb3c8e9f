import { describe, expect, it } from 'vitest';
import { hiddenColumns, prefsKey, readPrefs, visibilityModel, writePrefs } from './grid-prefs.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('grid preferences', () => {
  it('are kept per tenant, user and screen', () => {
    expect(prefsKey({ tenant_id: '000000', user_id: '1' }, 'post')).toBe('blade-grid:000000:1:post');
    expect(prefsKey({ tenant_id: '000001', user_id: '1' }, 'post')).not.toBe(prefsKey({ tenant_id: '000000', user_id: '1' }, 'post'));
  });

  it('read back what was written', () => {
    const storage = memoryStorage();
    writePrefs(storage, 'k', { hidden: ['remark'], widths: { postName: 240 }, density: 'comfortable' });
    expect(readPrefs(storage, 'k')).toEqual({ hidden: ['remark'], widths: { postName: 240 }, density: 'comfortable' });
  });

  it('keep only what is well formed', () => {
    const storage = memoryStorage();
    expect(readPrefs(storage, 'missing')).toEqual({ hidden: [], widths: {} });
    storage.setItem('broken', '{not json');
    expect(readPrefs(storage, 'broken')).toEqual({ hidden: [], widths: {} });
    storage.setItem('odd', JSON.stringify({ hidden: ['a', 3], widths: { a: 120, b: -5, c: 'wide', d: 99999 }, density: 'huge' }));
    expect(readPrefs(storage, 'odd')).toEqual({ hidden: ['a'], widths: { a: 120 }, density: undefined });
  });

  it('convert between hidden columns and the grid visibility model', () => {
    expect(visibilityModel({ hidden: ['a', 'b'], widths: {} })).toEqual({ a: false, b: false });
    expect(hiddenColumns({ a: false, b: true, c: false })).toEqual(['a', 'c']);
  });
});
