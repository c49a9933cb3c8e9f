// The top bar's bell (contract inbox.ts): the caller's open tasks and their tenant's published notices with the
// caller's read state. Mounted with the workflow routes, whose task lists it reads. Raw SQL skips the tenancy
// extension, so its tenant condition is explicit.
import type { InboxDto, InboxNoticeReadDto } from '@blade/contract';
import { INBOX_SHOWN, inboxRoutes } from '@blade/contract';
import { AppError } from '../../core/app-error.ts';
import type { Mount } from '../../core/mount-route.ts';
import { unreadNotices } from '../../db/sql/notices.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import { taskUserOf } from './flow-names.ts';
import type { OpenTasks } from './open-tasks.ts';

/**
 * The caller's own tenant's notices whose release time has come (one without a release time is published at once).
 * The tenant is named even though the tenancy layer scopes reads: the platform administrator's reads reach every
 * tenant, and the bell is about their own.
 */
const published = (tenantId: string, now: Date) => ({ tenantId, OR: [{ releaseTime: null }, { releaseTime: { lte: now } }] });

export function mountInbox(mount: Mount, s: Pick<Services, 'db' | 'dictLabels' | 'sql'>, openTasks: OpenTasks): void {
  const category = (value: number) => s.dictLabels.label('notice', value);
  const authorOf = async (userId: bigint | null) => {
    if (userId === null) return '';
    const author = await s.db.user.findFirst({ where: { id: userId }, select: { realName: true, name: true } });
    return author?.realName || author?.name || '';
  };

  mount(inboxRoutes.inbox, async (_input, { user }) => {
    const now = new Date();
    const tasks = await openTasks({ tenantId: user.tenantId, assignee: taskUserOf(user.userId) });
    const latest = await s.db.notice.findMany({
      where: published(user.tenantId, now),
      orderBy: [{ releaseTime: 'desc' }, { id: 'desc' }],
      take: INBOX_SHOWN,
    });
    const read = new Set(
      (
        await s.db.noticeRead.findMany({
          where: { userId: BigInt(user.userId), noticeId: { in: latest.map((n) => n.id) } },
          select: { noticeId: true },
        })
      ).map((r) => r.noticeId),
    );
    const unread = await unreadNotices(s.sql, user.tenantId, BigInt(user.userId), now);
    const inbox: InboxDto = {
      tasks: {
        total: tasks.length,
        records: tasks.slice(0, INBOX_SHOWN).map((t) => ({
          taskId: t.taskId!,
          taskName: t.taskName ?? '',
          processDefinitionName: t.processDefinitionName ?? '',
          createTime: t.createTime ?? '',
          category: t.category ?? '',
          processInstanceId: t.processInstanceId ?? '',
          businessId: t.businessId ?? '',
        })),
      },
      notices: {
        unread,
        records: await Promise.all(
          latest.map(async (n) => ({
            id: String(n.id),
            title: n.title,
            categoryName: await category(n.category),
            releaseTime: (n.releaseTime ?? n.createTime) as unknown as string,
            read: read.has(n.id),
          })),
        ),
      },
    };
    return inbox;
  });

  mount(inboxRoutes.read, async ({ body }, { user }) => {
    const notice = await s.db.notice.findFirst({ where: { id: BigInt(body.id), ...published(user.tenantId, new Date()) } });
    if (!notice) throw new AppError(400, 'notFoundRecord');
    await s.db.noticeRead.createMany({ data: [{ id: nextId(), userId: BigInt(user.userId), noticeId: notice.id }], skipDuplicates: true });
    const opened: InboxNoticeReadDto = {
      id: String(notice.id),
      title: notice.title,
      categoryName: await category(notice.category),
      releaseTime: (notice.releaseTime ?? notice.createTime) as unknown as string,
      author: await authorOf(notice.createUser),
      content: notice.content ?? '',
    };
    return opened;
  });
}
