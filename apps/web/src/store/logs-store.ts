// The local error log (spec 8): uncaught UI errors and failed calls, kept in localStorage as `saber-logsList`.
import { createPersistedStore } from '../lib/persisted-store.ts';
import type { LogEntry } from './types.ts';

/** Older entries are dropped beyond this so storage cannot fill up. */
const MAX_ENTRIES = 500;

export const logsStore = createPersistedStore<{ logsList: LogEntry[] }>({ logsList: [] }, { logsList: 'local' });
export const useLogs = logsStore.use;

function stamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

export function addLog(entry: Omit<LogEntry, 'time' | 'url'> & { url?: string }): void {
  const full: LogEntry = { ...entry, url: entry.url ?? window.location.href, time: stamp(new Date()) };
  logsStore.set(({ logsList }) => ({ logsList: [full, ...logsList].slice(0, MAX_ENTRIES) }));
}

export function clearLogs(): void {
  logsStore.set({ logsList: [] });
}
