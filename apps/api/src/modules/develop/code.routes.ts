// /blade-develop/code: code-generator configurations, `copy`, and `gen-code`, which answers a zip with a module of
// this project's stack for each chosen configuration (Blade writes files on the server's disk instead).
import { codeEntity, codeRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import type { SubmitOf } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { Prisma, type DbClient } from '../../db/prisma.ts';
import { nextId } from '../../db/snowflake.ts';
import { generateModule } from './codegen/generate.ts';
import type { GeneratedFile } from './codegen/generate.ts';
import { genSpec } from './codegen/spec.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import type { DatasourceServices } from './datasource-access.ts';
import { withSchemaOf } from './datasource-access.ts';
import { findModel } from './model.routes.ts';
import { prototypeOf } from './prototype-derive.ts';
import { zip } from './zip.ts';

// datasourceId is the model's, added to answers by withDatasourceIds, not a column of the configuration.
const fields = recordFields(codeEntity.record.omit({ datasourceId: true }));

/** The model's saved prototypes, or those derived from its table when none were saved. */
async function prototypesOf(s: DatasourceServices, user: AuthUser, model: { id: bigint; datasourceId: bigint; modelTable: string }) {
  const saved = await s.db.modelPrototype.findMany({ where: { modelId: model.id }, orderBy: [{ id: 'asc' }] });
  if (saved.length) return saved;
  const columns = await withSchemaOf(s, model.datasourceId, user, (source) => source.columns(model.modelTable));
  return columns.map((c) => prototypeOf(String(model.id), c));
}

async function filesOf(s: DatasourceServices, user: AuthUser, id: bigint, now: Date): Promise<GeneratedFile[]> {
  const code = await s.db.code.findFirst({ where: { id } });
  if (!code) throw badRequest('notFoundRecord');
  if (!code.modelId) throw badRequest('modelMissing');
  const model = await findModel(s, code.modelId);
  const spec = genSpec(code, model, await prototypesOf(s, user, model), Object.values(Prisma.ModelName));
  return generateModule(spec, now);
}

/**
 * The model a configuration generates from. BladeX sends `modelId`; SpringBlade's Saber sends `datasourceId` and
 * `tableName` (its configurations have no model): the model of that table is used, made on first use as the model
 * screen would make it.
 */
async function modelIdOf(db: DbClient, body: SubmitOf<typeof codeEntity>): Promise<bigint> {
  if (body.modelId) {
    if (!(await db.devModel.count({ where: { id: BigInt(body.modelId) } }))) throw badRequest('modelMissing');
    return BigInt(body.modelId);
  }
  if (!body.datasourceId || !body.tableName) throw badRequest('tableInfoArgs');
  const datasourceId = BigInt(body.datasourceId);
  if (!(await db.datasource.count({ where: { id: datasourceId } }))) throw badRequest('datasourceMissing');
  const existing = await db.devModel.findFirst({ where: { datasourceId, modelTable: body.tableName }, orderBy: { id: 'asc' } });
  if (existing) return existing.id;
  const bare = body.tableName.slice((body.tablePrefix ?? '').length) || body.tableName;
  const modelClass = bare
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
  const created = await db.devModel.create({
    data: {
      id: nextId(),
      datasourceId,
      modelName: body.codeName.slice(0, 50),
      modelCode: bare.slice(0, 50),
      modelTable: body.tableName,
      modelClass: modelClass.slice(0, 100),
    },
  });
  return created.id;
}

/** Configurations with their model's datasource (SpringBlade's field, Saber's 数据源 column and form). */
type WithModel = { modelId: unknown };
/** A record's model id as text ('' when it has none). */
const modelIdText = (r: WithModel) => (typeof r.modelId === 'bigint' || typeof r.modelId === 'string' ? String(r.modelId) : '');
async function withDatasourceIds<T extends WithModel>(db: DbClient, records: T[]) {
  const ids = [...new Set(records.map(modelIdText).filter(Boolean))].map(BigInt);
  const models = await db.devModel.findMany({ where: { id: { in: ids } }, select: { id: true, datasourceId: true } });
  const datasourceOf = new Map(models.map((m) => [String(m.id), String(m.datasourceId)]));
  return records.map((r) => ({ ...r, datasourceId: datasourceOf.get(modelIdText(r)) ?? null }));
}

export function mountCode(mount: Mount, s: DatasourceServices): void {
  const service = createCrudService(
    {
      spec: codeEntity,
      model: (db) => db.code,
      toRecord: fields,
      prepare: async (body, { db }) => {
        const { datasourceId: _datasource, ...row } = body;
        return { ...row, modelId: await modelIdOf(db, body) };
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, codeEntity, service, {
    list: async ({ query }, { user }) => {
      const page = await service.page(query, user);
      return { ...page, records: await withDatasourceIds(s.db, page.records) };
    },
    detail: async ({ query }, { user }) => {
      const record = await service.detail(query.id, user);
      return record ? (await withDatasourceIds(s.db, [record]))[0] : null;
    },
  });

  mount(codeRoutes.copy, async ({ query }) => {
    const row = await s.db.code.findFirst({ where: { id: BigInt(query.id) } });
    if (!row) throw badRequest('notFoundRecord');
    const { id: _id, ...copy } = row;
    await s.db.code.create({ data: { ...copy, id: nextId(), codeName: `${row.codeName}-copy`.slice(0, 64) } });
    return replyStatus(true);
  });

  mount(codeRoutes.genCode, async ({ query }, { res, user }) => {
    const now = new Date();
    const ids = [...new Set(query.ids)].map(BigInt);
    const files = (await Promise.all(ids.map((id) => filesOf(s, user, id, now)))).flat();
    const paths = new Set<string>();
    for (const f of files) {
      if (paths.has(f.path)) throw badRequest('codeRepeated', { path: f.path });
      paths.add(f.path);
    }
    const body = zip(files, now);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="blade-codegen-${now.getTime()}.zip"`);
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  });
}
