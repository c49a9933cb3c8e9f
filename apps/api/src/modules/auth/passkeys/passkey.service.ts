// A user's passkeys: enrolment (options, then the authenticator's answer), the list, rename and removal, and the two
// halves of a passkey sign-in (options; then finding and verifying the passkey an assertion names). The ceremonies'
// checks are @simplewebauthn/server's: challenge (single use, passkey-challenges.ts), origin, RP id hash, user
// verification, signature, counter. Both ceremonies require user verification: a passkey stands for both factors.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import { badRequest } from '../../../core/app-error.ts';
import type { Db } from '../../../db/prisma.ts';
import { nextId } from '../../../db/snowflake.ts';
import { unscoped } from '../../../lib/request-context.ts';
import type { PasskeyChallenges } from './passkey-challenges.ts';
import { CHALLENGE_TTL_MS } from './passkey-challenges.ts';
import type { RelyingParty } from './relying-party.ts';

/** The settings read here (blade_param, through the system domain's param service). */
type Settings = { value(key: string, fallback: string): Promise<string> };

const DEFAULT_RP_NAME = 'Blade Console';

/**
 * The user handle the authenticator keeps with a passkey and answers at sign-in: the user's id, which names no one
 * outside this server (WebAuthn asks for no personal data there).
 */
const userHandleOf = (userId: bigint) => isoUint8Array.fromUTF8String(String(userId));

/** The shape of an assertion, checked before anything is looked up; the library checks the rest. */
const ZAssertion = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: z.string().max(10_000),
    authenticatorData: z.string().max(10_000),
    signature: z.string().max(2_000),
    userHandle: z.string().max(200).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});

const shown = { id: true, name: true, createdAt: true, lastUsedAt: true, deviceType: true, backedUp: true } as const;
const asShown = <T extends { id: bigint }>(row: T) => ({ ...row, id: String(row.id) });

/** The passkey an assertion named, found in the tenant signed into, with the assertion to verify. */
export type NamedPasskey = {
  passkey: { id: bigint; userId: bigint; credentialId: string; publicKey: Uint8Array; counter: bigint; transports: string };
  assertion: AuthenticationResponseJSON;
};

type Deps = { db: Db; params: Settings; challenges: PasskeyChallenges };

export function createPasskeys({ db, params, challenges }: Deps) {
  const refused = () => badRequest('passkeyRefused');

  return {
    list: async (userId: bigint) =>
      (await db.userPasskey.findMany({ where: { userId }, select: shown, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })).map(asShown),

    /** Options for a new discoverable passkey of the caller; their own are excluded, so one authenticator enrols once. */
    async registerOptions(user: { userId: bigint; account: string; realName: string; tenantId: string }, rp: RelyingParty) {
      const own = await db.userPasskey.findMany({ where: { userId: user.userId }, select: { credentialId: true, transports: true } });
      const options = await generateRegistrationOptions({
        rpName: (await params.value('system.name', DEFAULT_RP_NAME)).trim() || DEFAULT_RP_NAME,
        rpID: rp.id,
        userID: userHandleOf(user.userId),
        // What the browser shows when choosing a passkey: the account and its tenant, as the sign-in form asks them.
        userName: `${user.account}@${user.tenantId}`,
        userDisplayName: user.realName || user.account,
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: own.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await challenges.keep(options.challenge, 'register', user.userId);
      return asJson(options);
    },

    /** Verifies the authenticator's answer to the caller's own challenge and keeps the new passkey under `name`. */
    async register(user: { userId: bigint }, name: string, response: RegistrationResponseJSON, rp: RelyingParty) {
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => challenges.take(challenge, 'register', user.userId),
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified) throw badRequest('passkeyEnrolFailed');
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      try {
        const row = await db.userPasskey.create({
          data: {
            id: nextId(),
            userId: user.userId,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: BigInt(credential.counter),
            transports: (response.response.transports ?? []).join(',').slice(0, 200),
            name,
            deviceType: credentialDeviceType,
            backedUp: credentialBackedUp,
          },
          select: shown,
        });
        return asShown(row);
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002') throw badRequest('passkeyAlreadyEnrolled');
        throw error;
      }
    },

    /** Renames one of the user's own passkeys: another user's answers as one that does not exist. */
    async rename(userId: bigint, id: bigint, name: string) {
      const { count } = await db.userPasskey.updateMany({ where: { id, userId }, data: { name } });
      if (count !== 1) throw badRequest('passkeyNotFound');
    },

    async remove(userId: bigint, id: bigint) {
      const { count } = await db.userPasskey.deleteMany({ where: { id, userId } });
      if (count !== 1) throw badRequest('passkeyNotFound');
    },

    /** Options for a sign-in naming no account: the authenticator offers the passkeys it holds for this domain. */
    async signInOptions(rp: RelyingParty) {
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
      await challenges.keep(options.challenge, 'sign-in', null);
      return asJson(options);
    },

    /**
     * The passkey `assertionText` (the token request's `passkey` parameter) names, among tenant `tenantId`'s; refused
     * when the text is no assertion or no such passkey is enrolled there. Nothing is verified yet: the sign-in counts
     * the attempt against its account first (the lockout), then calls `verify`.
     */
    async find(tenantId: string, assertionText: string | undefined): Promise<NamedPasskey> {
      if (!assertionText) throw badRequest('passkeyMissing');
      let parsed: unknown;
      try {
        parsed = JSON.parse(assertionText);
      } catch {
        throw refused();
      }
      const assertion = ZAssertion.safeParse(parsed);
      if (!assertion.success) throw refused();
      // Public: the sign-in knows no user yet, so the tenant is named here, as the sign-in reads name it.
      const passkey = await unscoped(() =>
        db.userPasskey.findFirst({
          where: { tenantId, credentialId: assertion.data.id },
          select: { id: true, userId: true, credentialId: true, publicKey: true, counter: true, transports: true },
        }),
      );
      if (!passkey) throw refused();
      return { passkey, assertion: assertion.data };
    },

    /**
     * Verifies the assertion with the passkey's public key against a sign-in challenge (used up here), and that the
     * authenticator answered for the passkey's own user. A counter that did not grow (a cloned authenticator, or a
     * replay) is refused by the library. On success the counter and last use are kept.
     */
    async verify({ passkey, assertion }: NamedPasskey, rp: RelyingParty): Promise<void> {
      const handle = assertion.response.userHandle;
      if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) throw refused();
      const verification = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge: (challenge) => challenges.take(challenge, 'sign-in', null),
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.counter),
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified) throw refused();
      // Only forward: of two sign-ins racing, the one reporting the lower counter does not move it back.
      await unscoped(() =>
        db.userPasskey.updateMany({
          where: { id: passkey.id, counter: { lte: BigInt(verification.authenticationInfo.newCounter) } },
          data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: new Date() },
        }),
      );
    },
  };
}

/** WebAuthn's options as the envelope's JSON object (they are plain JSON already: strings, numbers, arrays). */
const asJson = <T extends { challenge: string }>(options: T) => options as T & Record<string, unknown>;

const transportsOf = (text: string) => (text ? text.split(',') : undefined);

export type Passkeys = ReturnType<typeof createPasskeys>;
