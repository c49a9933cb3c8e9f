// The public /sort page's reads: the classification tree and a page of entries of a classification and those below
// it. Visitors read tenant 000000 or the Tenant-Id header's tenant (publicTenant); every query names that tenant
// inside unscoped(), and answers only what the page shows (no remark, labels or audit columns).
import { translateRoutes } from '@blade/contract';
import { pageOf, pageWindow } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { buildTree } from '../../core/tree.ts';
import { unscoped } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { treeNode } from '../../core/tree-nodes.ts';
import { withDescendants } from './classification-scope.ts';
import type { PublicTenant } from './public-tenant.ts';

export function mountSort(mount: Mount, s: Pick<Services, 'db'>, publicTenant: PublicTenant): void {
  const classificationsOf = (tenantId: string) =>
    unscoped(
      async () =>
        await s.db.translateClassification.findMany({
          where: { tenantId },
          select: { id: true, parentId: true, name: true },
          orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        }),
    );

  mount(translateRoutes.sortTree, async (_input, { req, user }) => {
    const rows = await classificationsOf(await publicTenant(req, user));
    return buildTree(rows.map((r) => treeNode(String(r.id), String(r.parentId), r.name)));
  });

  mount(translateRoutes.sortEntries, async ({ query }, { req, user }) => {
    const tenantId = await publicTenant(req, user);
    const classifications = await classificationsOf(tenantId);
    const names = new Map(classifications.map((c) => [c.id, c.name]));
    const where = {
      tenantId,
      ...(query.classificationId ? { classificationId: { in: withDescendants(classifications, BigInt(query.classificationId)) } } : {}),
    };
    const { skip, take } = pageWindow(query);
    const [rows, total] = await unscoped(
      async () =>
        await Promise.all([
          s.db.translateEntry.findMany({
            where,
            select: { id: true, chinese: true, english: true, classificationId: true },
            orderBy: [{ chinese: 'asc' }, { id: 'asc' }],
            skip,
            take,
          }),
          s.db.translateEntry.count({ where }),
        ]),
    );
    const records = rows.map((r) => ({
      id: String(r.id),
      chinese: r.chinese,
      english: r.english,
      classificationName: names.get(r.classificationId) ?? '',
    }));
    return pageOf(records, total, query);
  });
}
