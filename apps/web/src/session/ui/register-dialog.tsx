// Account registration for third-party sign-ins (spec 2, 4, 5, 8): checks in the spec's order, one warning at a
// time; the request then waits for an administrator's approval, and the visitor is signed out to /login. The API
// asks a captcha of every registration (always, whatever the sign-in's captcha mode); a refusal spends it, so a new
// one is loaded after each attempt. A registration after a provider sign-in (`oauthId`, the one-time code) needs no
// captcha: the code stands for it, and names the tenant the form starts with.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { passwordProblem } from '@blade/contract';
import md5 from 'blueimp-md5';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { navigateTo } from '../../lib/navigation.ts';
import { CaptchaField } from '../../features/auth/captcha-field.tsx';
import { asksTenant, lastTenantId, tenantToUse, useTenantSignIn } from '../../features/auth/tenant-sign-in.ts';
import { registerGuest } from '../account-api.ts';
import { getCaptcha, type Captcha } from '../auth-api.ts';
import { fedLogout } from '../session.ts';
import type { KeyIn } from '../../i18n/resources.ts';
import { asyncHandler } from '../../app/error-capture.ts';

type Form = { tenantId: string; name: string; account: string; password: string; password2: string; code: string };

/** The first failed check's message key, in the spec's order, or undefined. */
export function registrationProblem(form: Form, needsCaptcha = true): KeyIn<'auth' | 'admin'> | undefined {
  if (!form.tenantId.trim()) return 'auth:register.tenantRequired';
  if (!form.account.trim()) return 'auth:register.accountRequired';
  if (!form.password || !form.password2) return 'auth:register.passwordRequired';
  if (form.password !== form.password2) return 'auth:register.passwordMismatch';
  // The policy, checked before the password is hashed (the server gets only its md5 and cannot count it).
  const problem = passwordProblem(form.password);
  if (problem) return problem === 'tooShort' ? 'admin:info.passwordTooShort' : 'admin:info.passwordTooCommon';
  if (needsCaptcha && !form.code.trim()) return 'auth:register.codeRequired';
  return undefined;
}

type Props = { open: boolean; oauthId?: string; tenantId?: string; onClose: () => void };

export function RegisterDialog({ open, oauthId, tenantId, onClose }: Props) {
  const { t } = useTranslation(['admin', 'auth', 'common']);
  const tenant = useTenantSignIn();
  const needsCaptcha = !oauthId;
  const [form, setForm] = useState<Form>({
    tenantId: tenantId ?? lastTenantId(),
    name: '',
    account: '',
    password: '',
    password2: '',
    code: '',
  });
  const [captcha, setCaptcha] = useState<Captcha>();
  const loadCaptcha = useCallback(() => {
    getCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(undefined));
  }, []);
  // A new picture asks for a new code. Opening needs no emptying: the dialog is mounted as it opens, its code empty.
  const newCaptcha = () => {
    setForm((f) => ({ ...f, code: '' }));
    loadCaptcha();
  };
  useEffect(() => {
    if (open && needsCaptcha) loadCaptcha();
  }, [open, needsCaptcha, loadCaptcha]);
  const [busy, setBusy] = useState(false);
  const field = (name: Exclude<keyof Form, 'code'>, type = 'text') => (
    <TextField
      key={name}
      name={name}
      label={t(`auth:register.${name}`)}
      type={type}
      size="small"
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
    />
  );

  const submit = async () => {
    // After a provider sign-in the code's tenant is the one: the form does not ask.
    const tenantOfForm = oauthId && tenantId ? tenantId : tenantToUse(tenant, form.tenantId);
    const problem = registrationProblem({ ...form, tenantId: tenantOfForm }, needsCaptcha);
    if (problem) {
      toast.warning(t(problem));
      return;
    }
    setBusy(true);
    try {
      await registerGuest({
        tenantId: tenantOfForm,
        name: form.name.trim() || form.account.trim(),
        account: form.account.trim(),
        passwordMd5: md5(form.password),
        oauthId,
        captchaKey: captcha?.key ?? '',
        captchaCode: form.code.trim(),
      });
      toast.success(t('auth:register.submitted'));
      onClose();
      fedLogout();
      void navigateTo('/login');
    } catch (error) {
      const status = (error as { status?: number }).status;
      // A network failure only stops the spinner (the wrapper already said so); a refusal shows its reason.
      if (status !== 0) toast.error((error as Error).message || t('auth:register.failed'));
      if (needsCaptcha) newCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('auth:register.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {asksTenant(tenant) && !(oauthId && tenantId) && field('tenantId')}
          {field('name')}
          {field('account')}
          {field('password', 'password')}
          {field('password2', 'password')}
          {needsCaptcha && (
            <CaptchaField
              captcha={captcha}
              value={form.code}
              onChange={(code) => setForm((f) => ({ ...f, code }))}
              onRefresh={newCaptcha}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={asyncHandler(submit)} disabled={busy}>
          {t('auth:register.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
