// /system/client: OAuth clients on their default screen, plus the SM2 public key an open-source Blade console (Saber)
// is configured with.
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { call } from '../../api/client.ts';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import { EntityPage } from '../../components/crud/entity-page.tsx';
import * as authRoutes from '../../generated/routes/auth.ts';
import { useTranslation } from 'react-i18next';

/** The toolbar's SM2 key button: the server answers administrators only; anyone else sees its refusal. */
const keyAction = (showKey: (key: string) => void): Partial<CrudScreen> => ({
  toolbarActions: [
    {
      key: 'sm2Key',
      label: 'system:client.sm2Key',
      noSelection: true,
      run: async () => showKey((await call(authRoutes.sm2PublicKey)).publicKey),
    },
  ],
});

export function ClientPage() {
  const { t } = useTranslation(['system', 'common']);
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [changes] = useState(() => keyAction(setPublicKey));
  return (
    <>
      <EntityPage name="client" changes={changes} />
      {publicKey && (
        <Dialog open onClose={() => setPublicKey(null)} maxWidth="sm" fullWidth data-testid="sm2-key-dialog">
          <DialogTitle>{t('system:client.sm2Key')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('system:client.sm2KeyHint')}</DialogContentText>
            <TextField
              value={publicKey}
              fullWidth
              multiline
              label={t('system:client.sm2Key')}
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(e) => e.target.select()}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPublicKey(null)}>{t('common:close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
