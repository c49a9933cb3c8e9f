// 待审核 (user-approval.service.ts): HTTP only.
import { userApprovalRoutes } from '@blade/contract';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';
import { createUserApproval } from './user-approval.service.ts';

export function mountUserApproval(mount: Mount, s: Pick<Services, 'db' | 'logs'>): void {
  const approval = createUserApproval(s);
  mount(userApprovalRoutes.list, ({ query }) => approval.list(query));
  mount(userApprovalRoutes.approve, ({ body }, { user, req }) => approval.approve(body, { caller: user, req }));
  mount(userApprovalRoutes.reject, ({ body }, { user, req }) => approval.reject(body, { caller: user, req }));
}
