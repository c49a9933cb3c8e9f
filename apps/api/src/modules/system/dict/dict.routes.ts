// System dictionaries (/blade-system/dict, platform-wide) and business dictionaries (/blade-system/dict-biz, one set
// per tenant): one implementation, two tables. The tenancy extension scopes dict-biz rows to the caller's tenant.
import type { dictRoutesFor, EntitySpec } from '@blade/contract';
import { dictBizEntity, dictBizRoutes, dictEntity, dictRoutes } from '@blade/contract';
import type { CrudOptions } from '../../../core/crud/crud-service.ts';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { buildListFilter } from '../../../core/crud/list-query.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { buildTree } from '../../../core/tree.ts';
import type { Services } from '../../../services.ts';
import type { DictKind, DictRow, DictSubmit } from './dict-rules.ts';
import { prepareDict } from './dict-rules.ts';
import { dictTreeNode, dictVOTree, entryOf, withParentNames } from './dict-views.ts';

const ORDER = [{ sort: 'asc' }, { id: 'asc' }] as const;

type Dictionary = DictKind & { spec: EntitySpec; routes: ReturnType<typeof dictRoutesFor> };

function mountDictionary(mount: Mount, s: Pick<Services, 'crudDeps' | 'dates' | 'db'>, d: Dictionary): void {
  const model = () => d.model(s.db);
  const fields = recordFields(d.spec.record);
  const options: CrudOptions<EntitySpec, DictRow> = {
    spec: d.spec,
    model: d.model,
    defaultOrder: [...ORDER],
    toRecord: fields,
    // Both dictionaries' submit schema is ZDictSubmit (packages/contract, entities/dict.ts).
    prepare: (body, ctx) => prepareDict(d, body as DictSubmit, ctx),
    tree: { parentField: 'parentId' },
  };
  const service = createCrudService(options, s.crudDeps);
  const topLevel = createCrudService({ ...options, baseWhere: () => ({ parentId: 0n }) }, s.crudDeps);

  /** Rows matching the map filters of `query` and `where`, by sort. */
  const rowsWhere = (query: Record<string, unknown>, where: Record<string, unknown> = {}) => {
    const filters = buildListFilter(query, d.spec, s.dates).where;
    return model().findMany({ where: { AND: [...filters, where] }, orderBy: [...ORDER] });
  };
  /** The live entries of a code; for business dictionaries the caller's own tenant's, even for the administrator. */
  const entries = (code: string, user: AuthUser) =>
    model().findMany({
      where: { code, parentId: { gt: 0n }, isSealed: 0, ...(d.perTenant ? { tenantId: user.tenantId } : {}) },
      orderBy: [...ORDER],
    });

  mountCrud(mount, d.spec, service, {
    page: async ({ query }, { user }) => {
      const page = await service.page(query, user);
      return { ...page, records: await withParentNames(model(), page.records) };
    },
    detail: async ({ query }, { user }) => {
      const record = await service.detail((query as { id: string }).id, user);
      return record ? (await withParentNames(model(), [record]))[0] : null;
    },
  });

  mount(d.routes.dictionary, async ({ query }, { user }) => (await entries(query.code, user)).map(entryOf));
  mount(d.routes.dictionaryTree, async ({ query }, { user }) => dictVOTree(model(), (await entries(query.code, user)).map(fields)));

  mount(d.routes.parentList, async ({ query }, { user }) => {
    const page = await topLevel.page(query, user);
    return { ...page, records: await withParentNames(model(), page.records) };
  });

  mount(d.routes.childList, async ({ query }) => {
    const { parentId, ...filters } = query;
    if (!parentId || parentId.startsWith('-')) return [];
    const parent = await model().findFirst({ where: { id: BigInt(parentId) } });
    if (!parent) return [];
    const sameSet = { code: parent.code, id: { not: parent.id }, ...(d.perTenant ? { tenantId: parent.tenantId } : {}) };
    return dictVOTree(model(), (await rowsWhere(filters, sameSet)).map(fields));
  });

  mount(d.routes.list, async ({ query }) => dictVOTree(model(), (await rowsWhere(query)).map(fields)));
  mount(d.routes.tree, async () => buildTree((await rowsWhere({})).map(dictTreeNode)));
  mount(d.routes.parentTree, async () => (await rowsWhere({}, { parentId: 0n })).map(dictTreeNode));
}

export function mountDicts(mount: Mount, s: Pick<Services, 'crudDeps' | 'dates' | 'db'>): void {
  mountDictionary(mount, s, { spec: dictEntity, routes: dictRoutes, model: (db) => db.dict, perTenant: false });
  mountDictionary(mount, s, { spec: dictBizEntity, routes: dictBizRoutes, model: (db) => db.dictBiz, perTenant: true });
}
