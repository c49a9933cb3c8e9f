// Blade's /blade-system/api-scope: the URL patterns a menu's API scopes cover (enforced by api-scope-guard.ts once
// defined). ApiScopeVO adds the scope type's label.
import { apiScopeEntity } from '@blade/contract';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';

const fields = recordFields(apiScopeEntity.record);

export function mountApiScope(mount: Mount, s: Pick<Services, 'crudDeps' | 'dictLabels'>): void {
  const service = createCrudService(
    {
      spec: apiScopeEntity,
      model: (db) => db.apiScope,
      defaultOrder: [{ scopePath: 'asc' }, { id: 'asc' }],
      toRecord: async (row) => ({ ...fields(row), scopeTypeName: await s.dictLabels.label('api_scope_type', row.scopeType) }),
      prepare: async ({ menuId, ...body }) => ({ ...body, menuId: BigInt(menuId) }),
    },
    s.crudDeps,
  );
  mountCrud(mount, apiScopeEntity, service);
}
