// Promise-based confirmation (Saber's `$confirm`): `if (await confirm(t('...'))) ...`. One host renders it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { createStore } from '../lib/create-store.ts';

type Pending = { message: string; title?: string; resolve: (ok: boolean) => void };
const store = createStore<{ pending: Pending | null }>({ pending: null });

export function confirm(message: string, title?: string): Promise<boolean> {
  store.get().pending?.resolve(false);
  return new Promise((resolve) => store.set({ pending: { message, title, resolve } }));
}

export function ConfirmHost() {
  const { t } = useTranslation();
  const pending = store.use((s) => s.pending);
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    store.set({ pending: null });
  };
  return (
    <Dialog open={!!pending} onClose={() => answer(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{pending?.title ?? t('common.hint')}</DialogTitle>
      <DialogContent>{pending?.message}</DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>{t('common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
