// Promise-based confirmation (Saber's `$confirm`): `if (await confirm(t('...'))) ...`. One host renders it; the dialog
// (confirm-dialog.tsx) loads with the first question, so the sign-in page does without it.
import { lazy, Suspense } from 'react';
import { createStore } from '../lib/create-store.ts';

type Pending = { message: string; title?: string; resolve: (ok: boolean) => void };
const store = createStore<{ pending: Pending | null }>({ pending: null });
const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx'));

export function confirm(message: string, title?: string): Promise<boolean> {
  store.get().pending?.resolve(false);
  return new Promise((resolve) => store.set({ pending: { message, title, resolve } }));
}

export function ConfirmHost() {
  const pending = store.use((s) => s.pending);
  if (!pending) return null;
  const answer = (ok: boolean) => {
    pending.resolve(ok);
    store.set({ pending: null });
  };
  return (
    <Suspense fallback={null}>
      <ConfirmDialog message={pending.message} title={pending.title} onAnswer={answer} />
    </Suspense>
  );
}
