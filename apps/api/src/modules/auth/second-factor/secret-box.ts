// Sealing of the TOTP secrets at rest (AES-256-GCM, node:crypto): a copy of the database (a backup, a read-only
// leak) no longer holds what generates a user's codes. The key is SECRET_KEY, or without it the token signing key
// (JWT_SECRET, or the one kept in DATA_DIR), stretched to 256 bits by HKDF with a purpose of its own, so the two keys
// never coincide. A sealed value reads `v1.<nonce>.<tag>.<ciphertext>` (base64url); anything else is a secret stored
// before sealing, read as it is and sealed by the service on its next use.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '../../../core/app-error.ts';

const PREFIX = 'v1.';
const NONCE_BYTES = 12;
const PURPOSE = 'blade-console totp secret v1';

export type SecretBox = {
  seal(plain: string): string;
  /** The plain secret; throws `secondFactorKeyMismatch` (500) when the value was sealed under another key. */
  open(stored: string): string;
  /** Whether `stored` is still plain (stored before sealing). */
  isPlain(stored: string): boolean;
};

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, '', PURPOSE, 32));
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [nonce, tag, body] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((p) => Buffer.from(p, 'base64url'));
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        // The tag does not match: another key sealed it (SECRET_KEY or the signing key changed), or the row was altered.
        throw new AppError(500, 'secondFactorKeyMismatch');
      }
    },
    isPlain: (stored) => !stored.startsWith(PREFIX),
  };
}
