// 在线用户 and 个人信息's own sessions: the open sessions (sessions.ts) listed and ended. Every read and write goes through
// the tenancy extension, so a tenant's administrator reaches their tenant's sessions only (another tenant's session
// is answered as one that does not exist); a user's own routes add their user id to every condition.
import { sessionRoutes } from '@blade/contract';
import { AppError } from '../../core/app-error.ts';
import { pageOf, pageWindow, replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { DbClient } from '../../db/prisma.ts';
import type { Services } from '../../services.ts';

/** The columns a session is shown with: never its refresh id. */
const shown = {
  id: true,
  userId: true,
  tenantId: true,
  remoteIp: true,
  userAgent: true,
  method: true,
  createdAt: true,
  lastSeenAt: true,
} as const;

type SessionRow = {
  id: string;
  userId: bigint;
  tenantId: string;
  remoteIp: string | null;
  userAgent: string | null;
  method: string;
  createdAt: Date;
  lastSeenAt: Date;
};

/** Sessions that still honour their tokens. */
const open = () => ({ revokedAt: null, expiresAt: { gt: new Date() } });
const byLastSeen = [{ lastSeenAt: 'desc' as const }, { id: 'asc' as const }];

/** The rows with their users' account and name, and the asking token's session marked. */
async function withUsers(db: DbClient, rows: SessionRow[], currentSession: string | undefined) {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.userId))] } },
    select: { id: true, account: true, realName: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((r) => ({
    ...r,
    userId: String(r.userId),
    account: byId.get(r.userId)?.account ?? '',
    realName: byId.get(r.userId)?.realName ?? '',
    current: r.id === currentSession,
  }));
}

export function mountSessionRoutes(mount: Mount, s: Pick<Services, 'db'>): void {
  const { db } = s;

  mount(sessionRoutes.list, async ({ query }, { user }) => {
    const where = {
      ...open(),
      ...(query.tenantId ? { tenantId: query.tenantId } : {}),
      ...(query.account
        ? {
            userId: {
              in: (await db.user.findMany({ where: { account: { contains: query.account } }, select: { id: true } })).map((u) => u.id),
            },
          }
        : {}),
    };
    const [rows, total] = await Promise.all([
      db.authSession.findMany({ where, select: shown, orderBy: byLastSeen, ...pageWindow(query) }),
      db.authSession.count({ where }),
    ]);
    return pageOf(await withUsers(db, rows, user.sessionId), total, query);
  });

  // All or nothing: an id that is not an open session of the caller's tenant (another tenant's, or one already
  // ended) refuses the whole call, so the answer never tells another tenant's session from none.
  mount(sessionRoutes.remove, async ({ query }) => {
    await db.$transaction(async (tx) => {
      const { count } = await tx.authSession.updateMany({ where: { id: { in: query.ids }, ...open() }, data: { revokedAt: new Date() } });
      if (count !== new Set(query.ids).size) throw new AppError(400, 'notFoundRecord');
    });
    return replyStatus(true);
  });

  mount(sessionRoutes.mine, async (_input, { user }) => {
    const rows = await db.authSession.findMany({
      where: { userId: BigInt(user.userId), ...open() },
      select: shown,
      orderBy: byLastSeen,
      take: 200,
    });
    return withUsers(db, rows, user.sessionId);
  });

  mount(sessionRoutes.removeMine, async ({ query }, { user }) => {
    const { count } = await db.authSession.updateMany({
      where: { id: query.id, userId: BigInt(user.userId), ...open() },
      data: { revokedAt: new Date() },
    });
    if (count !== 1) throw new AppError(400, 'notFoundRecord');
    return replyStatus(true);
  });
}
