// The browser's trip to the provider and back. `start` finds the tenant's enabled provider by its source and answers
// the authorization URL (code flow, PKCE S256, random state and nonce kept server side for ten minutes). `finish`
// takes the state once, exchanges the code with the verifier at the provider's token endpoint, and has openid-client
// check the ID token (signature by the provider's keys, issuer, audience, expiry, nonce). The verified identity is
// kept under Blade's one-time code, which the console exchanges at the token endpoint within two minutes.
import type { IDToken } from 'openid-client';
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
} from 'openid-client';
import { AppError, badRequest } from '../../../core/app-error.ts';
import type { Db } from '../../../db/prisma.ts';
import { unscoped } from '../../../lib/request-context.ts';
import { requireActiveTenant } from '../tenant-access.ts';
import type { OidcConfigs } from './oidc-config.ts';
import type { OidcTickets } from './oidc-tickets.ts';
import { newHandle } from './oidc-tickets.ts';
import { sameBrowser } from './browser-binding.ts';

const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 2 * 60_000;

type Deps = { db: Db; configs: OidcConfigs; tickets: OidcTickets; log: (error: unknown) => void };

/** Whether the provider's e-mail claim falls in the allowed domains (comma-joined; none listed: anyone). */
export function emailAllowed(domains: string | null, claims: IDToken): boolean {
  const allowed = (domains ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  if (allowed.length === 0) return true;
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  // An address the provider itself has not verified proves nothing about the domain.
  if (!email || claims.email_verified === false) return false;
  return allowed.includes(email.slice(email.lastIndexOf('@') + 1));
}

const claimText = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 255) : null);

export function createOidcFlow({ db, configs, tickets, log }: Deps) {
  const enabledProvider = (tenantId: string, source: string) => db.oidcProvider.findFirst({ where: { tenantId, source, enabled: 1 } });

  return {
    /** The provider's authorization URL for a sign-in of the tenant (public: scoping is lifted, the tenant is named). */
    start: (tenantId: string, source: string, redirectUri: string, browser: string): Promise<string> =>
      unscoped(async () => {
        await requireActiveTenant(db, tenantId);
        const provider = await enabledProvider(tenantId, source);
        if (!provider) throw badRequest('oidcProviderUnknown', { source });
        const config = await configs.of(provider).catch((error: unknown) => {
          log(error);
          throw badRequest('oidcDiscoveryFailed', { issuer: provider.issuer });
        });
        const codeVerifier = randomPKCECodeVerifier();
        const state = newHandle();
        const nonce = randomNonce();
        await tickets.put('state', state, { tenantId, providerId: provider.id, codeVerifier, nonce, redirectUri, browser }, STATE_TTL_MS);
        return buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: provider.scopes,
          code_challenge: await calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        }).href;
      }),

    /**
     * The provider's redirect back (its query as received), in the browser that started the sign-in (`browser`: its
     * cookie's digest): Blade's one-time code for the verified identity.
     */
    finish: (
      source: string,
      query: URLSearchParams,
      browser: string | undefined,
    ): Promise<{ code: string; state: string; tenantId: string }> =>
      unscoped(async () => {
        const state = query.get('state') ?? '';
        const ticket = await tickets.take('state', state);
        if (!ticket?.redirectUri || !ticket.codeVerifier || !ticket.nonce) throw badRequest('oidcStateInvalid');
        if (!sameBrowser(ticket.browser, browser)) throw badRequest('oidcStateInvalid');
        const provider = await db.oidcProvider.findFirst({ where: { id: ticket.providerId, tenantId: ticket.tenantId, enabled: 1 } });
        if (!provider || provider.source !== source) throw badRequest('oidcStateInvalid');
        if (query.has('error')) throw new AppError(400, 'oidcProviderRefused');
        const callback = new URL(ticket.redirectUri);
        callback.search = query.toString();
        let claims: IDToken | undefined;
        try {
          const tokens = await authorizationCodeGrant(await configs.of(provider), callback, {
            pkceCodeVerifier: ticket.codeVerifier,
            expectedState: state,
            expectedNonce: ticket.nonce,
            idTokenExpected: true,
          });
          claims = tokens.claims();
        } catch (error) {
          log(error);
        }
        if (!claims) throw badRequest('oidcProviderRefused');
        if (!emailAllowed(provider.emailDomains, claims)) throw badRequest('oidcEmailDomain');
        const code = newHandle();
        await tickets.put(
          'code',
          code,
          {
            tenantId: ticket.tenantId,
            providerId: provider.id,
            state,
            browser: ticket.browser ?? undefined,
            issuer: claims.iss,
            subject: claims.sub,
            username: claimText(claims[provider.accountClaim]),
            email: claimText(claims.email),
          },
          CODE_TTL_MS,
        );
        return { code, state, tenantId: ticket.tenantId };
      }),
  };
}
