// BladeX's SMS validation codes (SmsCode): `send-validate` sends a six-digit code to one phone and answers an id;
// `validate-message` checks id, phone and code. The code is kept only as a digest, for VALIDATION_MINUTES, used once,
// and refused after MAX_ATTEMPTS wrong guesses (six digits would otherwise fall to a million tries).
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { DbClient } from '../../../db/prisma.ts';

const DIGITS = 6;
const VALIDATION_MINUTES = 30;
const MAX_ATTEMPTS = 5;

const digestOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/** A new code for `phone`, stored as a digest; expired codes of the tenant go at the same time. */
export async function issueValidation(db: DbClient, phone: string): Promise<{ id: string; code: string }> {
  const id = randomUUID().replace(/-/g, '');
  const code = String(randomInt(0, 10 ** DIGITS)).padStart(DIGITS, '0');
  const now = Date.now();
  await db.smsValidation.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
  await db.smsValidation.create({
    data: { id, phone, codeHash: digestOf(id, code), expiresAt: new Date(now + VALIDATION_MINUTES * 60_000) },
  });
  return { id, code };
}

/**
 * True when `code` is the one sent to `phone` under `id`, still valid: it is then used up. Each check counts as an
 * attempt first (one statement, so parallel guesses are counted too), so no code takes more than MAX_ATTEMPTS.
 */
export async function checkValidation(db: DbClient, id: string, phone: string, code: string): Promise<boolean> {
  const live = { id, phone, expiresAt: { gt: new Date() } };
  const { count } = await db.smsValidation.updateMany({
    where: { ...live, attempts: { lt: MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (count === 0) return false;
  const row = await db.smsValidation.findFirst({ where: live, select: { codeHash: true } });
  if (!row || row.codeHash !== digestOf(id, code.trim())) return false;
  // Used once: of two right answers sent together, only the one that removes the row succeeds.
  return (await db.smsValidation.deleteMany({ where: { id } })).count === 1;
}
