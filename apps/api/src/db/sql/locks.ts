// Transaction-scoped advisory locks: writes that check, then insert (a free alias, the next version, a fresh tenant
// code), serialise on a key so two of them cannot both pass the check. Released when the transaction ends.
import { Prisma } from '../prisma.ts';
import type { DbClient } from '../prisma.ts';

/** Waits for, then holds until `tx` ends, the lock named `key`. */
export async function lockForTransaction(tx: Pick<DbClient, '$executeRaw'>, key: string): Promise<void> {
  await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
