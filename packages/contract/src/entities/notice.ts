// Notices of the desk: Blade's map-filtered list (title like, category_equal, releaseTime_datege/_datelt).
import { z } from 'zod';
import { defineEntity, zInt, zRequiredText } from '../crud.ts';
import { defineRoute, tokenAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';
import { zBladeDateText } from './user.ts';

/**
 * Blade's limit on a notice's content, counted here on its visible text (the characters a reader sees): counted on
 * the HTML, as Blade does, a one-page Word notice with a table could not be saved. The markup has its own, generous
 * cap so a request stays bounded.
 */
export const NOTICE_CONTENT_MAX = 2000;
export const NOTICE_HTML_MAX = 200_000;

export const noticeEntity = defineEntity({
  name: 'notice',
  base: '/blade-desk/notice',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    title: z.string(),
    category: z.number(),
    categoryName: z.string(),
    releaseTime: z.string().nullable(),
    content: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    title: zRequiredText(255),
    category: zInt.min(1).max(6),
    releaseTime: zBladeDateText.optional().nullable(),
    content: z.string().max(NOTICE_HTML_MAX).optional().nullable(),
  }),
  filters: { ...baseFilters, tenantId: 'string', title: 'string', category: 'int', releaseTime: 'date', content: 'string' },
  listStyle: 'map',
  sortable: ['createTime', 'releaseTime', 'title', 'category'],
  permission: 'notice',
  scope: 'tenant',
  actions: ['list', 'page', 'detail', 'submit', 'remove'],
});

export const noticeRoutes = {
  notices: defineRoute({
    method: 'GET',
    path: '/blade-desk/notice/notices',
    aliases: ['/blade-desk/notice/my-notices'],
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(z.object({ id: z.string(), title: z.string(), type: z.string(), datetime: z.string() })),
    summary: "The top bar's demo notices (static data, as Blade)",
  }),
};
