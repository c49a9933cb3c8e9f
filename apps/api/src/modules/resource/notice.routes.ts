// The desk's notices: Blade's map-filtered list (title like, category, release time range), detail, submit with
// server-sanitized content, remove; and the top bar's static demo notices.
import { NOTICE_CONTENT_MAX, noticeEntity, noticeRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { sanitizeNotice, visibleLength } from './notice-html.ts';

const fields = recordFields(noticeEntity.record);

/** Blade's NoticeController#notices demo data (the top bar's popover). */
const DEMO_NOTICES = [
  { id: '1', title: '你收到了 14 份新周报', type: 'notice', datetime: '2018-08-09' },
  { id: '2', title: '你推荐的 曲妮妮 已通过第三轮面试', type: 'notice', datetime: '2018-08-08' },
  { id: '3', title: '这种模板可以区分多种通知类型', type: 'notice', datetime: '2018-08-07' },
  { id: '4', title: '左侧图标用于区分不同的类型', type: 'notice', datetime: '2018-08-07' },
  { id: '5', title: '内容不要超过两行字，超出时自动截断', type: 'notice', datetime: '2018-08-07' },
];

export function mountNotice(mount: Mount, s: Pick<Services, 'crudDeps' | 'dates' | 'dictLabels'>): void {
  const service = createCrudService(
    {
      spec: noticeEntity,
      model: (db) => db.notice,
      defaultOrder: [{ releaseTime: 'desc' }, { id: 'desc' }],
      toRecord: async (row) => ({ ...fields(row), categoryName: await s.dictLabels.label('notice', row.category) }),
      prepare: async ({ releaseTime, content, ...body }) => {
        const when = releaseTime ? s.dates.parse(releaseTime) : null;
        if (releaseTime && !when) throw badRequest('badParam', { field: 'releaseTime', reason: 'yyyy-MM-dd HH:mm:ss' });
        const clean = content ? sanitizeNotice(content) : content;
        if (clean && visibleLength(clean) > NOTICE_CONTENT_MAX)
          throw badRequest('noticeContentTooLong', { max: String(NOTICE_CONTENT_MAX) });
        return { ...body, releaseTime: when, content: clean ?? null };
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, noticeEntity, service);
  mount(noticeRoutes.notices, () => DEMO_NOTICES);
}
