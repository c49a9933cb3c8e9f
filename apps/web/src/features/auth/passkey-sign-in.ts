// The passkey sign-in, loaded when its button is pressed (never with the /login page: @simplewebauthn/browser and
// these calls stay out of its chunk). Options from the server, the browser's passkey prompt, then the token endpoint's
// passkey grant, which answers the token a password sign-in does.
import type { TFunction } from 'i18next';
import { browserSupportsWebAuthn, startAuthentication, WebAuthnError } from '@simplewebauthn/browser';
import { call } from '../../api/client.ts';
import * as authRoutes from '../../generated/routes/auth.ts';
import * as passkeyRoutes from '../../generated/routes/passkey.ts';
import type { TokenReply } from '../../session/auth-api.ts';

/** The sign-in page shows refusals next to its form, so no call here toasts. */
const quiet = { meta: { isToken: false, silent: true } } as const;

/** Signs in to `tenantId` with a passkey the person picks; throws an Error whose message the page shows. */
export async function signInWithPasskey(tenantId: string, t: TFunction<['auth']>): Promise<TokenReply> {
  if (!browserSupportsWebAuthn()) throw new Error(t('auth:passkey.unsupported'));
  const options = await call(passkeyRoutes.signInOptions, {}, quiet);
  let assertion;
  try {
    assertion = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    // Cancelled, timed out, or no passkey of this site on the device: the browser does not say which.
    if (error instanceof WebAuthnError || (error instanceof Error && error.name === 'NotAllowedError')) {
      throw new Error(t('auth:passkey.cancelled'), { cause: error });
    }
    throw error;
  }
  const reply: TokenReply = await call(
    authRoutes.token,
    { form: { grant_type: 'passkey', passkey: JSON.stringify(assertion), tenantId, scope: 'all' } },
    { ...quiet, headers: { 'Tenant-Id': tenantId } },
  );
  if (reply.error_description) throw new Error(reply.error_description);
  return reply;
}
