// /login/oidc: where the provider sign-in's callback hands the browser Blade's one-time code. The page exchanges it at
// the token endpoint (grant_type authorization_code) and starts the session as a password sign-in does. The server
// may ask for more: the authenticator code of an enrolled user (the code waits for it), or, for an identity no
// account is linked to yet, the registration dialog (spec: third-party registration, awaiting approval).
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../api/http.ts';
import { asyncHandler } from '../../app/error-capture.ts';
import { website } from '../../config/website.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { startSession } from '../../session/session.ts';
import { signInWithCode } from './oidc-api.ts';

const RegisterDialog = lazy(async () => ({ default: (await import('../../session/ui/register-dialog.tsx')).RegisterDialog }));

type Step = 'working' | 'secondFactor' | 'register' | 'failed';

/** The OAuth `error` of a refusal: what the server wants next. */
const reasonOf = (error: unknown) => (error instanceof HttpError ? (error.body as { error?: unknown } | undefined)?.error : undefined);

export function OidcLandingPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const tenantId = params.get('tenantId') || website.tenantId;
  const [step, setStep] = useState<Step>('working');
  const [message, setMessage] = useState('');
  const [secondFactorCode, setSecondFactorCode] = useState('');

  const attempt = async (withCode?: string) => {
    try {
      const reply = await signInWithCode(code, tenantId, withCode);
      if (reply.error_description) throw new Error(reply.error_description);
      startSession(reply);
      void navigate(safeRedirect(null), { replace: true });
    } catch (error) {
      const reason = reasonOf(error);
      setMessage(error instanceof Error && error.message ? error.message : t('common:http.unknown'));
      setStep(reason === 'registration_required' ? 'register' : reason === 'second_factor_required' ? 'secondFactor' : 'failed');
    }
  };
  // The code is good once: the exchange is started once per page, whatever React does with effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void attempt();
  });

  const submitSecondFactor = async (event: FormEvent) => {
    event.preventDefault();
    if (!secondFactorCode.trim()) return;
    setStep('working');
    await attempt(secondFactorCode.trim());
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #1f3b73 0%, #409EFF 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={8} data-testid="oidc-landing">
        <CardContent sx={{ p: 4, display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h1">
            {t('auth:oidc.title')}
          </Typography>
          {step === 'working' && <CircularProgress aria-label={t('auth:oidc.working')} sx={{ justifySelf: 'center' }} />}
          {step !== 'working' && message && <Alert severity={step === 'register' ? 'info' : 'error'}>{message}</Alert>}
          {step === 'secondFactor' && (
            <Box component="form" onSubmit={asyncHandler(submitSecondFactor)} sx={{ display: 'grid', gap: 2 }}>
              <TextField
                label={t('auth:secondFactor.code')}
                name="secondFactorCode"
                size="small"
                autoComplete="one-time-code"
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                value={secondFactorCode}
                onChange={(e) => setSecondFactorCode(e.target.value)}
              />
              <Button type="submit" variant="contained">
                {t('auth:login.submit')}
              </Button>
            </Box>
          )}
          <Button component={RouterLink} to="/login" size="small" sx={{ justifySelf: 'start' }}>
            {t('auth:oidc.back')}
          </Button>
        </CardContent>
      </Card>
      {step === 'register' && (
        <Suspense fallback={null}>
          <RegisterDialog open oauthId={code} tenantId={tenantId} onClose={() => void navigate('/login', { replace: true })} />
        </Suspense>
      )}
    </Box>
  );
}
