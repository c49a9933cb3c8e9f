// A software WebAuthn authenticator for the API tests, on node:crypto (ES256 keys) and the CBOR encoder
// @simplewebauthn/server ships: it answers registration and sign-in options the way a platform authenticator does
// (attestation "none", discoverable credentials, user verified), and can be told to misbehave, as an attacker's would.
import type { KeyObject } from 'node:crypto';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

type Credential = { id: string; privateKey: KeyObject; userHandle: string; counter: number };

/** How one answer departs from an honest one. */
export type Tamper = {
  /** The origin the browser would put in clientDataJSON (a phishing page's, say). */
  origin?: string;
  /** The RP id the authenticator would hash (a phishing page's domain). */
  rpId?: string;
  /** The signature counter to report instead of the next one. */
  counter?: number;
  /** The user handle to answer instead of the credential's own. */
  userHandle?: string;
  /** Sign with this credential's key while naming another credential id; at enrolment, make a credential of this id. */
  credentialId?: string;
  /** Report the user as not verified (presence only). */
  unverified?: boolean;
};

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

/** `counting`: the authenticator reports a growing counter (a security key); otherwise always 0, as synced passkeys do. */
export function createSoftAuthenticator(origin: string, rpId: string, options: { counting?: boolean } = {}) {
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string, tamper: Tamper) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: tamper.origin ?? origin, crossOrigin: false }));
  const flags = (tamper: Tamper) => FLAG_UP | (tamper.unverified ? 0 : FLAG_UV);

  return {
    credentials,

    /** Answers registration options (PublicKeyCredentialCreationOptionsJSON): a new ES256 credential. */
    register(creation: { challenge: string; user: { id: string } }, tamper: Tamper = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]);
      const rawId = tamper.credentialId ? Buffer.from(isoBase64URL.toBuffer(tamper.credentialId)) : randomBytes(16);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(tamper.rpId ?? rpId),
        Buffer.from([flags(tamper) | FLAG_AT]),
        counterBytes(0),
        Buffer.alloc(16),
        length,
        rawId,
        isoCBOR.encode(cose),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      const id = b64(rawId);
      credentials.push({ id, privateKey, userHandle: creation.user.id, counter: 0 });
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', creation.challenge, tamper)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** Answers sign-in options with credential `index` (the first by default), as AuthenticationResponseJSON. */
    assert(request: { challenge: string }, index = 0, tamper: Tamper = {}) {
      const credential = credentials[index];
      if (!credential) throw new Error(`no credential ${index}`);
      if (options.counting) credential.counter += 1;
      const authData = Buffer.concat([
        sha256(tamper.rpId ?? rpId),
        Buffer.from([flags(tamper)]),
        counterBytes(tamper.counter ?? credential.counter),
      ]);
      const data = clientData('webauthn.get', request.challenge, tamper);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      const id = tamper.credentialId ?? credential.id;
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: tamper.userHandle ?? credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
