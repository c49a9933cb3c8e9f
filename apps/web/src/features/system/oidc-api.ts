// Calls of 登录方式 (the tenant's OpenID Connect providers) and of a user's linked identities.
import type { OidcProvider, UserOauth } from '@blade/contract';
import { call } from '../../api/client.ts';
import { routeHref } from '../../api/route-href.ts';
import * as oidcRoutes from '../../generated/routes/oidc.ts';

export type { OidcProvider, UserOauth };

export type ProviderForm = {
  id?: string;
  source: string;
  name: string;
  issuer: string;
  clientId: string;
  /** Empty on an update: the stored secret stays. */
  clientSecret: string;
  scopes: string;
  accountClaim: string;
  emailDomains: string;
  enabled: number;
};

export const fetchProviders = (): Promise<OidcProvider[]> => call(oidcRoutes.list);
export const saveProvider = (body: ProviderForm) => call(oidcRoutes.submit, { body });
export const removeProvider = (id: string) => call(oidcRoutes.remove, { query: { id } });

export const fetchUserOauth = (userId: string): Promise<UserOauth[]> => call(oidcRoutes.userOauthList, { query: { userId } });
export const unlinkUserOauth = (id: string) => call(oidcRoutes.userOauthUnlink, { query: { id } });

/** The redirect URI to register with the provider: where it sends the browser back after a sign-in. */
export const callbackUrl = (source: string) => `${window.location.origin}${routeHref(oidcRoutes.callback, { path: { source } })}`;
