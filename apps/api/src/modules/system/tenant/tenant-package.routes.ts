import { tenantPackageEntity, tenantPackageRoutes } from '@blade/contract';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';
import { assertMenusExist } from './tenant-package.ts';

const fields = recordFields(tenantPackageEntity.record);

/** /blade-system/tenant-package: named menu sets that bound what a tenant can be granted (platform rows). */
export function mountTenantPackage(mount: Mount, s: Pick<Services, 'crudDeps' | 'db'>): void {
  const service = createCrudService(
    {
      spec: tenantPackageEntity,
      model: (db) => db.tenantPackage,
      defaultOrder: [{ id: 'asc' }],
      prepare: async (body, { db }) => {
        await assertMenusExist(db, body.menuId);
        return body;
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, tenantPackageEntity, service);

  mount(tenantPackageRoutes.select, async () => (await s.db.tenantPackage.findMany({ orderBy: { id: 'asc' } })).map(fields));
}
