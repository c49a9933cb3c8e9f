// Site settings: the site and backstage names (params translate.webName / backend.name, readable by anyone,
// renamed by holders of 修改站点名称; the backstage name is the console's back-office name) and the four page-image slots (list public, emptying a slot for managers; uploads go
// through saveOrUploadFile with imgPositionType), and the message board's approve-before-publish switch (a platform
// param like the site name, off by default; turning it off publishes nothing: pending messages stay in the queue).
import { TRANSLATE_BACK_NAME, TRANSLATE_MESSAGE_REVIEW, TRANSLATE_WEB_NAME, translateRoutes } from '@blade/contract';
import { nextId } from '../../db/snowflake.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { unscoped } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { linkOf } from './file.routes.ts';
import type { PublicTenant } from './public-tenant.ts';
import { MESSAGE_REVIEW_PARAM } from './message-review.ts';

export const SLOTS = [1, 2, 3, 4] as const;

export function mountSite(mount: Mount, s: Pick<Services, 'db' | 'params'>, publicTenant: PublicTenant): void {
  mount(translateRoutes.siteNames, async () => ({
    webName: await s.params.value(TRANSLATE_WEB_NAME, ''),
    backName: await s.params.value(TRANSLATE_BACK_NAME, ''),
    messageReview: (await s.params.value(TRANSLATE_MESSAGE_REVIEW, 'false')) === 'true',
  }));

  mount(translateRoutes.updateMessageReview, async ({ body }) => {
    const paramValue = String(body.enabled);
    await s.db.$transaction(async (tx) => {
      const { count } = await tx.param.updateMany({ where: { paramKey: TRANSLATE_MESSAGE_REVIEW }, data: { paramValue } });
      // An administrator may have deleted the param on the param screen: the switch brings it back.
      if (!count) await tx.param.create({ data: { ...MESSAGE_REVIEW_PARAM, id: nextId(), paramValue } });
    });
    return replyStatus(true);
  });

  mount(translateRoutes.updateSiteNames, async ({ body }) => {
    await s.db.$transaction(async (tx) => {
      // Site names are platform params: a manager may rename them without the param screen's platform rights.
      if (body.webName !== undefined)
        await tx.param.updateMany({ where: { paramKey: TRANSLATE_WEB_NAME }, data: { paramValue: body.webName } });
      await tx.param.updateMany({ where: { paramKey: TRANSLATE_BACK_NAME }, data: { paramValue: body.backName } });
    });
    return replyStatus(true);
  });

  mount(translateRoutes.imageList, async (_input, { req, user }) => {
    const tenantId = await publicTenant(req, user);
    // Visitors see the front page's images: read for the resolved tenant, outside the token's scope.
    const rows = await unscoped(
      async () =>
        await s.db.translateFile.findMany({
          where: { tenantId, imgPositionType: { in: [...SLOTS] } },
          orderBy: { id: 'desc' },
          select: { id: true, imgPositionType: true },
        }),
    );
    return SLOTS.map((slot) => {
      const row = rows.find((r) => r.imgPositionType === slot);
      return { imgPositionType: slot, id: row ? String(row.id) : '', link: row ? linkOf(row.id) : '' };
    });
  });

  mount(translateRoutes.removeImage, async ({ query }, { user }) => {
    // The caller's own slot: tenant 000000's administrator would otherwise empty it in every tenant.
    const where = { tenantId: user.tenantId, imgPositionType: query.imgPositionType };
    const { count } = await s.db.translateFile.updateMany({ where, data: { isDeleted: 1 } });
    return replyStatus(count > 0);
  });
}
