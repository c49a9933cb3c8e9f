// Account sign-in (spec 4 and 5): tenant id only in tenant mode (tenant-sign-in.ts), the password md5-hashed before it leaves the
// page, a captcha in captcha mode. An answer with error_description shows it and sets no session. A refusal asking
// for a second factor (error second_factor_required) shows the code field; the next submit sends the code. The
// passkey button signs in without account, password, captcha or code (passkey-sign-in.ts, loaded on its click).
import { Alert, Box, Button, IconButton, InputAdornment, TextField } from '@mui/material';
import md5 from 'blueimp-md5';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { website } from '../../config/website.ts';
import { HttpError } from '../../api/http.ts';
import { signIn, type TokenReply } from '../../session/auth-api.ts';
import { startSession } from '../../session/session.ts';
import { CaptchaField } from './captcha-field.tsx';
import { asksTenant, lastTenantId, rememberTenantId, tenantToUse, useTenantSignIn } from './tenant-sign-in.ts';
import { useCaptcha } from './use-captcha.ts';
import { asyncHandler } from '../../app/error-capture.ts';

type Form = { tenantId: string; username: string; password: string; code: string; secondFactorCode: string };

/** The server wants the authenticator code (contract: SECOND_FACTOR_REQUIRED, the OAuth `error` of its refusal). */
const asksSecondFactor = (error: unknown) =>
  error instanceof HttpError && (error.body as { error?: unknown } | undefined)?.error === 'second_factor_required';
type Errors = Partial<Record<keyof Form, string>>;

function validate(form: Form, askTenant: boolean, askCode: boolean, t: TFunction<['auth']>): Errors {
  const errors: Errors = {};
  if (askTenant && !form.tenantId.trim()) errors.tenantId = t('auth:login.tenantRequired');
  if (!form.username.trim()) errors.username = t('auth:login.usernameRequired');
  if (!form.password) errors.password = t('auth:login.passwordRequired');
  if (website.captchaMode && !form.code.trim()) errors.code = t('auth:login.codeRequired');
  if (askCode && !form.secondFactorCode.trim()) errors.secondFactorCode = t('auth:secondFactor.codeRequired');
  return errors;
}

type LoginFormProps = {
  onSignedIn: (reply: TokenReply) => void;
  /** Each change of the typed tenant id (the page shows that tenant's provider buttons). */
  onTenantIdChange?: (tenantId: string) => void;
};

export function LoginForm({ onSignedIn, onTenantIdChange }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const tenant = useTenantSignIn();
  const askTenant = asksTenant(tenant);
  const [form, setForm] = useState<Form>({ tenantId: lastTenantId(), username: '', password: '', code: '', secondFactorCode: '' });
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const { captcha, refresh } = useCaptcha();
  const set = (field: keyof Form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const signInWithPasskey = async () => {
    const tenantId = tenantToUse(tenant, form.tenantId);
    setErrors(askTenant && !tenantId ? { tenantId: t('auth:login.tenantRequired') } : {});
    if (askTenant && !tenantId) return;
    setBusy(true);
    setFailure('');
    try {
      const reply = await (await import('./passkey-sign-in.ts')).signInWithPasskey(tenantId, t);
      if (askTenant) rememberTenantId(tenantId);
      startSession(reply);
      onSignedIn(reply);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('common:http.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form, askTenant, askCode, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure('');
    try {
      const tenantId = tenantToUse(tenant, form.tenantId);
      const reply = await signIn({
        tenantId,
        username: form.username.trim(),
        passwordMd5: md5(form.password),
        captchaKey: captcha?.key,
        captchaCode: form.code.trim(),
        secondFactorCode: askCode ? form.secondFactorCode.trim() : undefined,
      });
      if (reply.error_description) throw new Error(reply.error_description);
      if (askTenant) rememberTenantId(tenantId);
      startSession(reply);
      onSignedIn(reply);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('common:http.unknown'));
      if (asksSecondFactor(error)) setAskCode(true);
      setForm((f) => ({ ...f, code: '', secondFactorCode: '' }));
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={asyncHandler(submit)} noValidate sx={{ display: 'grid', gap: 2 }} aria-label={t('auth:login.title')}>
      {failure && (
        <Alert severity="error" data-testid="login-error">
          {failure}
        </Alert>
      )}
      {askTenant && (
        <TextField
          label={t('auth:login.tenantId')}
          name="tenantId"
          size="small"
          value={form.tenantId}
          onChange={(e) => {
            set('tenantId')(e.target.value);
            onTenantIdChange?.(e.target.value);
          }}
          error={!!errors.tenantId}
          helperText={errors.tenantId}
        />
      )}
      <TextField
        label={t('auth:login.username')}
        name="username"
        size="small"
        autoComplete="username"
        autoFocus
        value={form.username}
        onChange={(e) => set('username')(e.target.value)}
        error={!!errors.username}
        helperText={errors.username}
      />
      <TextField
        label={t('auth:login.password')}
        name="password"
        size="small"
        autoComplete="current-password"
        type={showPassword ? 'text' : 'password'}
        value={form.password}
        onChange={(e) => set('password')(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  onClick={() => setShowPassword((v) => !v)}
                  aria-label={t(showPassword ? 'auth:login.hidePassword' : 'auth:login.showPassword')}
                >
                  <Box component="span" sx={{ fontSize: 12 }}>
                    {showPassword ? t('auth:login.hide') : t('auth:login.show')}
                  </Box>
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {askCode && (
        <TextField
          label={t('auth:secondFactor.code')}
          name="secondFactorCode"
          size="small"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          value={form.secondFactorCode}
          onChange={(e) => set('secondFactorCode')(e.target.value)}
          error={!!errors.secondFactorCode}
          helperText={errors.secondFactorCode ?? t('auth:secondFactor.codeHint')}
        />
      )}
      {website.captchaMode && (
        <CaptchaField captcha={captcha} value={form.code} error={errors.code} onChange={set('code')} onRefresh={refresh} />
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy || !tenant}>
        {busy ? t('auth:login.signingIn') : t('auth:login.submit')}
      </Button>
      <Button variant="outlined" disabled={busy || !tenant} onClick={asyncHandler(signInWithPasskey)}>
        {t('auth:passkey.signIn')}
      </Button>
    </Box>
  );
}
