// Recovery codes: ten single-use codes shown once at enrolment, for a lost phone. 10 symbols of 32 (50 bits) each:
// with the sign-in's lockout in front, guessing one is out of reach. Kept as SHA-256 digests salted per user (a
// fast hash suffices for 50 random bits; the salt keeps one table of digests from serving every user), compared in
// constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the ones read alike (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** A new code, `xxxxx-xxxxx`. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < HALF * 2; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

export const newRecoverySalt = (): string => randomBytes(16).toString('hex');

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** The stored digest of a code as typed: case, spaces and dashes do not matter. */
export function recoveryDigest(salt: string, code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`${salt}:${normalized}`).digest('hex');
}

/** The id of the stored code `code` matches, comparing with every one in constant time. */
export function matchRecoveryCode<T extends { id: bigint; digest: string }>(
  salt: string,
  code: string,
  stored: readonly T[],
): bigint | undefined {
  const typed = Buffer.from(recoveryDigest(salt, code), 'hex');
  let found: bigint | undefined;
  for (const row of stored) {
    const digest = Buffer.from(row.digest, 'hex');
    if (digest.length === typed.length && timingSafeEqual(digest, typed)) found = row.id;
  }
  return found;
}
