// Single sign-on with a tenant's OpenID Connect providers (issue 40). The administrator configures providers; the
// sign-in page lists a tenant's enabled ones and sends the browser to `render`, which starts the authorization code
// flow (PKCE, state, nonce) and ends at `callback`. The callback hands the console Blade's one-time code, which the
// token endpoint exchanges (grant_type authorization_code, or social with the provider's source and the state).
import { z } from 'zod';
import { ZId, zNoData, zTime } from './common.ts';
import { zRequiredText, zText } from './crud.ts';
import { binaryAnswer, defineRoute, permissionAccess, publicAccess } from './route.ts';

import { OIDC_LANDING_PATH } from './oidc-paths.ts';

export { OIDC_LANDING_PATH };

/** A provider's source: letters, digits, dash and underscore (it is a path segment of render and callback). */
const zSource = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'v.oidcSource');

export const ZOidcProvider = z.object({
  id: z.string(),
  tenantId: z.string(),
  source: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /** Whether a client secret is stored: the secret itself is never answered. */
  clientSecretSet: z.boolean(),
  scopes: z.string(),
  accountClaim: z.string(),
  emailDomains: z.string().nullable(),
  enabled: z.number(),
  createTime: zTime,
});
export type OidcProvider = z.output<typeof ZOidcProvider>;

export const ZOidcProviderSubmit = z.object({
  id: ZId.optional(),
  source: zSource,
  name: zRequiredText(64),
  issuer: zRequiredText(500).regex(/^https?:\/\/\S+$/, 'v.httpUrl'),
  clientId: zRequiredText(255),
  /** Empty on an update: the stored secret stays. */
  clientSecret: zText(500),
  scopes: zRequiredText(255).default('openid profile email'),
  accountClaim: zRequiredText(64).default('preferred_username'),
  emailDomains: zText(500),
  enabled: z.coerce.number().int().min(0).max(1).default(1),
});

export const ZUserOauth = z.object({
  id: z.string(),
  providerName: z.string(),
  issuer: z.string(),
  subject: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  createTime: zTime,
});
export type UserOauth = z.output<typeof ZUserOauth>;

const zTenantId = z.string().trim().min(1).max(12);

export const oidcRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/blade-system/oidc-provider/list',
    access: permissionAccess('oidc_provider'),
    response: 'envelope',
    answer: z.array(ZOidcProvider),
    summary: "The caller's tenant's OpenID Connect providers (the client secret answered as set or not set only)",
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/blade-system/oidc-provider/submit',
    access: permissionAccess('oidc_provider_add', 'oidc_provider_edit'),
    response: 'envelope',
    answer: zNoData,
    body: ZOidcProviderSubmit,
    summary: 'Save a provider: its issuer is discovered first (.well-known/openid-configuration), so a wrong one is refused',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/blade-system/oidc-provider/remove',
    access: permissionAccess('oidc_provider_delete'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: ZId }),
    summary: 'Remove a provider; identities linked through it stay until unlinked',
  }),
  signInList: defineRoute({
    method: 'GET',
    path: '/blade-auth/oidc/providers',
    access: publicAccess,
    response: 'envelope',
    answer: z.array(z.object({ source: z.string(), name: z.string() })),
    query: z.object({ tenantId: zTenantId }),
    summary: 'The enabled providers of a tenant, as the sign-in page shows them (source and name only)',
  }),
  render: defineRoute({
    method: 'GET',
    path: '/blade-auth/oauth/render/:source',
    access: publicAccess,
    response: 'envelope',
    answer: binaryAnswer('text/'),
    query: z.object({ tenantId: zTenantId }),
    summary: 'Start a sign-in with the provider: redirects (302) to its authorization endpoint with PKCE, state and nonce',
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/blade-auth/oauth/callback/:source',
    access: publicAccess,
    response: 'envelope',
    answer: binaryAnswer('text/'),
    query: z.object({
      state: z.string().trim().min(1).max(128),
      code: z.string().trim().max(2000).optional(),
      error: z.string().trim().max(200).optional(),
    }),
    summary: `The provider's redirect: checks state, code, nonce and ID token, then redirects (302) to the console's ${OIDC_LANDING_PATH} with Blade's one-time code`,
  }),
  userOauthList: defineRoute({
    method: 'GET',
    path: '/blade-system/user/oauth-list',
    access: permissionAccess('user_oauth'),
    response: 'envelope',
    answer: z.array(ZUserOauth),
    query: z.object({ userId: ZId }),
    summary: "The provider identities linked to a user of the caller's tenant",
  }),
  userOauthUnlink: defineRoute({
    method: 'POST',
    path: '/blade-system/user/oauth-unlink',
    access: permissionAccess('user_oauth'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: ZId }),
    summary: 'Unlink one provider identity from its user: that identity no longer signs in',
  }),
};
