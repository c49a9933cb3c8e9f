import { clientEntity } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';
import { createCrudService } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';

export function mountClient(mount: Mount, s: Services): void {
  const service = createCrudService({
    spec: clientEntity,
    model: (db) => db.client,
    defaultOrder: [{ id: 'asc' }],
    prepare: async (body, { db, existing }) => {
      const taken = await db.client.count({ where: { clientId: body.clientId, ...(existing ? { id: { not: existing.id } } : {}) } });
      if (taken) throw badRequest('codeExists', { code: body.clientId });
      return body;
    },
  }, s.crudDeps);
  mountCrud(mount, clientEntity, service);
}
