// Screen lock (spec 4): a lock password is needed (the caller asks for one when none is stored); locking sets
// the flag and moves to /lock after 100 ms; both live in session storage. Unlocking clears them, as Saber does.
import { website } from '../config/website.ts';
import { navigateTo } from '../lib/navigation.ts';
import { sessionStore } from '../store/session-store.ts';

export const hasLockPassword = () => !!sessionStore.get().lockPasswd;

export function lockScreen(password?: string): void {
  if (password) sessionStore.set({ lockPasswd: password });
  sessionStore.set({ isLock: true });
  window.setTimeout(() => void navigateTo(website.lockPage), website.lockDelayMs);
}

/** True when the password matches; the guard then leads from /lock back to the current tab. */
export function unlockScreen(password: string): boolean {
  if (password !== sessionStore.get().lockPasswd) return false;
  sessionStore.set({ isLock: false, lockPasswd: '' });
  return true;
}
