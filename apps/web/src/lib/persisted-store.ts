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
    if (stored !== undefined && stored !== null && (fallback === null || typeof stored === typeof fallback)) initial[field as keyof S] = stored;
  }
  return createStore(initial, (state, previous) => {
    for (const [field, area] of Object.entries(persisted) as Array<[keyof S & string, 'local' | 'session']>) {
      if (state[field] === previous[field]) continue;
      const value = state[field];
      if (value === undefined || value === null || value === '') removeStore(field);
      else setStore(field, value, area === 'session' ? 'session' : undefined);
    }
  });
}
