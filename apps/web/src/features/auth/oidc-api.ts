// The sign-in page's side of provider sign-in: a tenant's providers, the address that starts the trip to one, and
// the exchange of Blade's one-time code the callback hands back (grant_type authorization_code, the code's page as
// redirect_uri) for a normal token answer.
import { OIDC_LANDING_PATH } from '@blade/contract/oidc-paths';
import { call, routeHref } from '../../api/client.ts';
import * as authRoutes from '../../generated/routes/auth.ts';
import * as oidcRoutes from '../../generated/routes/oidc.ts';
import type { TokenReply } from '../../session/auth-api.ts';

export const fetchSignInProviders = (tenantId: string) =>
  call(oidcRoutes.signInList, { query: { tenantId } }, { meta: { isToken: false, silent: true } });

export const providerHref = (source: string, tenantId: string) => routeHref(oidcRoutes.render, { path: { source }, query: { tenantId } });

export function signInWithCode(code: string, tenantId: string, secondFactorCode?: string): Promise<TokenReply> {
  return call(
    authRoutes.token,
    {
      query: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${window.location.origin}${OIDC_LANDING_PATH}`,
        tenantId,
        scope: 'all',
      },
    },
    {
      headers: { 'Tenant-Id': tenantId, ...(secondFactorCode ? { 'Second-Factor-Code': secondFactorCode } : {}) },
      meta: { isToken: false, silent: true },
    },
  );
}
