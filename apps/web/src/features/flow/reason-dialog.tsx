// Asks for the reason of a deletion (`askReason()` resolves to the text, or null when cancelled). One host renders it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore } from '../../lib/create-store.ts';

type Pending = { resolve: (reason: string | null) => void };
const store = createStore<{ pending: Pending | null }>({ pending: null });

export function askReason(): Promise<string | null> {
  store.get().pending?.resolve(null);
  return new Promise((resolve) => store.set({ pending: { resolve } }));
}

export function ReasonDialog() {
  const { t } = useTranslation(['flow', 'common']);
  const pending = store.use((s) => s.pending);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const answer = (value: string | null) => {
    pending?.resolve(value);
    store.set({ pending: null });
    setReason('');
    setTouched(false);
  };
  const empty = !reason.trim();
  return (
    <Dialog open={!!pending} onClose={() => answer(null)} maxWidth="xs" fullWidth data-testid="flow-reason">
      <DialogTitle>{t('flow:follow.deleteTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label={t('flow:follow.reason')}
          value={reason}
          error={touched && empty}
          helperText={touched && empty ? t('flow:follow.reasonRequired') : ' '}
          onChange={(e) => setReason(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(null)}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => (empty ? setTouched(true) : answer(reason.trim()))}>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
