// The top bar's bell: what is waiting for the signed-in user. Their open tasks and their tenant's published
// notices with a read state of their own (not in Blade, whose top-notice shows static demo data: the demo route
// `notice/notices` stays for Blade clients).
import { z } from 'zod';
import { ZId, zTime } from './common.ts';
import { defineRoute, tokenAccess } from './route.ts';

const ZInboxTask = z.object({
  taskId: z.string(),
  taskName: z.string(),
  processDefinitionName: z.string(),
  createTime: z.string(),
  category: z.string(),
  processInstanceId: z.string(),
  businessId: z.string(),
});
export type InboxTaskDto = z.infer<typeof ZInboxTask>;
const ZInboxNotice = z.object({ id: z.string(), title: z.string(), categoryName: z.string(), releaseTime: zTime, read: z.boolean() });
export type InboxNoticeDto = z.infer<typeof ZInboxNotice>;

const ZInbox = z.object({
  /** The caller's open tasks: how many, and the latest few. */
  tasks: z.object({ total: z.number(), records: z.array(ZInboxTask) }),
  /** Published notices (release time reached): how many the caller has not read, and the latest few. */
  notices: z.object({ unread: z.number(), records: z.array(ZInboxNotice) }),
});
export type InboxDto = z.infer<typeof ZInbox>;

/**
 * A notice opened from the bell or a home (any user of its tenant may read a published notice). `author`: the name
 * of whoever wrote it ('' when that account is gone).
 */
const ZInboxNoticeRead = z.object({
  id: z.string(),
  title: z.string(),
  categoryName: z.string(),
  releaseTime: zTime,
  author: z.string(),
  content: z.string(),
});
export type InboxNoticeReadDto = z.infer<typeof ZInboxNoticeRead>;

/** How many of each the bell lists. */
export const INBOX_SHOWN = 5;

export const inboxRoutes = {
  inbox: defineRoute({
    method: 'GET',
    path: '/blade-desk/notice/inbox',
    access: tokenAccess,
    response: 'envelope',
    answer: ZInbox,
    summary: "The caller's open tasks and their tenant's published notices with the caller's read state",
  }),
  read: defineRoute({
    method: 'POST',
    path: '/blade-desk/notice/read',
    access: tokenAccess,
    response: 'envelope',
    answer: ZInboxNoticeRead,
    body: z.object({ id: ZId }),
    summary: "Opens a published notice of the caller's tenant and marks it read for them; answers the notice",
  }),
};
