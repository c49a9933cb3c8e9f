// Sealing of the TOTP secrets at rest (AES-256-GCM, node:crypto): a copy of the database (a backup, a read-only
// leak) no longer holds what generates a user's codes. The key is SECRET_KEY, or without it the token signing key
// (JWT_SECRET, or the one kept in DATA_DIR), stretched to 256 bits by HKDF with a purpose of its own, so the two keys
// never coincide. A sealed value reads `v1.<nonce>.<tag>.<ciphertext>` (base64url); anything else is a secret stored
// before sealing. Values sealed under a previous key (the signing key's, before SECRET_KEY was set) still open; such
// a value and a plain one are `stale`, and the service seals them again under the current key.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '../../../core/app-error.ts';

const PREFIX = 'v1.';
const NONCE_BYTES = 12;
const PURPOSE = 'blade-console totp secret v1';

export type SecretBox = {
  seal(plain: string): string;
  /**
   * The plain secret, and whether it should be sealed again under the current key. Throws `secondFactorKeyMismatch`
   * (500) when no key this server knows sealed it.
   */
  open(stored: string): { plain: string; stale: boolean };
};

const keyOf = (material: string) => Buffer.from(hkdfSync('sha256', material, '', PURPOSE, 32));

/** Opens a sealed value with `key`; undefined when the tag does not match (another key, or an altered value). */
function openWith(key: Buffer, sealed: string): string | undefined {
  const [nonce, tag, body] = sealed
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** `previous`: key materials that may have sealed older values (read, never used to seal). */
export function createSecretBox(keyMaterial: string, previous: readonly string[] = []): SecretBox {
  const key = keyOf(keyMaterial);
  const older = previous.filter((m) => m !== keyMaterial).map(keyOf);
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return { plain: stored, stale: true };
      const current = openWith(key, stored);
      if (current !== undefined) return { plain: current, stale: false };
      for (const k of older) {
        const plain = openWith(k, stored);
        if (plain !== undefined) return { plain, stale: true };
      }
      // SECRET_KEY (or the signing key) changed since it was sealed, or the row was altered.
      throw new AppError(500, 'secondFactorKeyMismatch');
    },
  };
}
