import { paramEntity } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';
import { createCrudService } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';

export function mountParam(mount: Mount, s: Services): void {
  const service = createCrudService({
    spec: paramEntity,
    model: (db) => db.param,
    defaultOrder: [{ id: 'asc' }],
    prepare: async (body, { db, existing }) => {
      const taken = await db.param.count({ where: { paramKey: body.paramKey, ...(existing ? { id: { not: existing.id } } : {}) } });
      if (taken) throw badRequest('codeExists', { code: body.paramKey });
      return body;
    },
  }, s.crudDeps);
  mountCrud(mount, paramEntity, service);
}
