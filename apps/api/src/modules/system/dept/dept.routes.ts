// Departments (/blade-system/dept): a tenant's organisation tree. Rows are tenant-scoped by the tenancy extension;
// the pickers (tree, lazy-tree) name a tenant explicitly so tenant 000000's administrator gets one tenant at a time.
import { deptEntity, deptRoutes, isBladeId } from '@blade/contract';
import { createCrudService } from '../../../core/crud/crud-service.ts';
import { buildListFilter } from '../../../core/crud/list-query.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { seesAllTenants } from '../../../lib/request-context.ts';
import { buildTree } from '../../../core/tree.ts';
import type { Services } from '../../../services.ts';
import { markHasChildren } from '../../../core/tree-nodes.ts';
import { assertRemovable, prepareDept } from './dept-rules.ts';
import { deptFields, deptTreeNode, deptVOs, parentsAmong } from './dept-views.ts';
import type { DeptRow } from './dept-views.ts';

const ORDER = [{ sort: 'asc' }, { id: 'asc' }] as const;

export function mountDept(mount: Mount, s: Pick<Services, 'crudDeps' | 'dates' | 'db' | 'dictLabels'>): void {
  // The service's records are the rows' own fields (bigint ids, as Prisma reads them), which deptVOs reads as rows.
  const vos = (records: readonly object[]) => deptVOs(s.db, s.dictLabels, records as DeptRow[]);
  const service = createCrudService(
    {
      spec: deptEntity,
      model: (db) => db.dept,
      defaultOrder: [...ORDER],
      toRecord: (row) => row,
      prepare: prepareDept,
      // No `tree` option: remove is replaced below, and assertRemovable checks the children itself.
    },
    s.crudDeps,
  );
  const filtersOf = (query: Record<string, unknown>) => buildListFilter(query, deptEntity, s.dates).where;
  // Only tenant 000000's administrator may look into another tenant; everyone else gets their own.
  const tenantFor = (user: AuthUser, asked: string | undefined) => (asked && seesAllTenants(user) ? asked : user.tenantId);

  mountCrud(mount, deptEntity, service, {
    page: async ({ query }, { user }) => {
      const page = await service.page(query, user);
      return { ...page, records: await vos(page.records) };
    },
    detail: async ({ query }, { user }) => {
      const row = await service.detail((query as { id: string }).id, user);
      return row ? (await vos([row]))[0] : null;
    },
    remove: async ({ query }, { user }) => {
      const { ids } = query;
      await assertRemovable(s.db, ids);
      return service.remove(ids, user);
    },
  });

  mount(deptRoutes.list, async ({ query }) => {
    const rows = await s.db.dept.findMany({ where: { AND: filtersOf(query) }, orderBy: [...ORDER] });
    return markHasChildren(buildTree(await vos(rows)));
  });

  mount(deptRoutes.lazyList, async ({ query }) => {
    const { parentId, ...rest } = query;
    const filters = filtersOf(rest);
    // Blade: a search without parentId looks at every level; otherwise one level, the roots by default.
    const level = parentId ?? (filters.length ? undefined : '0');
    const rows = await s.db.dept.findMany({
      where: { AND: [...filters, level === undefined ? {} : { parentId: BigInt(level) }] },
      orderBy: [...ORDER],
    });
    const parents = await parentsAmong(
      s.db,
      rows.map((r) => r.id),
    );
    return (await vos(rows)).map((vo, i) => ({ ...vo, hasChildren: parents.has(rows[i]!.id) }));
  });

  mount(deptRoutes.tree, async ({ query }, { user }) => {
    const rows = await s.db.dept.findMany({ where: { tenantId: tenantFor(user, query.tenantId) }, orderBy: [...ORDER] });
    return buildTree(rows.map((r) => deptTreeNode(r)));
  });

  mount(deptRoutes.lazyTree, async ({ query }, { user }) => {
    const rows = await s.db.dept.findMany({
      where: { tenantId: tenantFor(user, query.tenantId), parentId: BigInt(query.parentId) },
      orderBy: [...ORDER],
    });
    const parents = await parentsAmong(
      s.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => deptTreeNode(r, parents.has(r.id)));
  });

  mount(deptRoutes.select, async ({ query }) => {
    let deptIds = query.deptId ?? '';
    if (query.userId)
      deptIds = (await s.db.user.findFirst({ where: { id: BigInt(query.userId) }, select: { deptId: true } }))?.deptId ?? '';
    const ids = deptIds.split(',').filter(isBladeId).map(BigInt);
    if (ids.length === 0) return [];
    return (await s.db.dept.findMany({ where: { id: { in: ids } }, orderBy: [...ORDER] })).map(deptFields);
  });
}
