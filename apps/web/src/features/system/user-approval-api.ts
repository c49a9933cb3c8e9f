// The 待审核 routes of blade-system (user-approval in the contract).
import type { Applicant, ApprovalState } from '@blade/contract';
import { call } from '../../api/client.ts';
import * as approvalRoutes from '../../generated/routes/user-approval.ts';

export type { Applicant, ApprovalState };

export const fetchApplicants = (current: number, size: number, status: ApprovalState, account?: string) =>
  call(approvalRoutes.list, { query: { current, size, status, account: account || undefined } });
export const approveApplicant = (id: string, roleId: string, deptId: string) =>
  call(approvalRoutes.approve, { body: { id, roleId, deptId } });
export const rejectApplicant = (id: string, reason: string) => call(approvalRoutes.reject, { body: { id, reason } });
