// Saber's storage convention: every item lives under `saber-<name>` as {type, content, datatype, datetime}.
// Items saved with a type go to sessionStorage (they must not outlive the tab, e.g. the lock password);
// the others go to localStorage. `datetime` is when the item was written (the token timer reads it).
import { website } from '../config/website.ts';

export type StoredItem<T> = { type?: string; content: T; datatype: string; datetime: number };

const keyOf = (name: string) => `${website.key}-${name}`;

function areaOf(type: string | undefined): Storage {
  return type ? window.sessionStorage : window.localStorage;
}

export function setStore<T>(name: string, content: T, type?: 'session'): void {
  const item: StoredItem<T> = { type, content, datatype: typeof content, datetime: Date.now() };
  areaOf(type).setItem(keyOf(name), JSON.stringify(item));
}

/** The stored wrapper (session storage first, as Saber reads it), or undefined when missing or unreadable. */
export function getStoreItem<T>(name: string): StoredItem<T> | undefined {
  const raw = window.sessionStorage.getItem(keyOf(name)) ?? window.localStorage.getItem(keyOf(name));
  if (raw == null) return undefined;
  try {
    const item = JSON.parse(raw) as StoredItem<T>;
    return item && typeof item === 'object' && 'content' in item ? item : undefined;
  } catch {
    return undefined;
  }
}

export function getStore<T>(name: string): T | undefined {
  return getStoreItem<T>(name)?.content;
}

export function removeStore(name: string): void {
  window.sessionStorage.removeItem(keyOf(name));
  window.localStorage.removeItem(keyOf(name));
}

/** Removes every `saber-` item except the names kept (language and look survive a sign-out). */
export function clearStore(keep: string[] = []): void {
  const kept = new Set(keep.map(keyOf));
  for (const area of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(area)) {
      if (key.startsWith(`${website.key}-`) && !kept.has(key)) area.removeItem(key);
    }
  }
}
