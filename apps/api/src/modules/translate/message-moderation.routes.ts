// The moderators' side of approve-before-publish: the queue of the caller's tenant's pending messages (holders of
// approve or remove) and approval (holders of approve). Rejecting is removing (message.routes.ts). Both name the
// caller's tenant: the platform administrator's scope spans tenants, and another tenant's queue is not theirs.
import { translateRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { pageOf, pageWindow, replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { MESSAGE_PENDING, MESSAGE_PUBLISHED } from './message-review.ts';

export function mountMessageModeration(mount: Mount, s: Pick<Services, 'db'>): void {
  const messages = s.db.translateMessage;

  mount(translateRoutes.messagePending, async ({ query }, { user }) => {
    const where = { tenantId: user.tenantId, parentId: 0n, status: MESSAGE_PENDING };
    const [rows, total] = await Promise.all([
      messages.findMany({
        where,
        select: { id: true, content: true, createTime: true },
        orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
        ...pageWindow(query),
      }),
      messages.count({ where }),
    ]);
    return pageOf(rows, total, query);
  });

  mount(translateRoutes.messageApprove, async ({ query }, { user }) => {
    const where = { id: { in: query.ids.map(BigInt) }, tenantId: user.tenantId, parentId: 0n };
    // Approving twice changes nothing and is no error; ids of no message of this tenant are.
    if (!(await messages.count({ where }))) throw badRequest('translateMessageMissing');
    await messages.updateMany({ where: { ...where, status: MESSAGE_PENDING }, data: { status: MESSAGE_PUBLISHED } });
    return replyStatus(true);
  });
}
