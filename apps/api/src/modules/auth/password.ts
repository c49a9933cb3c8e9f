// Passwords arrive md5-hex encoded by the client (as BladeX's consoles send them; Saber 4.x's own password change
// sends the password itself, see md5OfSent). New hashes are bcrypt(md5hex) at the configured cost
// (PASSWORD_HASH_COST); a legacy Blade hash, sha1hex(md5hex), or a bcrypt hash of a lower cost still signs in and is
// replaced on that sign-in. Hashing and comparing run in worker threads (bcrypt-pool.ts).
import bcrypt from 'bcryptjs';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { bcryptCompare, bcryptHash } from './bcrypt-pool.ts';

const LEGACY_HASH = /^[0-9a-f]{40}$/i;

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
export const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');

/** The md5 hex of a password as the contract read it: sent as md5 hex, or as itself (Saber 4.x's password change). */
export const md5OfSent = (sent: { md5: string } | { plain: string }) => ('md5' in sent ? sent.md5 : md5Hex(sent.plain));

export type PasswordCheck = { matches: boolean; needsUpgrade: boolean };

/** Hashing and checking at one bcrypt cost: the app's (services.passwords), from PASSWORD_HASH_COST. */
export function createPasswords(cost: number) {
  let decoy: Promise<string> | undefined;
  return {
    hash: (md5hex: string): Promise<string> => bcryptHash(md5hex, cost),
    /** Whether `md5hex` is the password of `stored`, and whether `stored` should be hashed anew (legacy or cheaper). */
    async check(md5hex: string, stored: string): Promise<PasswordCheck> {
      if (LEGACY_HASH.test(stored)) {
        const expected = Buffer.from(stored.toLowerCase());
        const actual = Buffer.from(sha1Hex(md5hex));
        return { matches: timingSafeEqual(expected, actual), needsUpgrade: true };
      }
      return { matches: await bcryptCompare(md5hex, stored), needsUpgrade: bcrypt.getRounds(stored) < cost };
    },
    /**
     * A hash of nobody's password at this cost: what an unknown account's sign-in is compared with, so it costs what a
     * known one does (a fixed decoy of another cost would tell accounts apart by the time of the answer).
     */
    decoy: (): Promise<string> => (decoy ??= bcryptHash(randomBytes(16).toString('hex'), cost)),
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
