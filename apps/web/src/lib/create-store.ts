// A minimal external store for state shared outside React (the fetch wrapper, timers) and inside it
// (useSyncExternalStore). Enough for a handful of app-wide slices without another dependency.
import { useSyncExternalStore } from 'react';

export type Store<S> = {
  get: () => S;
  set: (patch: Partial<S> | ((state: S) => Partial<S>)) => void;
  subscribe: (listener: () => void) => () => void;
  use: <T>(select: (state: S) => T) => T;
};

export function createStore<S extends object>(initial: S, onChange?: (state: S, previous: S) => void): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set: Store<S>['set'] = (patch) => {
    const previous = state;
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
    onChange?.(state, previous);
    listeners.forEach((listener) => listener());
  };
  // Selectors must return stable values (a slice of state, not a new object) or React re-renders forever.
  const use = <T>(select: (s: S) => T) =>
    useSyncExternalStore(
      subscribe,
      () => select(state),
      () => select(state),
    );
  return { get, set, subscribe, use };
}
