// A store whose chosen fields are mirrored to Saber-style storage whenever they change, and read back at start.
import { createStore, type Store } from './create-store.ts';
import { getStore, removeStore, setStore } from './storage.ts';

/** field -> where it is kept: 'local' (localStorage) or 'session' (sessionStorage, gone with the tab). */
export type Persisted<S> = Partial<Record<keyof S & string, 'local' | 'session'>>;

export function createPersistedStore<S extends object>(defaults: S, persisted: Persisted<S>): Store<S> {
  const initial = { ...defaults };
  for (const [field] of Object.entries(persisted)) {
    const stored = getStore<S[keyof S]>(field);
    const fallback = defaults[field as keyof S];
    // A stored value of another kind (edited by hand, an older version) is ignored rather than trusted.
    if (stored !== undefined && stored !== null && (fallback === null || typeof stored === typeof fallback))
      initial[field as keyof S] = stored;
  }
  const store = createStore(initial, (state, previous) => {
    for (const [field, area] of Object.entries(persisted) as Array<[keyof S & string, 'local' | 'session']>) {
      if (state[field] === previous[field]) continue;
      const value = state[field];
      if (value === undefined || value === null || value === '') removeStore(field);
      else setStore(field, value, area === 'session' ? 'session' : undefined);
    }
  });
  // A stored field given a value equal to the one it holds (the menus and permissions fetched again on every load of
  // the console, equal to the stored ones) keeps the one it holds: its readers do not draw again, nor is it written
  // to storage again. Stored values are plain JSON, so comparing their JSON compares them.
  const keepEqual = (state: S, patch: Partial<S>): Partial<S> => {
    const kept = { ...patch };
    for (const field of Object.keys(persisted) as Array<keyof S & string>) {
      if (field in kept && kept[field] !== state[field] && JSON.stringify(kept[field]) === JSON.stringify(state[field]))
        kept[field] = state[field];
    }
    return kept;
  };
  return { ...store, set: (patch) => store.set((state) => keepEqual(state, typeof patch === 'function' ? patch(state) : patch)) };
}
