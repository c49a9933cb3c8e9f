// The sign-in page's buttons of the tenant's OpenID Connect providers. Each is a link to the server's start of the
// provider sign-in, which redirects to the provider: the browser leaves the console.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { routeHref } from '../../api/route-href.ts';
import * as oidcRoutes from '../../generated/routes/oidc.ts';
import type { SignInProvider } from './provider-list.ts';

export function ProviderButtons({ providers, tenantId }: { providers: SignInProvider[]; tenantId: string }) {
  const { t } = useTranslation(['auth']);
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="provider-buttons">
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('auth:oidc.or')}
      </Typography>
      {providers.map((p) => (
        <Button key={p.source} variant="outlined" href={routeHref(oidcRoutes.render, { path: { source: p.source }, query: { tenantId } })}>
          {t('auth:oidc.signInWith', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
