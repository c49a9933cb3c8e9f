// The sign-in page's buttons of the tenant's OpenID Connect providers (none configured: nothing shows). A click
// leaves for the server's start of the provider sign-in, which redirects to the provider.
import { Button, Divider, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSignInProviders, providerHref } from './oidc-api.ts';

export function ProviderButtons({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation(['auth']);
  const [providers, setProviders] = useState<{ source: string; name: string }[]>([]);
  useEffect(() => {
    let current = true;
    fetchSignInProviders(tenantId)
      .then((list) => current && setProviders(list))
      .catch(() => current && setProviders([]));
    return () => {
      current = false;
    };
  }, [tenantId]);
  if (providers.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="provider-buttons">
      <Divider>{t('auth:oidc.or')}</Divider>
      {providers.map((p) => (
        <Button key={p.source} variant="outlined" onClick={() => window.location.assign(providerHref(p.source, tenantId))}>
          {t('auth:oidc.signInWith', { name: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
