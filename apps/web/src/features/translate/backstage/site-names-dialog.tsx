// The site-name dialog (spec 3): site name and backstage name, both required (the original's site-name rule was
// keyed to the wrong field and never ran), at most 100 characters; on success "更新成功！" and the page reloads
// after 2 s so every header shows the new names.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast.tsx';
import { updateSiteNames, type SiteNames } from '../api.ts';
import type { KeyIn } from '../../../i18n/resources.ts';

const MAX = 100;
const RELOAD_MS = 2000;

export function SiteNamesDialog({ initial, onClose }: { initial: SiteNames; onClose: () => void }) {
  const { t } = useTranslation(['translate', 'common']);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<SiteNames>>({});
  const [busy, setBusy] = useState(false);

  const rule = (value: string, required: KeyIn<'translate'>) =>
    !value.trim() ? t(required) : value.trim().length > MAX ? t('translate:site.tooLong') : undefined;
  const check = (v: SiteNames): Partial<SiteNames> => {
    const found = {
      webName: rule(v.webName, 'translate:site.webNameRequired'),
      backName: rule(v.backName, 'translate:site.backNameRequired'),
    };
    return Object.fromEntries(Object.entries(found).filter(([, message]) => message));
  };
  const save = async () => {
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await updateSiteNames({ webName: values.webName.trim(), backName: values.backName.trim() });
      toast.success(t('translate:site.updated'));
      window.setTimeout(() => window.location.reload(), RELOAD_MS);
    } catch (cause) {
      toast.error(t('translate:site.failed', { message: cause instanceof Error ? cause.message : String(cause) }));
      setBusy(false);
    }
  };
  const field = (name: keyof SiteNames, required: boolean) => (
    <TextField
      label={t(`translate:site.${name}`)}
      required={required}
      size="small"
      fullWidth
      value={values[name]}
      error={!!errors[name]}
      helperText={errors[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((x) => ({ ...x, [name]: undefined }));
      }}
      slotProps={{ htmlInput: { 'data-testid': `site-${name}` } }}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="site-names-dialog">
      <DialogTitle>{t('translate:site.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('webName', true)}
          {field('backName', true)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="site-save">
          {t('translate:site.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
