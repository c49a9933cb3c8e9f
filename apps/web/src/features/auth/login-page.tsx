// The /login page: the back-office name, the sign-in form, the language switch and the account request dialog.
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchPublicBackendName } from '../../api/system-name.ts';
import logo from '../../assets/logo.svg';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { LoginForm } from './login-form.tsx';
import { fetchSignInProviders, type SignInProvider } from './provider-list.ts';
import { lastTenantId, tenantToUse, useTenantSignIn } from './tenant-sign-in.ts';

// Loaded only when the tenant has a provider to offer: the page's own JavaScript stays within its budget.
const ProviderButtons = lazy(async () => ({ default: (await import('./provider-buttons.tsx')).ProviderButtons }));
const PROVIDERS_TYPING_PAUSE_MS = 300;
const RegisterDialog = lazy(async () => ({ default: (await import('../../session/ui/register-dialog.tsx')).RegisterDialog }));

export function LoginPage() {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [registering, setRegistering] = useState(false);
  const tenant = useTenantSignIn();
  // The buttons are those of the tenant the form would sign in to: the typed id in tenant mode, asked once typing pauses.
  const [typedTenantId, setTypedTenantId] = useState(lastTenantId);
  const providerTenant = tenant ? tenantToUse(tenant, typedTenantId) : undefined;
  // Kept with the tenant they are of, so another tenant's buttons never show while its own are asked for.
  const [answered, setAnswered] = useState<{ tenantId: string; providers: SignInProvider[] }>();
  const providers = answered && answered.tenantId === providerTenant ? answered.providers : [];
  useEffect(() => {
    if (!providerTenant) return;
    let current = true;
    const asking = setTimeout(() => {
      fetchSignInProviders(providerTenant)
        .then((list) => current && setAnswered({ tenantId: providerTenant, providers: list }))
        .catch(() => current && setAnswered({ tenantId: providerTenant, providers: [] }));
    }, PROVIDERS_TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(asking);
    };
  }, [providerTenant]);
  useEffect(() => {
    fetchPublicBackendName()
      .then((value) => setName(value ?? ''))
      .catch(() => undefined);
  }, []);

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
      <Box sx={{ position: 'fixed', top: 12, right: 16 }}>
        <LanguageMenu variant="text" color="#fff" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <img src={logo} alt="" width={36} height={36} />
            <Typography variant="h5" component="h1" data-testid="system-name">
              {name || t('auth:login.defaultName')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {t('auth:login.subtitle')}
          </Typography>
          <LoginForm
            onSignedIn={() => void navigate(safeRedirect(params.get('redirect')), { replace: true })}
            onTenantIdChange={setTypedTenantId}
          />
          {providerTenant && providers.length > 0 && (
            <Suspense fallback={null}>
              <ProviderButtons providers={providers} tenantId={providerTenant} />
            </Suspense>
          )}
          <Box sx={{ mt: 2, textAlign: 'right' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setRegistering(true)}>
              {t('auth:login.register')}
            </Link>
          </Box>
        </CardContent>
      </Card>
      {registering && (
        <Suspense fallback={null}>
          <RegisterDialog open onClose={() => setRegistering(false)} />
        </Suspense>
      )}
    </Box>
  );
}
