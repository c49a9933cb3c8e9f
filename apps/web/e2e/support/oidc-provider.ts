// A real OpenID Connect provider (oidc-provider) on loopback for the browser's provider sign-in, with one confidential
// client and the provider's own development pages: any login name signs in as the account of that name (e-mail
// <name>@corp.example), and consent is a page with a Continue button, as a person meets them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestProvider = { issuer: string; clientId: string; clientSecret: string; close: () => Promise<void> };

export async function startOidcProvider(redirectUris: string[]): Promise<TestProvider> {
  // The issuer names the port, so the server listens first and hands its requests to the provider made after.
  const handler: { handle?: ReturnType<Provider['callback']> } = {};
  const server = createServer((req, res) => void handler.handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'blade-console-e2e';
  const clientSecret = 'a-long-client-secret-for-the-browser-tests';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email', 'email_verified'] },
    // The ID token carries the profile and e-mail claims (the console reads no userinfo endpoint).
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, preferred_username: sub, name: sub, email: `${sub}@corp.example`, email_verified: true }),
    }),
    cookies: { keys: ['oidc-e2e-cookie-key'] },
    // Lifetimes named, so the provider does not warn about its defaults.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  handler.handle = provider.callback();
  return { issuer, clientId, clientSecret, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
