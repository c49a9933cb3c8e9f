// Picks the colleague a task is delegated to: the users of the caller's tenant (the server checks it again),
// the caller left out.
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session-store.ts';
import { fetchUserOptions } from './api.ts';

type Option = { value: string; label: string };

export function DelegateDialog({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (userId: string) => void }) {
  const { t } = useTranslation(['flow', 'common']);
  const me = useSession((s) => s.userInfo?.user_id);
  const users = (useQuery({ queryKey: ['flow', 'users'], queryFn: fetchUserOptions, enabled: open }).data ?? []).filter(
    (u) => u.value !== me,
  );
  const [picked, setPicked] = useState<Option | null>(null);
  const [touched, setTouched] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="flow-delegate">
      <DialogTitle>{t('flow:task.delegateTitle')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={users}
          value={picked}
          onChange={(_e, value) => setPicked(value)}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              sx={{ mt: 1 }}
              label={t('flow:task.delegateTo')}
              error={touched && !picked}
              helperText={touched && !picked ? t('flow:task.delegateRequired') : ' '}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => (picked ? onPick(picked.value) : setTouched(true))}>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
