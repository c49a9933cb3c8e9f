// /blade-develop/code: code-generator configurations, `copy`, and `gen-code`, which answers a zip with a module of
// this project's stack for each chosen configuration (Blade writes files on the server's disk instead).
import { codeEntity, codeRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { Prisma } from '../../db/prisma.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import { generateModule } from './codegen/generate.ts';
import type { GeneratedFile } from './codegen/generate.ts';
import { genSpec } from './codegen/spec.ts';
import { datasourceLogin } from './datasource.module.ts';
import { withDatasource } from './datasource-client.ts';
import { findModel } from './model.module.ts';
import { prototypeOf } from './prototype-derive.ts';
import { tableColumns } from './schema-reader.ts';
import { zip } from './zip.ts';

const fields = recordFields(codeEntity.record);
const toBigInt = (v: unknown) => (v === undefined || v === null || v === '' ? null : BigInt(v as string));

/** The model's saved prototypes, or those derived from its table when none were saved. */
async function prototypesOf(s: Pick<Services, 'crudDeps' | 'db' | 'outbound'>, model: { id: bigint; datasourceId: bigint; modelTable: string }) {
  const saved = await s.db.modelPrototype.findMany({ where: { modelId: model.id }, orderBy: [{ id: 'asc' }] });
  if (saved.length) return saved;
  const columns = await withDatasource(s.outbound, await datasourceLogin(s, model.datasourceId), (c, schema) => tableColumns(c, schema, model.modelTable));
  return columns.map((c) => prototypeOf(String(model.id), c));
}

async function filesOf(s: Pick<Services, 'crudDeps' | 'db' | 'outbound'>, id: bigint, now: Date): Promise<GeneratedFile[]> {
  const code = await s.db.code.findFirst({ where: { id } });
  if (!code) throw badRequest('notFoundRecord');
  if (!code.modelId) throw badRequest('modelMissing');
  const model = await findModel(s, code.modelId);
  const spec = genSpec(code, model, await prototypesOf(s, model), Object.values(Prisma.ModelName));
  return generateModule(spec, now);
}

export function mountCode(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'outbound'>): void {
  const service = createCrudService({
    spec: codeEntity,
    model: (db) => db.code,
    toRecord: fields,
    prepare: async (body, { db }) => {
      if (!(await db.devModel.count({ where: { id: BigInt(body.modelId) } }))) throw badRequest('modelMissing');
      return { ...body, modelId: toBigInt(body.modelId) };
    },
  }, s.crudDeps);
  mountCrud(mount, codeEntity, service);

  mount(codeRoutes.copy, async ({ query }) => {
    const row = await s.db.code.findFirst({ where: { id: BigInt(query.id) } });
    if (!row) throw badRequest('notFoundRecord');
    const { id: _id, ...copy } = row;
    await s.db.code.create({ data: { ...copy, id: nextId(), codeName: `${row.codeName}-copy`.slice(0, 64) } });
    return replyStatus(true);
  });

  mount(codeRoutes.genCode, async ({ query }, { res }) => {
    const now = new Date();
    const ids = [...new Set(query.ids)].map(BigInt);
    const files = (await Promise.all(ids.map((id) => filesOf(s, id, now)))).flat();
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
