// The visitor message board. Reading and posting are public (visitors have no token): the tenant comes from
// publicTenant() and every query names it explicitly inside unscoped(). Replies (parentId) and removals are for
// holders of their own buttons (translate_message_reply, translate_message_delete). Content is stored as the plain text it was sent as; nothing here renders it.
// Public reads show published messages only: while approve-before-publish is on, a new message waits (status
// PENDING) in the moderators' queue (message-moderation.routes.ts) and nothing public reveals it, its replies included.
import { TRANSLATE_BUTTONS, TRANSLATE_MESSAGE_REVIEW, translateRoutes } from '@blade/contract';
import { AppError, badRequest } from '../../core/app-error.ts';
import { pageOf, pageWindow, replyStatus, replySuccess } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { isAdministrator, unscoped } from '../../lib/request-context.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import type { PublicTenant } from './public-tenant.ts';
import { clientAddress, clientKey, createRateLimiter } from '../../core/rate-limit.ts';
import { MESSAGE_PENDING, MESSAGE_PUBLISHED } from './message-review.ts';

type MessageRow = { id: bigint; parentId: bigint; content: string; createTime: Date };
const view = (r: MessageRow) => ({ id: r.id, parentId: r.parentId, content: r.content, createTime: r.createTime });
const SELECT = { id: true, parentId: true, content: true, createTime: true } as const;

/** Whether the caller holds one management button (administrators hold every one). */
export function createHoldsButton(s: Pick<Services, 'config' | 'db' | 'menus'>) {
  return async (user: AuthUser | undefined, code: string) =>
    Boolean(user && (isAdministrator(user) || (await s.menus.hasPermission(user, code))));
}

export function mountMessages(
  mount: Mount,
  s: Pick<Services, 'config' | 'db' | 'menus' | 'params' | 'sql'>,
  publicTenant: PublicTenant,
): void {
  const limiter = createRateLimiter(s.sql, s.config.rateLimits.publicWrite, 'translateRateLimited');
  const holds = createHoldsButton(s);
  // Public routes: visitors have no tenant in their token, so reads and writes name the resolved tenant themselves.
  const messages = s.db.translateMessage;

  mount(translateRoutes.messagePage, async ({ query }, { req, user }) => {
    const tenantId = await publicTenant(req, user);
    const where = { tenantId, parentId: 0n, status: MESSAGE_PUBLISHED };
    const [rows, total] = await unscoped(
      async () =>
        await Promise.all([
          messages.findMany({ where, select: SELECT, orderBy: [{ createTime: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
          messages.count({ where }),
        ]),
    );
    const replies = rows.length
      ? await unscoped(
          async () =>
            await messages.findMany({
              where: { tenantId, parentId: { in: rows.map((r) => r.id) }, status: MESSAGE_PUBLISHED },
              select: SELECT,
              orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
            }),
        )
      : [];
    const records = rows.map((r) => {
      const children = replies.filter((c) => c.parentId === r.id).map(view);
      return { ...view(r), hasChildren: children.length > 0, children };
    });
    return pageOf(records, total, query);
  });

  mount(translateRoutes.messageLazyTree, async ({ query }, { req, user }) => {
    const tenantId = await publicTenant(req, user);
    const parentId = BigInt(query.parentId);
    // The replies of a message awaiting approval are as hidden as the message.
    if (
      parentId !== 0n &&
      !(await unscoped(async () => await messages.count({ where: { id: parentId, tenantId, status: MESSAGE_PUBLISHED } })))
    )
      return [];
    const rows = await unscoped(
      async () =>
        await messages.findMany({
          where: { tenantId, parentId, status: MESSAGE_PUBLISHED },
          select: SELECT,
          orderBy: parentId === 0n ? [{ createTime: 'desc' }, { id: 'desc' }] : [{ createTime: 'asc' }, { id: 'asc' }],
        }),
    );
    const withChildren = rows.length
      ? new Set(
          (
            await unscoped(
              async () =>
                await messages.findMany({
                  where: { tenantId, parentId: { in: rows.map((r) => r.id) }, status: MESSAGE_PUBLISHED },
                  select: { parentId: true },
                  distinct: ['parentId'],
                }),
            )
          ).map((r) => r.parentId),
        )
      : new Set<bigint>();
    return rows.map((r) => ({ ...view(r), hasChildren: withChildren.has(r.id) }));
  });

  mount(translateRoutes.messageSubmit, async ({ body }, { req, user }) => {
    const tenantId = await publicTenant(req, user);
    const parentId = BigInt(body.parentId);
    if (parentId !== 0n) {
      if (!(await holds(user, TRANSLATE_BUTTONS.reply))) throw new AppError(403, 'translateManagerOnly');
      const parent = await messages.findFirst({ where: { id: parentId }, select: { parentId: true, tenantId: true, status: true } });
      if (!parent) throw badRequest('translateMessageMissing');
      if (parent.parentId !== 0n) throw badRequest('translateReplyToReply');
      if (parent.status === MESSAGE_PENDING) throw badRequest('translateReplyToPending');
      await messages.create({ data: { id: nextId(), tenantId: parent.tenantId, parentId, content: body.content } });
      return replySuccess('ok', {}, { pending: false });
    }
    if (!user) await limiter.hit(`message:${tenantId}:${clientKey(req)}`);
    const pending = (await s.params.value(TRANSLATE_MESSAGE_REVIEW, 'false')) === 'true';
    const status = pending ? MESSAGE_PENDING : MESSAGE_PUBLISHED;
    // A visitor has no tenant in a token: the row is written for the resolved tenant, outside the tenant scope.
    await unscoped(
      async () =>
        await messages.create({
          data: { id: nextId(), tenantId, parentId: 0n, content: body.content, clientIp: clientAddress(req), status },
        }),
    );
    return replySuccess(pending ? 'translateMessagePending' : 'ok', {}, { pending });
  });

  mount(translateRoutes.messageRemove, async ({ query }) => {
    const ids = query.ids.map(BigInt);
    const { count } = await messages.updateMany({
      where: { OR: [{ id: { in: ids } }, { parentId: { in: ids } }] },
      data: { isDeleted: 1 },
    });
    return replyStatus(count > 0);
  });
}
