// Passwords arrive md5-hex encoded by the client (as Saber sends them). New hashes are bcrypt(md5hex); a legacy
// Blade hash, sha1hex(md5hex), still signs in and is replaced by bcrypt on that sign-in.
import bcrypt from 'bcryptjs';
import { createHash, timingSafeEqual } from 'node:crypto';

const BCRYPT_ROUNDS = 10;
const LEGACY_HASH = /^[0-9a-f]{40}$/i;

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
export const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');

export function hashPassword(md5hex: string): Promise<string> {
  return bcrypt.hash(md5hex, BCRYPT_ROUNDS);
}

export type PasswordCheck = { matches: boolean; needsUpgrade: boolean };

export async function checkPassword(md5hex: string, stored: string): Promise<PasswordCheck> {
  if (LEGACY_HASH.test(stored)) {
    const expected = Buffer.from(stored.toLowerCase());
    const actual = Buffer.from(sha1Hex(md5hex));
    return { matches: timingSafeEqual(expected, actual), needsUpgrade: true };
  }
  return { matches: await bcrypt.compare(md5hex, stored), needsUpgrade: false };
}
