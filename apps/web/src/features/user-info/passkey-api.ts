// Calls of the caller's own passkeys (个人信息). The enrolment loads @simplewebauthn/browser when it starts.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { call } from '../../api/client.ts';
import * as passkeyRoutes from '../../generated/routes/passkey.ts';

export type { Passkey } from '@blade/contract';

export const fetchPasskeys = () => call(passkeyRoutes.list);
export const renamePasskey = (id: string, name: string) => call(passkeyRoutes.rename, { body: { id, name } });
export const removePasskey = (id: string) => call(passkeyRoutes.remove, { query: { id } });

/** The browser's prompt ended without a passkey: this device holds one of the user's already, or it was cancelled. */
export class PasskeyPromptError extends Error {
  constructor(readonly reason: 'already' | 'cancelled') {
    super(reason);
  }
}

/** The enrolment: options from the server, the browser's prompt to create a passkey, its answer kept under `name`. */
export async function enrolPasskey(name: string) {
  const [{ startRegistration }, options] = await Promise.all([import('@simplewebauthn/browser'), call(passkeyRoutes.registerOptions)]);
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }).catch(
    (error: unknown) => {
      const code = (error as { code?: string }).code;
      throw new PasskeyPromptError(code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? 'already' : 'cancelled');
    },
  );
  // Spread: the contract's schema takes any further fields the browser adds (a plain object, not the interface).
  return call(passkeyRoutes.register, { body: { name, response: { ...response, response: { ...response.response } } } });
}
