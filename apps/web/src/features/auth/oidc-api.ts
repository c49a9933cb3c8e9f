// The exchange of Blade's one-time code the provider sign-in's callback hands back (grant_type authorization_code,
// the code's page as redirect_uri) for a normal token answer.
import { OIDC_LANDING_PATH } from '@blade/contract/oidc-paths';
import { call } from '../../api/client.ts';
import * as authRoutes from '../../generated/routes/auth.ts';
import type { TokenReply } from '../../session/auth-api.ts';

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
