// A self-registered account signs in once an administrator approved it (待审核, system/user/user-approval.service.ts).
// Told only to the holder of the right password, after it was checked, as a disabled account is.
import { badRequest } from '../../core/app-error.ts';

export function assertApproved(user: { approvalStatus: string | null; approvalReason: string | null }): void {
  if (user.approvalStatus === 'pending') throw badRequest('accountPending');
  if (user.approvalStatus === 'rejected') throw badRequest('accountRejected', { reason: user.approvalReason ?? '' });
}
