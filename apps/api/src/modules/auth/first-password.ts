// Passwords the server makes for someone else (a new tenant's admin, an administrator's reset, an import): random,
// readable aloud and typed without doubt, shown once to whoever asked, valid for a while only, and to be changed by
// the holder at the first sign-in (password-change-gate.ts). No shared, well-known first password exists: whoever
// learns a tenant's id cannot guess its admin's password before the owner signs in.
import { randomInt } from 'node:crypto';
import { md5Hex, sha1Hex } from './password.ts';
import type { Services } from '../../services.ts';

/** Letters and digits without the ones read alike (0/O/o, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 14 of 56 symbols: about 81 bits, beyond guessing through the sign-in's rate limit and lockout. */
export const GENERATED_PASSWORD_LENGTH = 14;

/** A new random password from the crypto generator. */
export function generatePassword(): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/** The parameter that says how many hours a password someone else set stays valid unused. */
export const FIRST_PASSWORD_HOURS_PARAM = 'account.initPasswordHours';
const DEFAULT_HOURS = 72;

/** The hours a password someone else set stays valid (at least one). */
export async function firstPasswordHours(s: Pick<Services, 'params'>): Promise<number> {
  const hours = await s.params.numberValue(FIRST_PASSWORD_HOURS_PARAM, DEFAULT_HOURS);
  return Number.isFinite(hours) && hours >= 1 ? hours : DEFAULT_HOURS;
}

/** The columns of a password someone else set: change it at the first sign-in, sign in with it until `hours` pass. */
export const setBySomeoneElse = (hours: number, now = Date.now()) => ({
  passwordChangeRequired: true,
  passwordExpiresAt: new Date(now + hours * 3_600_000),
});

/** The columns of a password its holder chose. */
export const chosenByHolder = { passwordChangeRequired: false, passwordExpiresAt: null };

/** Whether a user's password was set by someone else and has passed its time unused. */
export const firstPasswordExpired = (user: { passwordChangeRequired: boolean; passwordExpiresAt: Date | null }, now = new Date()) =>
  user.passwordChangeRequired && user.passwordExpiresAt !== null && user.passwordExpiresAt <= now;

/**
 * The stored hash of a generated password: Blade's own sha1(md5) form, which the sign-in accepts and replaces with
 * bcrypt at the first sign-in (password.ts). bcrypt's cost protects passwords people choose, which can be guessed;
 * 81 random bits cannot be, by any hash, and an import of 5000 accounts would otherwise spend minutes hashing.
 */
export const generatedPasswordHash = (password: string): string => sha1Hex(md5Hex(password));

/** A generated password and its stored hash. */
export function issuePassword(): { password: string; hash: string } {
  const password = generatePassword();
  return { password, hash: generatedPasswordHash(password) };
}
