// The passkey ceremonies as the console runs them, through the real server: options from the API, the (software)
// authenticator's answer, and the answer sent back; for enrolment from 个人信息 and for the sign-in.
import request from 'supertest';
import type { TestApp } from '../test-app.ts';
import { tokenRequest } from '../test-app.ts';
import type { SoftAuthenticator, Tamper } from './soft-authenticator.ts';

/** The relying party the passkey tests configure (WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN). */
export const RP = { rpId: 'console.test', origins: ['https://console.test'] };

export const authed = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });

/** Asks for registration options as `token`'s user: the answer's body. */
export async function registerOptions(t: TestApp, token: string) {
  const res = await request(t.server).post('/api/blade-auth/passkey/register-options').set(authed(token));
  if (!res.body.success) throw new Error(`register options: ${JSON.stringify(res.body)}`);
  return res.body.data as { challenge: string; user: { id: string; name: string } };
}

/** Enrols a passkey of `authenticator` for `token`'s user under `name`: the answer (the passkey, or the refusal). */
export async function enrolPasskey(t: TestApp, token: string, authenticator: SoftAuthenticator, name: string, tamper: Tamper = {}) {
  const options = await registerOptions(t, token);
  return request(t.server)
    .post('/api/blade-auth/passkey/register')
    .set(authed(token))
    .send({ name, response: authenticator.register(options, tamper) });
}

export async function signInOptions(t: TestApp): Promise<{ challenge: string }> {
  const res = await request(t.server).post('/api/blade-auth/passkey/sign-in-options');
  if (!res.body.success) throw new Error(`sign-in options: ${JSON.stringify(res.body)}`);
  return res.body.data as { challenge: string };
}

/** Sends an assertion to the token endpoint's passkey grant, as the console does. */
export const sendAssertion = (t: TestApp, assertion: unknown, headers: Record<string, string> = {}) =>
  tokenRequest(t, {}, headers)
    .type('form')
    .send({ grant_type: 'passkey', passkey: JSON.stringify(assertion) });

/** A whole passkey sign-in with credential `index` of `authenticator`: the token endpoint's answer. */
export async function passkeySignIn(
  t: TestApp,
  authenticator: SoftAuthenticator,
  options: { index?: number; tamper?: Tamper; headers?: Record<string, string> } = {},
) {
  const challenge = await signInOptions(t);
  return sendAssertion(t, authenticator.assert(challenge, options.index ?? 0, options.tamper), options.headers);
}
