// Passkeys (WebAuthn, not in Blade): a user's own from 个人信息 (enrol several, name, rename, remove), and the options of
// a passkey sign-in. The sign-in itself is the token endpoint's `passkey` grant (auth.ts), so it answers the same
// token as a password sign-in. The options and the browser's answers are WebAuthn's JSON as @simplewebauthn reads them.
import { z } from 'zod';
import { ZId, zNoData, zTime } from './common.ts';
import { defineRoute, publicAccess, tokenAccess } from './route.ts';

/** The token endpoint's grant of a passkey sign-in, and the parameter carrying the browser's assertion (JSON text). */
export const PASSKEY_GRANT = 'passkey';

/** A passkey's name, as the user gives it (a device, a place). */
const zPasskeyName = z.string().trim().min(1, 'v.passkeyName').max(50, 'v.passkeyName');

export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: zTime,
  /** Null until it signs in once. */
  lastUsedAt: zTime.nullable(),
  /** Synced between devices by the platform (multiDevice) or held by one authenticator (singleDevice). */
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.output<typeof ZPasskey>;

/** WebAuthn's options as the server generates them (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
const ZCeremonyOptions = z
  .looseObject({ challenge: z.string() })
  .describe("WebAuthn options JSON, for the browser's navigator.credentials");

/** The browser's RegistrationResponseJSON (startRegistration of @simplewebauthn/browser). */
const ZRegistrationResponse = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000), attestationObject: z.string().max(20_000) }),
});

export const passkeyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/blade-auth/passkey/list',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZPasskey),
    summary: "The caller's passkeys, newest first",
  }),
  registerOptions: defineRoute({
    method: 'POST',
    path: '/blade-auth/passkey/register-options',
    access: tokenAccess,
    response: 'envelope',
    answer: ZCeremonyOptions,
    summary: "Begin enrolling a passkey: options with a single-use challenge (five minutes); the caller's passkeys are excluded",
  }),
  register: defineRoute({
    method: 'POST',
    path: '/blade-auth/passkey/register',
    access: tokenAccess,
    response: 'envelope',
    answer: ZPasskey,
    body: z.object({ name: zPasskeyName, response: ZRegistrationResponse }),
    summary: "Finish the enrolment with the authenticator's answer (a discoverable credential, user verified) and a name",
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/blade-auth/passkey/rename',
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: z.object({ id: ZId, name: zPasskeyName }),
    summary: "Rename one of the caller's passkeys",
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/blade-auth/passkey/remove',
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: ZId }),
    summary: "Remove one of the caller's passkeys: it signs in no more",
  }),
  signInOptions: defineRoute({
    method: 'POST',
    path: '/blade-auth/passkey/sign-in-options',
    access: publicAccess,
    response: 'envelope',
    answer: ZCeremonyOptions,
    summary:
      'Begin a passkey sign-in: options with a single-use challenge (five minutes) and no account named (discoverable credentials); answer with grant_type=passkey',
  }),
};
