// Self-registration (`register-guest`): creates an account with no role. It cannot sign in ("no roles") until an
// administrator grants it one, which is the approval step the console announces.
import { badRequest } from '../../../core/app-error.ts';
import { unscoped } from '../../../core/request-context.ts';
import type { Db } from '../../../db/prisma.ts';
import { nextId } from '../../../db/snowflake.ts';
import { hashPassword, md5Hex } from '../../auth/password.ts';
import type { ParamService } from '../param/param.service.ts';
import { assertAccountQuota, requireActiveTenant } from '../tenant/tenant-guard.ts';

export type GuestRegistration = { tenantId: string; name: string; account: string; password: string };

const MD5_HEX = /^[0-9a-f]{32}$/i;

export function createRegisterGuest(db: Db, params: ParamService) {
  // Public: a visitor has no tenant yet; the form names it, so scoping is lifted.
  return (form: GuestRegistration): Promise<void> => unscoped(async () => {
    if ((await params.value('account.registerUser', 'false')) !== 'true') throw badRequest('registerClosed');
    const tenant = await requireActiveTenant(db, form.tenantId);
    // The console hashes passwords before sending (md5 hex, as at sign-in); other clients may send plain text.
    const md5 = MD5_HEX.test(form.password) ? form.password.toLowerCase() : md5Hex(form.password);
    const password = await hashPassword(md5);
    await db.$transaction(async (tx) => {
      // Serialise registrations of one tenant so the uniqueness and quota checks cannot race.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`register:${form.tenantId}`}))`;
      const taken = await tx.user.count({ where: { tenantId: form.tenantId, account: form.account, isDeleted: 0 } });
      if (taken) throw badRequest('userExists', { account: form.account });
      await assertAccountQuota(tx, tenant);
      await tx.user.create({
        data: { id: nextId(), tenantId: form.tenantId, account: form.account, name: form.name, realName: form.name, password },
      });
    });
  });
}
