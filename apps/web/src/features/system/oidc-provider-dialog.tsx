// The add/edit form of a provider. The client secret is never shown: an edit leaves it empty to keep the stored one,
// and says whether one is set. The server discovers the issuer before it saves, so a wrong one comes back as a message.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asyncHandler } from '../../app/error-capture.ts';
import { toast } from '../../components/toast.tsx';
import { saveProvider, type OidcProvider, type ProviderForm } from './oidc-api.ts';

const EMPTY: ProviderForm = {
  source: '',
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  scopes: 'openid profile email',
  accountClaim: 'preferred_username',
  emailDomains: '',
  enabled: 1,
};

const formOf = (row: OidcProvider): ProviderForm => ({
  id: row.id,
  source: row.source,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecret: '',
  scopes: row.scopes,
  accountClaim: row.accountClaim,
  emailDomains: row.emailDomains ?? '',
  enabled: row.enabled,
});

type TextKey = Exclude<keyof ProviderForm, 'id' | 'enabled'>;
const REQUIRED: TextKey[] = ['source', 'name', 'issuer', 'clientId', 'scopes', 'accountClaim'];

export function OidcProviderDialog({ row, onClose, onSaved }: { row?: OidcProvider; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['system', 'common', 'crud']);
  const [form, setForm] = useState<ProviderForm>(row ? formOf(row) : EMPTY);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<Set<TextKey>>(new Set());
  const secretNeeded = !row?.clientSecretSet;

  const field = (name: TextKey, extra: { type?: string; helperText?: string } = {}) => (
    <TextField
      key={name}
      name={name}
      label={t(`system:oidc.${name}`)}
      size="small"
      type={extra.type ?? 'text'}
      required={REQUIRED.includes(name) || (name === 'clientSecret' && secretNeeded)}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      error={missing.has(name)}
      helperText={missing.has(name) ? t('crud:required', { label: t(`system:oidc.${name}`) }) : extra.helperText}
    />
  );

  const submit = async () => {
    const empty = new Set(REQUIRED.filter((k) => !form[k].trim()));
    if (secretNeeded && !form.clientSecret) empty.add('clientSecret');
    setMissing(empty);
    if (empty.size) return;
    setBusy(true);
    try {
      await saveProvider(form);
      toast.success(t(row ? 'crud:updated' : 'crud:added'));
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t(row ? 'crud:edit' : 'crud:add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('name')}
          {field('source', { helperText: t('system:oidc.sourceHint') })}
          {field('issuer', { helperText: t('system:oidc.issuerHint') })}
          {field('clientId')}
          {field('clientSecret', {
            type: 'password',
            helperText: row?.clientSecretSet ? t('system:oidc.secretKept') : t('system:oidc.secretNotSet'),
          })}
          {field('scopes')}
          {field('accountClaim')}
          {field('emailDomains', { helperText: t('system:oidc.emailDomainsHint') })}
          <FormControlLabel
            control={
              <Switch checked={form.enabled === 1} onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked ? 1 : 0 }))} />
            }
            label={t('system:oidc.enabled')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={asyncHandler(submit)} disabled={busy}>
          {t('crud:save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
