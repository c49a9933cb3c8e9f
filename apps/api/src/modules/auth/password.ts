// Passwords arrive md5-hex encoded by the client (as BladeX's consoles send them; Saber 4.x's own password change
// sends the password itself, see md5OfSent). New hashes are bcrypt(md5hex); a legacy
// Blade hash, sha1hex(md5hex), still signs in and is replaced by bcrypt on that sign-in.
import bcrypt from 'bcryptjs';
import { createHash, timingSafeEqual } from 'node:crypto';

const BCRYPT_ROUNDS = 10;
const LEGACY_HASH = /^[0-9a-f]{40}$/i;

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
export const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');

/** The md5 hex of a password as the contract read it: sent as md5 hex, or as itself (Saber 4.x's password change). */
export const md5OfSent = (sent: { md5: string } | { plain: string }) => ('md5' in sent ? sent.md5 : md5Hex(sent.plain));

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
