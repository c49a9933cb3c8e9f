import { postEntity, postRoutes } from '@blade/contract';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { seesAllTenants } from '../../../lib/request-context.ts';
import type { Services } from '../../../services.ts';

const fields = recordFields(postEntity.record);

export function mountPost(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'dictLabels'>): void {
  const service = createCrudService({
    spec: postEntity,
    model: (db) => db.post,
    toRecord: async (row) => ({ ...fields(row), categoryName: await s.dictLabels.label('post_category', row.category) }),
  }, s.crudDeps);
  mountCrud(mount, postEntity, service);

  mount(postRoutes.select, async ({ query }, { user }) => {
    // Only tenant 000000's administrator may list another tenant's posts; everyone else gets their own.
    const tenantId = query.tenantId && seesAllTenants(user) ? query.tenantId : user.tenantId;
    const rows = await s.db.post.findMany({ where: { tenantId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return rows.map(fields);
  });
}
