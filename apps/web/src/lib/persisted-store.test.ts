import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPersistedStore } from './persisted-store.ts';

/** The browser's storage as the console uses it (Node has none): items by key, and how many writes it took. */
class CountingStorage {
  items = new Map<string, string>();
  writes = 0;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes++;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

type State = { menu: Array<{ id: string; name: string }>; loaded: boolean; seen: string[] };
const defaults = (): State => ({ menu: [], loaded: false, seen: [] });

let local: CountingStorage;
beforeEach(() => {
  local = new CountingStorage();
  (globalThis as { window?: unknown }).window = { localStorage: local, sessionStorage: new CountingStorage() };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('persisted store', () => {
  it('keeps the value a stored field holds when given an equal one: its readers see no change and storage is not written again', () => {
    const store = createPersistedStore<State>(defaults(), { menu: 'local' });
    store.set({ menu: [{ id: '1', name: '用户管理' }] });
    const held = store.get().menu;
    const writes = local.writes;
    let changes = 0;
    const stop = store.subscribe(() => {
      if (store.get().menu !== held) changes++;
    });
    store.set({ menu: [{ id: '1', name: '用户管理' }], loaded: true });
    stop();
    expect(store.get().menu).toBe(held);
    expect(store.get().loaded).toBe(true);
    expect(changes).toBe(0);
    expect(local.writes).toBe(writes);
  });

  it('takes and stores a value that differs', () => {
    const store = createPersistedStore<State>(defaults(), { menu: 'local' });
    store.set({ menu: [{ id: '1', name: '用户管理' }] });
    store.set((state) => ({ menu: [...state.menu, { id: '2', name: '岗位管理' }] }));
    expect(store.get().menu.map((m) => m.id)).toEqual(['1', '2']);
    expect(JSON.parse(local.getItem('saber-menu')!).content).toHaveLength(2);
  });

  it('compares only the stored fields: another field takes the value it is given', () => {
    const store = createPersistedStore<State>(defaults(), { menu: 'local' });
    const given = ['a'];
    store.set({ seen: ['a'] });
    store.set({ seen: given });
    expect(store.get().seen).toBe(given);
  });
});
