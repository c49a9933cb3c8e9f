// /system/client: OAuth clients, and the SM2 public key an open-source Blade console (Saber) is configured with.
import { DEFAULT_CLIENT_GRANTS } from '@blade/contract';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { call } from '../../api/client.ts';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as authRoutes from '../../generated/routes/auth.ts';
import * as clientRoutes from '../../generated/routes/client.ts';
import { useTranslation } from '../../i18n/translate.ts';

const fields: CrudScreen['fields'] = [
  { name: 'clientId', label: 'sys.client.clientId', required: true },
  { name: 'clientSecret', label: 'sys.client.clientSecret', required: true },
  { name: 'scope', label: 'sys.client.scope', required: true, defaultValue: 'all' },
  { name: 'authorizedGrantTypes', label: 'sys.client.authorizedGrantTypes', required: true, defaultValue: DEFAULT_CLIENT_GRANTS },
  { name: 'accessTokenValidity', label: 'sys.client.accessTokenValidity', type: 'number', required: true, defaultValue: 3600 },
  { name: 'refreshTokenValidity', label: 'sys.client.refreshTokenValidity', type: 'number', required: true, defaultValue: 604800 },
  { name: 'webServerRedirectUri', label: 'sys.client.webServerRedirectUri' },
  { name: 'resourceIds', label: 'sys.client.resourceIds' },
  { name: 'authorities', label: 'sys.client.authorities' },
  { name: 'autoapprove', label: 'sys.client.autoapprove' },
  { name: 'additionalInformation', label: 'sys.client.additionalInformation', type: 'textarea' },
];

function clientScreen(showKey: (key: string) => void): CrudScreen {
  return {
    key: 'client',
    api: clientRoutes.crud,
    partialSearch: true,
    permission: 'client',
    columns: [
      { field: 'clientId', label: 'sys.client.clientId' },
      { field: 'clientSecret', label: 'sys.client.clientSecret' },
      { field: 'scope', label: 'sys.client.scope', width: 100 },
      { field: 'authorizedGrantTypes', label: 'sys.client.authorizedGrantTypes', flex: 2 },
      { field: 'accessTokenValidity', label: 'sys.client.accessTokenValidity' },
      { field: 'refreshTokenValidity', label: 'sys.client.refreshTokenValidity' },
    ],
    search: [
      { name: 'clientId', label: 'sys.client.clientId' },
      { name: 'scope', label: 'sys.client.scope' },
    ],
    fields,
    // The server answers administrators only; anyone else sees its refusal.
    toolbarActions: [{
      key: 'sm2Key', label: 'sys.client.sm2Key', noSelection: true,
      run: async () => showKey((await call(authRoutes.sm2PublicKey)).publicKey),
    }],
  };
}

export function ClientPage() {
  const { t } = useTranslation();
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [screen] = useState(() => clientScreen(setPublicKey));
  return (
    <>
      <CrudPage screen={screen} />
      {publicKey && (
        <Dialog open onClose={() => setPublicKey(null)} maxWidth="sm" fullWidth data-testid="sm2-key-dialog">
          <DialogTitle>{t('sys.client.sm2Key')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('sys.client.sm2KeyHint')}</DialogContentText>
            <TextField value={publicKey} fullWidth multiline label={t('sys.client.sm2Key')} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} />
          </DialogContent>
          <DialogActions><Button onClick={() => setPublicKey(null)}>{t('common.close')}</Button></DialogActions>
        </Dialog>
      )}
    </>
  );
}
