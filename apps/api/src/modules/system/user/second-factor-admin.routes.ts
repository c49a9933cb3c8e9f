// The administrators' side of the second factor: resetting users' (a lost phone) and the tenant's rule of who must
// have one. A tenant's admin reaches only their own tenant: users are read through the tenant scope, and the tenant
// table, which is not scoped, is checked against the caller here.
import { secondFactorRoutes } from '@blade/contract';
import { AppError, badRequest, forbidden } from '../../../core/app-error.ts';
import { replyStatus } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { seesAllTenants } from '../../../lib/request-context.ts';
import { secondFactorModeOf, secondFactorRequired } from '../../auth/second-factor/second-factor-policy.ts';
import type { Services } from '../../../services.ts';
import { assertMayChangeAccounts } from './account-policy.ts';

const r = secondFactorRoutes;

/** The tenant the caller names, or their own; only the platform administrator names another. */
function tenantOf(user: AuthUser, named: string | undefined): string {
  const tenantId = named || user.tenantId;
  if (tenantId !== user.tenantId && !seesAllTenants(user)) throw forbidden();
  return tenantId;
}

export function mountSecondFactorAdmin(mount: Mount, s: Pick<Services, 'db' | 'secondFactor'>): void {
  mount(r.reset, async ({ query }, { user }) => {
    // Through the tenant scope: another tenant's user is not found, and the whole reset is refused.
    const found = await s.db.user.findMany({ where: { id: { in: query.userIds.map(BigInt) } }, select: { id: true } });
    if (found.length !== new Set(query.userIds).size) throw new AppError(404, 'notFoundRecord');
    await assertMayChangeAccounts(s.db, user, query.userIds);
    await s.secondFactor.reset(found.map((u) => u.id));
    return replyStatus(true);
  });

  mount(r.tenantMode, async ({ query }, { user }) => {
    const tenantId = tenantOf(user, query.tenantId);
    const tenant = await s.db.tenant.findFirst({ where: { tenantId }, select: { secondFactor: true } });
    if (!tenant) throw badRequest('tenantNotFound');
    return { tenantId, mode: secondFactorModeOf(tenant.secondFactor) };
  });

  mount(r.setTenantMode, async ({ query }, { user }) => {
    const tenantId = tenantOf(user, query.tenantId);
    // A rule that would send its own author to the enrolment screen is refused: they enrol first.
    const bindsCaller = tenantId === user.tenantId && secondFactorRequired(query.mode, user.roleAliases);
    if (bindsCaller && !(await s.secondFactor.isEnrolled(BigInt(user.userId)))) throw badRequest('secondFactorEnrolFirst');
    const { count } = await s.db.tenant.updateMany({ where: { tenantId }, data: { secondFactor: query.mode } });
    if (!count) throw badRequest('tenantNotFound');
    return replyStatus(true);
  });
}
