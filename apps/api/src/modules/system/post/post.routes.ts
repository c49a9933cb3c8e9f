// Post's one route beyond its declaration: every post of a tenant, for selects. Its list, detail, submit and remove
// are served from the declaration alone (core/crud/mount-declared.ts).
import { postEntity, postRoutes } from '@blade/contract';
import { recordFields } from '../../../core/crud/crud-service.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { seesAllTenants } from '../../../lib/request-context.ts';
import type { Services } from '../../../services.ts';

const fields = recordFields(postEntity.record);

export function mountPost(mount: Mount, s: Pick<Services, 'db'>): void {
  mount(postRoutes.select, async ({ query }, { user }) => {
    // Only tenant 000000's administrator may list another tenant's posts; everyone else gets their own.
    const tenantId = query.tenantId && seesAllTenants(user) ? query.tenantId : user.tenantId;
    const rows = await s.db.post.findMany({ where: { tenantId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return rows.map(fields);
  });
}
