// 待审核: the applications of self-registered accounts (register-guest.service.ts marks them pending). Reads and writes
// go through the tenancy scope, so a tenant's administrator reaches their own tenant's applicants only (another
// tenant's is answered as one that does not exist); the platform administrator reaches every tenant's. Approval
// takes the checks of a user update: a role and a dept of the applicant's tenant, a role the approver may grant.
import type { ApprovalState } from '@blade/contract';
import type { Request } from 'express';
import { badRequest } from '../../../core/app-error.ts';
import { pageOf, pageWindow, replyStatus, type PageRequest } from '../../../core/envelope.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import type { Services } from '../../../services.ts';
import { assertMayChangeLinks } from './account-policy.ts';
import { assertLinksOfTenant, lockTenantAccounts, replaceRoles } from './user-links.ts';

type ListQuery = PageRequest & { status: ApprovalState; account?: string | undefined };
type Decision = { caller: AuthUser; req: Request };

export function createUserApproval(s: Pick<Services, 'db' | 'logs'>) {
  const { db } = s;

  /** The applicant with this id, pending; refused as not found (another tenant's too) or as not pending. */
  async function pendingApplicant(id: string) {
    const user = await db.user.findFirst({
      where: { id: BigInt(id) },
      select: { id: true, tenantId: true, account: true, approvalStatus: true },
    });
    if (!user) throw badRequest('notFoundRecord');
    if (user.approvalStatus !== 'pending') throw badRequest('approvalNotPending');
    return user;
  }

  /** Written to the usual log (通用日志) with the approver and the request. */
  const record = (decision: Decision, tenantId: string, logId: string, logData: string) =>
    s.logs.usual({ tenantId, logId, logData, req: decision.req, user: decision.caller });

  return {
    async list(query: ListQuery) {
      const where = { approvalStatus: query.status, ...(query.account ? { account: { contains: query.account } } : {}) };
      const [rows, total] = await Promise.all([
        db.user.findMany({ where, orderBy: [{ createTime: 'asc' }, { id: 'asc' }], ...pageWindow(query) }),
        db.user.count({ where }),
      ]);
      const tenants = await db.tenant.findMany({
        where: { tenantId: { in: [...new Set(rows.map((r) => r.tenantId))] } },
        select: { tenantId: true, tenantName: true },
      });
      const tenantName = new Map(tenants.map((t) => [t.tenantId, t.tenantName]));
      const records = rows.map((u) => ({
        id: String(u.id),
        account: u.account,
        name: u.realName ?? u.name ?? '',
        tenantId: u.tenantId,
        tenantName: tenantName.get(u.tenantId) ?? '',
        registeredAt: u.createTime,
        source: u.approvalSource ?? 'register',
        status: u.approvalStatus as ApprovalState,
        reason: u.approvalReason,
        decidedAt: u.approvalTime,
      }));
      return pageOf(records, total, query);
    },

    async approve(body: { id: string; roleId: string; deptId: string }, decision: Decision) {
      const user = await pendingApplicant(body.id);
      const links = { roleIds: [body.roleId], deptIds: [body.deptId] };
      await db.$transaction(async (tx) => {
        await lockTenantAccounts(tx, user.tenantId);
        await assertLinksOfTenant(tx, decision.caller, user.tenantId, links);
        await assertMayChangeLinks(tx, decision.caller, [user.id], links);
        // Conditional: of two approvals (or an approval and a rejection) racing, one finds it no longer pending.
        const { count } = await tx.user.updateMany({
          where: { id: user.id, approvalStatus: 'pending' },
          data: { approvalStatus: null, approvalReason: null, approvalTime: new Date(), deptId: body.deptId },
        });
        if (count !== 1) throw badRequest('approvalNotPending');
        await replaceRoles(tx, [user.id], links.roleIds);
      });
      record(decision, user.tenantId, 'user-approve', `${user.account} approved with role ${body.roleId} and dept ${body.deptId}`);
      return replyStatus(true);
    },

    async reject(body: { id: string; reason: string }, decision: Decision) {
      const user = await pendingApplicant(body.id);
      await assertMayChangeLinks(db, decision.caller, [user.id], {});
      const { count } = await db.user.updateMany({
        where: { id: user.id, approvalStatus: 'pending' },
        data: { approvalStatus: 'rejected', approvalReason: body.reason, approvalTime: new Date() },
      });
      if (count !== 1) throw badRequest('approvalNotPending');
      record(decision, user.tenantId, 'user-reject', `${user.account} rejected: ${body.reason}`);
      return replyStatus(true);
    },
  };
}
