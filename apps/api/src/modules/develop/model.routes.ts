// /blade-develop/model and /blade-develop/model-prototype: a table of a datasource and how each of its columns is
// generated. Tables and columns are read from the datasource's information_schema.
import { modelEntity, modelPrototypeEntity, modelRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import type { DatasourceServices } from './datasource-access.ts';
import { withSchemaOf } from './datasource-access.ts';
import { prototypeOf } from './prototype-derive.ts';

const modelFields = recordFields(modelEntity.record);
const prototypeFields = recordFields(modelPrototypeEntity.record);

export async function findModel(s: Pick<Services, 'db'>, id: string | bigint) {
  const model = await s.db.devModel.findFirst({ where: { id: BigInt(id) } });
  if (!model) throw badRequest('modelMissing');
  return model;
}

/** One table's columns; 400 when the datasource has no such table. */
async function readTable(s: DatasourceServices, user: AuthUser, datasourceId: string | bigint, table: string) {
  const columns = await withSchemaOf(s, datasourceId, user, (source) => source.columns(table));
  if (!columns.length) throw badRequest('tableMissing', { table });
  return columns;
}

export function mountModel(mount: Mount, s: DatasourceServices): void {
  const models = createCrudService(
    {
      spec: modelEntity,
      model: (db) => db.devModel,
      prepare: async (body, { db }) => {
        if (!(await db.datasource.count({ where: { id: BigInt(body.datasourceId) } }))) throw badRequest('datasourceMissing');
        return { ...body, datasourceId: BigInt(body.datasourceId) };
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, modelEntity, models, {
    // A removed model takes its prototypes with it.
    remove: async ({ query }) => {
      const ids = query.ids.map(BigInt);
      const { count } = await s.db.devModel.updateMany({ where: { id: { in: ids } }, data: { isDeleted: 1 } });
      await s.db.modelPrototype.updateMany({ where: { modelId: { in: ids } }, data: { isDeleted: 1 } });
      return replyStatus(count > 0);
    },
  });

  mount(modelRoutes.select, async () => {
    const rows = await s.db.devModel.findMany({ orderBy: [{ id: 'asc' }] });
    return rows.map((r) => ({ ...modelFields(r), modelName: `${r.modelTable}: ${r.modelName}` }));
  });

  mount(modelRoutes.tableList, async ({ query }, { user }) => withSchemaOf(s, query.datasourceId, user, (source) => source.tables()));

  mount(modelRoutes.tableInfo, async ({ query }, { user }) => {
    const model = query.modelId ? await findModel(s, query.modelId) : undefined;
    const datasourceId = model?.datasourceId ?? query.datasourceId;
    const table = model?.modelTable ?? query.tableName;
    if (!datasourceId || !table) throw badRequest('tableInfoArgs');
    return { name: table, fields: await readTable(s, user, datasourceId, table) };
  });

  mount(modelRoutes.modelPrototype, async ({ query }, { user }) => {
    const model = await findModel(s, query.modelId);
    const saved = await s.db.modelPrototype.findMany({ where: { modelId: model.id }, orderBy: [{ id: 'asc' }] });
    if (saved.length) return saved.map(prototypeFields);
    const columns = await readTable(s, user, query.datasourceId ?? model.datasourceId, model.modelTable);
    return columns.map((c) => prototypeOf(String(model.id), c));
  });

  const prototypes = createCrudService(
    {
      spec: modelPrototypeEntity,
      model: (db) => db.modelPrototype,
      defaultOrder: [{ id: 'asc' }],
      prepare: async (body, { db }) => {
        if (!(await db.devModel.count({ where: { id: BigInt(body.modelId) } }))) throw badRequest('modelMissing');
        return { ...body, modelId: BigInt(body.modelId) };
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, modelPrototypeEntity, prototypes);

  mount(modelRoutes.prototypeSubmitList, async ({ body }) => {
    await s.db.$transaction(async (tx) => {
      const modelIds = [...new Set(body.map((p) => p.modelId))].map(BigInt);
      if ((await tx.devModel.count({ where: { id: { in: modelIds } } })) !== modelIds.length) throw badRequest('modelMissing');
      for (const { id, ...p } of body) {
        const data = { ...p, modelId: BigInt(p.modelId) };
        // Without an id, a prototype of the same column is updated rather than repeated.
        const existing = id
          ? await tx.modelPrototype.findFirst({ where: { id: BigInt(id) } })
          : await tx.modelPrototype.findFirst({ where: { modelId: data.modelId, jdbcName: p.jdbcName } });
        if (id && !existing) throw badRequest('notFoundRecord');
        if (existing) await tx.modelPrototype.update({ where: { id: existing.id }, data });
        else await tx.modelPrototype.create({ data: { ...data, id: nextId() } });
      }
    });
    return replyStatus(true);
  });

  mount(modelRoutes.prototypeSelect, async ({ query }) => {
    const rows = await s.db.modelPrototype.findMany({ where: { modelId: BigInt(query.modelId) }, orderBy: [{ id: 'asc' }] });
    return rows.map((r) => ({ ...prototypeFields(r), jdbcComment: `${r.jdbcName}: ${r.jdbcComment ?? ''}` }));
  });
}
