// The caller's own second factor (个人信息): status, enrolment, turning it off.
import { secondFactorRoutes } from '@blade/contract';
import { replyStatus } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { secondFactorModeOf, secondFactorRequired } from './second-factor-policy.ts';
import type { Services } from '../../../services.ts';

const r = secondFactorRoutes;

export function mountSecondFactorRoutes(mount: Mount, s: Pick<Services, 'db' | 'secondFactor'>): void {
  mount(r.status, async (_input, { user }) => {
    const tenant = await s.db.tenant.findFirst({ where: { tenantId: user.tenantId }, select: { secondFactor: true } });
    const required = secondFactorRequired(secondFactorModeOf(tenant?.secondFactor), user.roleAliases);
    return { ...(await s.secondFactor.status(BigInt(user.userId))), required };
  });
  mount(r.start, (_input, { user }) =>
    s.secondFactor.start({ userId: BigInt(user.userId), account: user.account, tenantId: user.tenantId }),
  );
  mount(r.confirm, async ({ body }, { user }) => ({ recoveryCodes: await s.secondFactor.confirm(BigInt(user.userId), body.code) }));
  mount(r.disable, async ({ body }, { user }) => {
    await s.secondFactor.disable(BigInt(user.userId), body.code, body.password);
    return replyStatus(true);
  });
}
