// Blade's /blade-system/data-scope: the data scopes a menu offers (granted to roles through role/grant and applied
// to lists by data-scope.service.ts). DataScopeVO adds the scope type's label.
import { dataScopeEntity } from '@blade/contract';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';

const fields = recordFields(dataScopeEntity.record);

export function mountDataScope(mount: Mount, s: Pick<Services, 'crudDeps' | 'dictLabels'>): void {
  const service = createCrudService(
    {
      spec: dataScopeEntity,
      model: (db) => db.dataScope,
      defaultOrder: [{ scopeName: 'asc' }, { id: 'asc' }],
      toRecord: async (row) => ({ ...fields(row), scopeTypeName: await s.dictLabels.label('data_scope_type', row.scopeType) }),
      prepare: async ({ menuId, ...body }) => ({ ...body, menuId: BigInt(menuId) }),
    },
    s.crudDeps,
  );
  mountCrud(mount, dataScopeEntity, service);
}
