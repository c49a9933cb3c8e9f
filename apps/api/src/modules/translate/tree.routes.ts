// The classification tree (/translate/classification/...) and the label tree (/translate/label/...): the same
// shape (parentId, name, sort, remark) on the CRUD factory, plus a TreeNode `tree` each. Classifications still
// holding entries or children are refused removal; labels with children too.
import type { EntitySpec, RouteSpec } from '@blade/contract';
import { translateClassificationEntity, translateLabelEntity, translateRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import type { Delegate } from '../../core/crud/crud-service.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { buildTree } from '../../core/tree.ts';
import type { DbClient } from '../../db/prisma.ts';
import type { Services } from '../../services.ts';
import { treeNode } from '../../core/tree-nodes.ts';

/** The columns the tree rules read of either tree table (classifications, labels). */
type TreeRow = { id: bigint; parentId: bigint; name: string };
type TreeModel = (db: DbClient) => Delegate<TreeRow>;
const ORDER = [{ sort: 'asc' }, { id: 'asc' }] as const;

function mountTree(
  mount: Mount,
  s: Pick<Services, 'crudDeps' | 'db'>,
  spec: EntitySpec,
  model: TreeModel,
  treeRoute: RouteSpec,
  beforeRemove: (ids: bigint[]) => Promise<void>,
) {
  const fields = recordFields(spec.record);
  const service = createCrudService(
    {
      spec,
      model,
      defaultOrder: [...ORDER],
      toRecord: fields,
      prepare: async (body, { db, existing }) => {
        // zParentId: an id as text or number, '' or nothing for the top level.
        const wanted = body.parentId;
        const parentId = BigInt(typeof wanted === 'string' || typeof wanted === 'number' ? wanted || 0 : 0);
        if (parentId !== 0n) {
          if (existing && parentId === existing.id) throw badRequest('translateParentSelf');
          if (!(await model(db).count({ where: { id: parentId } }))) throw badRequest('translateParentMissing');
        }
        return { ...body, parentId };
      },
    },
    s.crudDeps,
  );
  const remove = async (ids: string[]) => {
    const idList = ids.map(BigInt);
    const children = await model(s.db).count({ where: { parentId: { in: idList }, id: { notIn: idList } } });
    if (children > 0) throw badRequest('deleteChildrenFirst');
    await beforeRemove(idList);
    const { count } = await model(s.db).updateMany({ where: { id: { in: idList } }, data: { isDeleted: 1 } });
    return replyStatus(count > 0);
  };
  mountCrud(mount, spec, service, { remove: ({ query }) => remove(query.ids) });
  mount(treeRoute, async () => {
    const rows = await model(s.db).findMany({ orderBy: [...ORDER] });
    return buildTree(rows.map((r) => treeNode(String(r.id), String(r.parentId), r.name)));
  });
  return remove;
}

export function mountTrees(mount: Mount, s: Pick<Services, 'crudDeps' | 'db'>): void {
  const removeClassification = mountTree(
    mount,
    s,
    translateClassificationEntity,
    (db) => db.translateClassification,
    translateRoutes.classificationTree,
    async (ids) => {
      if (await s.db.translateEntry.count({ where: { classificationId: { in: ids } } })) throw badRequest('translateClassificationInUse');
    },
  );
  mount(translateRoutes.removeClassification, ({ query }) => removeClassification(query.ids));
  mountTree(
    mount,
    s,
    translateLabelEntity,
    (db) => db.translateLabel,
    translateRoutes.labelTree,
    async () => {},
  );
}
