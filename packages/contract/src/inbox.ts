// The top bar's bell: what is waiting for the signed-in user. Their open tasks and their tenant's published
// notices with a read state of their own (not in Blade, whose top-notice shows static demo data: the demo route
// `notice/notices` stays for Blade clients).
import { z } from 'zod';
import { ZId } from './common.ts';
import { defineRoute, tokenAccess } from './route.ts';

export type InboxTaskDto = {
  taskId: string; taskName: string; processDefinitionName: string; createTime: string;
  category: string; processInstanceId: string; businessId: string;
};
export type InboxNoticeDto = { id: string; title: string; categoryName: string; releaseTime: string; read: boolean };

export type InboxDto = {
  /** The caller's open tasks: how many, and the latest few. */
  tasks: { total: number; records: InboxTaskDto[] };
  /** Published notices (release time reached): how many the caller has not read, and the latest few. */
  notices: { unread: number; records: InboxNoticeDto[] };
};

/** A notice opened from the bell (any user of its tenant may read a published notice). */
export type InboxNoticeReadDto = { id: string; title: string; categoryName: string; releaseTime: string; content: string };

/** How many of each the bell lists. */
export const INBOX_SHOWN = 5;

export const inboxRoutes = {
  inbox: defineRoute({
    method: 'GET', path: '/blade-desk/notice/inbox', access: tokenAccess, response: 'envelope',
    summary: "The caller's open tasks and their tenant's published notices with the caller's read state",
  }),
  read: defineRoute({
    method: 'POST', path: '/blade-desk/notice/read', access: tokenAccess, response: 'envelope', body: z.object({ id: ZId }),
    summary: 'Opens a published notice of the caller\'s tenant and marks it read for them; answers the notice',
  }),
};
