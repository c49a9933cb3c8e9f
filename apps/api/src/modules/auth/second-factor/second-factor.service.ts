// A user's second factor: enrolment (start, confirm with a first code), the check of a code or recovery code, and
// its removal (by the user, or an administrator's reset). The secret is stored sealed (secret-box.ts) and never
// answered back once the enrolment is confirmed.
import QRCode from 'qrcode';
import { badRequest } from '../../../core/app-error.ts';
import type { Db, DbClient } from '../../../db/prisma.ts';
import { nextId } from '../../../db/snowflake.ts';
import type { Passwords } from '../password.ts';
import type { SecretBox } from './secret-box.ts';
import { matchRecoveryCode, newRecoveryCodes, newRecoverySalt, recoveryDigest } from './recovery-codes.ts';
import { isTotpCode, newTotpSecret, totpStep, totpUri } from './totp.ts';

/** The settings read here (blade_param, through the system domain's param service). */
type Settings = { value(key: string, fallback: string): Promise<string> };

const DEFAULT_ISSUER = 'Blade Console';

type Deps = { db: Db; params: Settings; passwords: Passwords; box: SecretBox };

export function createSecondFactor({ db, params, passwords, box }: Deps) {
  const enrolled = (userId: bigint) => db.userTotp.findFirst({ where: { userId, enabledAt: { not: null } } });

  /** The plain secret of a row; a row stored plain or under a previous key is sealed anew (unless changed meanwhile). */
  async function secretOf(row: { userId: bigint; secret: string }): Promise<string> {
    const { plain, stale } = box.open(row.secret);
    if (stale) await db.userTotp.updateMany({ where: { userId: row.userId, secret: row.secret }, data: { secret: box.seal(plain) } });
    return plain;
  }

  /**
   * Whether `code` is a current authenticator code of the enrolled user, not used before, or one of their unused
   * recovery codes; the code is spent either way (the step remembered, the recovery code marked). Both writes are
   * conditional, so of two requests racing with one code only one succeeds.
   */
  async function spend(userId: bigint, code: string): Promise<boolean> {
    const row = await enrolled(userId);
    if (!row) return false;
    if (isTotpCode(code)) {
      const step = await totpStep(await secretOf(row), code, row.lastStep);
      if (step === undefined) return false;
      const { count } = await db.userTotp.updateMany({
        where: { userId, OR: [{ lastStep: null }, { lastStep: { lt: BigInt(step) } }] },
        data: { lastStep: BigInt(step) },
      });
      return count === 1;
    }
    const unused = await db.userRecoveryCode.findMany({ where: { userId, usedAt: null }, select: { id: true, digest: true } });
    const id = matchRecoveryCode(row.recoverySalt, code, unused);
    if (id === undefined) return false;
    const { count } = await db.userRecoveryCode.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
    return count === 1;
  }

  /** Removes the second factor of these users (their recovery codes too), in `tx` when given. */
  async function remove(client: DbClient, userIds: bigint[]): Promise<void> {
    await client.userRecoveryCode.deleteMany({ where: { userId: { in: userIds } } });
    await client.userTotp.deleteMany({ where: { userId: { in: userIds } } });
  }

  return {
    /** Whether the user has a confirmed second factor (the sign-in asks for a code then). */
    isEnrolled: async (userId: bigint) => !!(await enrolled(userId)),
    spend,

    async status(userId: bigint) {
      const row = await enrolled(userId);
      const recoveryCodesLeft = row ? await db.userRecoveryCode.count({ where: { userId, usedAt: null } }) : 0;
      return { enabled: !!row, recoveryCodesLeft };
    },

    /** A new secret for the user, replacing an unconfirmed one; refused while one is enabled. */
    async start(user: { userId: bigint; account: string; tenantId: string }) {
      if (await enrolled(user.userId)) throw badRequest('secondFactorAlreadyEnabled');
      const secret = newTotpSecret();
      const fresh = { secret: box.seal(secret), enabledAt: null, lastStep: null, recoverySalt: newRecoverySalt() };
      await db.userTotp.upsert({ where: { userId: user.userId }, create: { userId: user.userId, ...fresh }, update: fresh });
      const issuer = (await params.value('system.name', DEFAULT_ISSUER)).trim() || DEFAULT_ISSUER;
      const uri = totpUri(secret, issuer, `${user.account}@${user.tenantId}`);
      return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
    },

    /** Enables the started secret with a current code; answers the recovery codes, the only time they are shown. */
    async confirm(userId: bigint, code: string): Promise<string[]> {
      const row = await db.userTotp.findUnique({ where: { userId } });
      if (!row || row.enabledAt) throw badRequest(row ? 'secondFactorAlreadyEnabled' : 'secondFactorNotStarted');
      const step = await totpStep(box.open(row.secret).plain, code.trim(), null);
      if (step === undefined) throw badRequest('secondFactorInvalid');
      const codes = newRecoveryCodes();
      const enabled = await db.$transaction(async (tx) => {
        const { count } = await tx.userTotp.updateMany({
          where: { userId, enabledAt: null, secret: row.secret },
          data: { enabledAt: new Date(), lastStep: BigInt(step) },
        });
        if (count !== 1) return false;
        await tx.userRecoveryCode.deleteMany({ where: { userId } });
        await tx.userRecoveryCode.createMany({
          data: codes.map((c) => ({ id: nextId(), userId, digest: recoveryDigest(row.recoverySalt, c) })),
        });
        return true;
      });
      // Another confirmation or a new start won the race: this code enabled nothing.
      if (!enabled) throw badRequest('secondFactorNotStarted');
      return codes;
    },

    /** The user turns it off: their password (md5 hex, as at sign-in) and a current code or a recovery code. */
    async disable(userId: bigint, code: string, passwordMd5: string): Promise<void> {
      if (!(await enrolled(userId))) throw badRequest('secondFactorNotEnabled');
      const user = await db.user.findFirst({ where: { id: userId }, select: { password: true } });
      if (!user || !(await passwords.check(passwordMd5.toLowerCase(), user.password)).matches)
        throw badRequest('secondFactorPasswordWrong');
      if (!(await spend(userId, code.trim()))) throw badRequest('secondFactorInvalid');
      await db.$transaction((tx) => remove(tx, [userId]));
    },

    /** An administrator's reset; the caller has checked that these users are theirs to manage. */
    reset: (userIds: bigint[]) => db.$transaction((tx) => remove(tx, userIds)),
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
