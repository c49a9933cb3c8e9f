// Blade's /blade-system/topmenu: a tenant's top menus, and `grant`, which replaces the menus each one shows
// (blade_top_menu_setting; `menu/routes?topMenuId=` narrows the side menu to them).
import { topMenuEntity, topMenuRoutes } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';
import { createCrudService } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import { replyStatus } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { nextId } from '../../../db/snowflake.ts';
import type { Services } from '../../../services.ts';
import { missingIds } from '../menu/missing-ids.ts';

export function mountTopMenu(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'menus'>): void {
  const service = createCrudService(
    {
      spec: topMenuEntity,
      model: (db) => db.topMenu,
      defaultOrder: [{ sort: 'asc' }, { id: 'asc' }],
    },
    s.crudDeps,
  );
  mountCrud(mount, topMenuEntity, service);

  mount(topMenuRoutes.grant, async ({ body }) => {
    const topMenuIds = body.topMenuIds.map(BigInt);
    // Another tenant's top menus are out of reach of the scoped read, so they count as unknown.
    const topMenus = await s.db.topMenu.findMany({ where: { id: { in: topMenuIds } }, select: { id: true } });
    const unknownTop = missingIds(body.topMenuIds, topMenus);
    if (unknownTop) throw badRequest('grantUnknownTopMenus', { ids: unknownTop });
    const byId = await s.menus.menuById();
    const unknownMenus = missingIds(body.menuIds, [...byId.values()]);
    if (unknownMenus) throw badRequest('grantUnknownMenus', { ids: unknownMenus });
    await s.db.$transaction(async (tx) => {
      await tx.topMenuSetting.deleteMany({ where: { topMenuId: { in: topMenuIds } } });
      await tx.topMenuSetting.createMany({
        data: topMenuIds.flatMap((topMenuId) => body.menuIds.map((menuId) => ({ id: nextId(), topMenuId, menuId: BigInt(menuId) }))),
      });
    });
    return replyStatus(true);
  });
}
