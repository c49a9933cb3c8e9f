// Blade's lockout, per account and client address: after `account.failCount` sign-ins from one address that were
// not the right password within 30 minutes, that account is refused from that address until the window passes or an
// administrator unlocks it. An owner at another address still signs in: an attacker cannot lock them out. Guesses
// spread over many addresses meet a second, higher limit on the account as a whole (ACCOUNT_FACTOR x failCount).
//
// Each attempt is counted BEFORE its password is checked, and the count and the decision are one SQL statement:
// two upserts on one row per (tenant, account, address) and one per (tenant, account), whose row locks order
// concurrent attempts, so thirty guesses at once cannot all see the count of none. A right password clears the
// counts of its address and of the account. Rows live in Postgres, so the lock survives restarts and holds across
// API instances.
import type { SqlReader } from './sql-reader.ts';
import { Prisma } from '../prisma.ts';

export const LOCKOUT_WINDOW_MS = 30 * 60 * 1000;
/** The account-wide limit is this many times the per-address one: slack for an owner, a cap for a botnet. */
export const ACCOUNT_FACTOR = 4;
/** The row that counts an account's attempts over every address. */
const EVERY_ADDRESS = '';

const WINDOW = Prisma.sql`make_interval(secs => ${LOCKOUT_WINDOW_MS / 1000})`;

/** Who attempts a sign-in, within a tenant. */
export type Attempt = { account: string; address: string };

export function createLoginLockout(sql: SqlReader) {
  return {
    /**
     * Counts one attempt and answers whether it may be checked: false when its address, or the account as a whole,
     * is past its limit. An attempt refused at its address is not counted on the account, so one address guessing
     * on does not lock the account everywhere. `failLimit` <= 0 turns the lockout off.
     */
    async admit(tenantId: string, { account, address }: Attempt, failLimit: number): Promise<boolean> {
      if (failLimit <= 0) return true;
      const upsert = (who: Prisma.Sql) => Prisma.sql`
        ON CONFLICT (tenant_id, account, address) DO UPDATE SET
          failures = CASE WHEN blade_login_attempt.window_start <= now() - ${WINDOW} THEN 1 ELSE blade_login_attempt.failures + 1 END,
          window_start = CASE WHEN blade_login_attempt.window_start <= now() - ${WINDOW} THEN now() ELSE blade_login_attempt.window_start END
        RETURNING ${who}::text AS who, failures`;
      const rows = await sql.prepared<{ who: string; failures: number }>(Prisma.sql`
        WITH at_address AS (
          INSERT INTO blade_login_attempt (tenant_id, account, address, failures, window_start)
          VALUES (${tenantId}, ${account}, ${address}, 1, now())
          ${upsert(Prisma.sql`'address'`)}
        ), whole AS (
          INSERT INTO blade_login_attempt (tenant_id, account, address, failures, window_start)
          SELECT ${tenantId}, ${account}, ${EVERY_ADDRESS}, 1, now() FROM at_address WHERE failures <= ${failLimit}
          ${upsert(Prisma.sql`'account'`)}
        )
        SELECT who, failures FROM at_address UNION ALL SELECT who, failures FROM whole`);
      const count = (who: string) => rows.find((r) => r.who === who)?.failures;
      return (count('address') ?? 0) <= failLimit && count('account') !== undefined && count('account')! <= failLimit * ACCOUNT_FACTOR;
    },
    /** The right password: its address starts afresh, and so does the account. Windows long past are swept. */
    async succeeded(tenantId: string, { account, address }: Attempt): Promise<void> {
      await sql.prepared(Prisma.sql`
        DELETE FROM blade_login_attempt
        WHERE (tenant_id = ${tenantId} AND account = ${account} AND address IN (${address}, ${EVERY_ADDRESS}))
           OR window_start < now() - ${WINDOW}`);
    },
    /** The `unlock` action: every count of these accounts, at every address. */
    async clear(tenantId: string, accounts: string[]): Promise<void> {
      if (!accounts.length) return;
      await sql.prepared(Prisma.sql`DELETE FROM blade_login_attempt WHERE tenant_id = ${tenantId} AND account = ANY(${accounts}::text[])`);
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
