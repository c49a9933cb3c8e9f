// The challenges of passkey ceremonies, kept server-side (blade_passkey_challenge) so any API instance can check one
// another issued. Each is taken by one answer only: a conditional DELETE, so of two requests racing with one
// challenge exactly one gets it, and a replayed answer finds nothing.
import type { Db } from '../../../db/prisma.ts';

/** How long the browser has to answer: the options' timeout as well. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type CeremonyPurpose = 'register' | 'sign-in';

export function createPasskeyChallenges(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Keeps a new challenge; expired ones are swept on the way (indexed on expires_at). */
    async keep(challenge: string, purpose: CeremonyPurpose, userId: bigint | null): Promise<void> {
      const at = now();
      await db.$transaction([
        db.passkeyChallenge.deleteMany({ where: { expiresAt: { lt: at } } }),
        db.passkeyChallenge.create({ data: { challenge, purpose, userId, expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS) } }),
      ]);
    },

    /** Whether `challenge` was issued for this purpose (and user) and is unexpired and unused; a match is used up. */
    async take(challenge: string, purpose: CeremonyPurpose, userId: bigint | null): Promise<boolean> {
      const { count } = await db.passkeyChallenge.deleteMany({ where: { challenge, purpose, userId, expiresAt: { gt: now() } } });
      return count === 1;
    },
  };
}

export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>;
