// Account registration for third-party sign-ins (spec 2, 4, 5, 8): checks in the spec's order, one warning at a
// time; the request then waits for an administrator's approval, and the visitor is signed out to /login. The API
// asks a captcha of every registration (always, whatever the sign-in's captcha mode); a refusal spends it, so a new
// one is loaded after each attempt.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { passwordProblem } from '@blade/contract';
import md5 from 'blueimp-md5';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translate.ts';
import { toast } from '../../components/toast.tsx';
import { navigateTo } from '../../lib/navigation.ts';
import { CaptchaField } from '../../features/auth/captcha-field.tsx';
import { asksTenant, lastTenantId, tenantToUse, useTenantSignIn } from '../../features/auth/tenant-sign-in.ts';
import { registerGuest } from '../account-api.ts';
import { getCaptcha, type Captcha } from '../auth-api.ts';
import { fedLogout } from '../session.ts';

type Form = { tenantId: string; name: string; account: string; password: string; password2: string; code: string };

/** The first failed check's message key, in the spec's order, or undefined. */
export function registrationProblem(form: Form): string | undefined {
  if (!form.tenantId.trim()) return 'register.tenantRequired';
  if (!form.account.trim()) return 'register.accountRequired';
  if (!form.password || !form.password2) return 'register.passwordRequired';
  if (form.password !== form.password2) return 'register.passwordMismatch';
  // The policy, checked before the password is hashed (the server gets only its md5 and cannot count it).
  const problem = passwordProblem(form.password);
  if (problem) return problem === 'tooShort' ? 'adm.info.passwordTooShort' : 'adm.info.passwordTooCommon';
  if (!form.code.trim()) return 'register.codeRequired';
  return undefined;
}

export function RegisterDialog({ open, oauthId, onClose }: { open: boolean; oauthId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const tenant = useTenantSignIn();
  const [form, setForm] = useState<Form>({ tenantId: lastTenantId(), name: '', account: '', password: '', password2: '', code: '' });
  const [captcha, setCaptcha] = useState<Captcha>();
  const newCaptcha = useCallback(() => {
    setForm((f) => ({ ...f, code: '' }));
    getCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(undefined));
  }, []);
  useEffect(() => {
    if (open) newCaptcha();
  }, [open, newCaptcha]);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Form, type = 'text') => (
    <TextField
      key={name}
      name={name}
      label={t(`register.${name}`)}
      type={type}
      size="small"
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
    />
  );

  const submit = async () => {
    const problem = registrationProblem({ ...form, tenantId: tenantToUse(tenant, form.tenantId) });
    if (problem) {
      toast.warning(t(problem));
      return;
    }
    setBusy(true);
    try {
      await registerGuest({
        tenantId: tenantToUse(tenant, form.tenantId),
        name: form.name.trim() || form.account.trim(),
        account: form.account.trim(),
        passwordMd5: md5(form.password),
        oauthId,
        captchaKey: captcha?.key ?? '',
        captchaCode: form.code.trim(),
      });
      toast.success(t('register.submitted'));
      onClose();
      fedLogout();
      void navigateTo('/login');
    } catch (error) {
      const status = (error as { status?: number }).status;
      // A network failure only stops the spinner (the wrapper already said so); a refusal shows its reason.
      if (status !== 0) toast.error((error as Error).message || t('register.failed'));
      newCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('register.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {asksTenant(tenant) && field('tenantId')}
          {field('name')}
          {field('account')}
          {field('password', 'password')}
          {field('password2', 'password')}
          <CaptchaField captcha={captcha} value={form.code} onChange={(code) => setForm((f) => ({ ...f, code }))} onRefresh={newCaptcha} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {t('register.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
