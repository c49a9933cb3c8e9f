// Renaming one of the caller's passkeys: its new name, 1-50 characters as the server keeps it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renamePasskey, type Passkey } from './passkey-api.ts';

export function PasskeyRenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: (renamed: boolean) => void }) {
  const { t } = useTranslation(['admin']);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState('');
  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 50) return setError(t('admin:passkeys.nameRequired'));
    await renamePasskey(passkey.id, trimmed);
    onClose(true);
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save().catch(() => {});
        }}
      >
        <DialogTitle>{t('admin:passkeys.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('admin:passkeys.name')}
            size="small"
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            value={name}
            error={!!error}
            helperText={error}
            onChange={(e) => setName(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{t('admin:passkeys.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('admin:passkeys.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
