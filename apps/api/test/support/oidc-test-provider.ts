// A real OpenID Connect provider (oidc-provider) on loopback for the sign-in tests (API and browser), with one confidential client and
// its development login page: any login name signs in as the account of that name, whose e-mail is
// <name>@corp.example. Consent is given on its own page, as a person would click it. `walk` drives a browser's trip
// through those pages (cookies kept, redirects followed) until the provider sends it back to the callback.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestProvider = { issuer: string; clientId: string; clientSecret: string; close: () => Promise<void> };

export async function startTestProvider(redirectUris: string[], clientId = 'blade-console'): Promise<TestProvider> {
  // The issuer names the port, so the server listens first and hands its requests to the provider made after.
  const handler: { handle?: ReturnType<Provider['callback']> } = {};
  const server = createServer((req, res) => void handler.handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientSecret = 'a-long-client-secret-for-the-tests-0123456789';
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
    cookies: { keys: ['oidc-test-cookie-key'] },
    // Lifetimes named, so the provider does not warn about its defaults in every test's output.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  handler.handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Follows `start` (the provider's authorization URL) through login and consent as `login`; answers the callback URL. */
export async function walk(start: string, login: string, callbackPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  let url = start;
  let form: Record<string, string> | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await send(url, form);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(callbackPrefix)) return next;
      url = next.href;
      continue;
    }
    const page = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`no form on the provider's page: ${page.slice(0, 300)}`);
    url = new URL(action, url).href;
    form = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
  }
  throw new Error('the provider never sent the browser back');
}
