// 待审核 (not in Blade): accounts that registered themselves (register-guest, the console's 申请账号, a provider's
// first sign-in) wait for an administrator of their tenant, who approves them with a role and a dept or rejects them
// with a reason the applicant is shown at the next sign-in. The platform administrator sees every tenant's.
import { z } from 'zod';
import { pagingShape, ZId, zNoData, zPage, zTime } from './common.ts';
import { defineRoute, permissionAccess } from './route.ts';

export const APPROVAL_STATES = ['pending', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const ZApplicant = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  /** When the account applied. */
  registeredAt: zTime,
  /** Where the application came from: `register` (register-guest, 申请账号) or a provider's name. */
  source: z.string(),
  status: z.enum(APPROVAL_STATES),
  /** A rejection's reason and time; null while pending. */
  reason: z.string().nullable(),
  decidedAt: zTime.nullable(),
});
export type Applicant = z.output<typeof ZApplicant>;

export const userApprovalRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/blade-system/user-approval/list',
    access: permissionAccess('user_approval'),
    response: 'envelope',
    answer: zPage(ZApplicant),
    query: z.object({
      ...pagingShape,
      status: z.enum(APPROVAL_STATES).default('pending'),
      account: z.string().trim().max(45).optional(),
    }),
    summary: "The caller's tenant's applications (every tenant's for the platform administrator), oldest first",
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/blade-system/user-approval/approve',
    access: permissionAccess('user_approval_approve'),
    response: 'envelope',
    answer: zNoData,
    body: z.object({ id: ZId, roleId: ZId, deptId: ZId }),
    summary: 'Approve a pending application with a role the caller may grant and a dept of its tenant',
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/blade-system/user-approval/reject',
    access: permissionAccess('user_approval_reject'),
    response: 'envelope',
    answer: zNoData,
    body: z.object({ id: ZId, reason: z.string().trim().min(1).max(200) }),
    summary: 'Reject a pending application; the applicant is shown the reason at the next sign-in',
  }),
};
