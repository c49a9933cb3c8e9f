// The messages shown at the top of the console, each for a few seconds after it was drawn or last given (the
// Toaster in toast.tsx draws them). Kept apart from the component so its timing is tested without a browser.
import { createStore } from '../lib/create-store.ts';

export type Severity = 'success' | 'info' | 'warning' | 'error';
export type Toast = { id: number; severity: Severity; message: string };

export const TOAST_DURATION_MS = 3000;
const MAX_SHOWN = 4;
export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** Shows the message for TOAST_DURATION_MS from now. */
function keepShown(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
}

/**
 * Shows a message. Its time starts when the Toaster has drawn it (`toastDrawn`): a busy page drew a message given
 * together with a large list's update seconds later, and a time counted from the call was then over almost at once.
 * The same message given again while it shows (a 401 on every request at once, a form saved twice in a row) stays
 * one message, shown for the full time from the latest: a second save is confirmed as long as the first was, not
 * only for what was left of the first one's time.
 */
export function showToast(severity: Severity, message: string): void {
  const same = toastStore.get().toasts.find((t) => t.message === message && t.severity === severity);
  if (same) {
    if (timers.has(same.id)) keepShown(same.id);
    return;
  }
  const id = nextId++;
  const toasts = [...toastStore.get().toasts, { id, severity, message }];
  for (const dropped of toasts.slice(0, -MAX_SHOWN)) clearTimeout(timers.get(dropped.id));
  toastStore.set({ toasts: toasts.slice(-MAX_SHOWN) });
}

/** The Toaster has drawn the message: its time runs from now (once; a message given again restarts it above). */
export function toastDrawn(id: number): void {
  if (!timers.has(id) && toastStore.get().toasts.some((t) => t.id === id)) keepShown(id);
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== id) }));
}
