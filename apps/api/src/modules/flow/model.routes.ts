// /blade-flow/model: models of the bpmn-js modeler (act_de_model) — list, detail, submit (BPMN XML, version bumped),
// remove, deploy (category, tenants), copy. The platform administrator's models are common ('' tenant), read-only
// to tenants (definition-scope.ts), who copy one into their own to change it; every tenant sees its own and the common ones.
import type { FlowModelRecord } from '@blade/contract';
import { flowModelRoutes } from '@blade/contract';
import { checkBpmnXml } from '@blade/workflow';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/app-error.ts';
import { pageOf, pageWindow, replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { seesAllTenants } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { assertManageable, ownFlowTenant } from './definition-scope.ts';
import { deploy } from './deploy.ts';
import { flowCall } from './flow-errors.ts';
import { taskUserOf } from './flow-names.ts';
import { tenantTargets } from './tenant-targets.ts';

type ModelRow = {
  id: string;
  name: string;
  modelKey: string;
  description: string | null;
  modelComment: string | null;
  created: Date;
  createdBy: string | null;
  lastUpdated: Date;
  lastUpdatedBy: string | null;
  version: number;
  modelEditorXml: string | null;
  modelType: number;
  flowTenant: string;
};

export const modelRecord = (m: ModelRow): FlowModelRecord => ({
  id: m.id,
  name: m.name,
  modelKey: m.modelKey,
  description: m.description ?? '',
  created: m.created as unknown as string,
  lastUpdated: m.lastUpdated as unknown as string,
  createdBy: m.createdBy ?? '',
  lastUpdatedBy: m.lastUpdatedBy ?? '',
  version: m.version,
  modelEditorXml: m.modelEditorXml ?? '',
  modelComment: m.modelComment ?? '',
  modelType: m.modelType,
  tenantId: m.flowTenant,
});

const visible = (user: AuthUser) => (seesAllTenants(user) ? {} : { flowTenant: { in: ['', user.tenantId] } });

export function mountModel(mount: Mount, s: Pick<Services, 'db'>): void {
  const models = s.db.flowModel;
  const find = async (user: AuthUser, id: string) => {
    const row = await models.findFirst({ where: { id, ...visible(user) } });
    if (!row) throw new AppError(400, 'flowModelNotFound');
    return row;
  };

  mount(flowModelRoutes.list, async ({ query }, { user }) => {
    const where = {
      ...visible(user),
      modelType: 0,
      ...(query.name ? { name: { contains: query.name } } : {}),
      ...(query.modelKey ? { modelKey: { contains: query.modelKey } } : {}),
    };
    const [rows, total] = await Promise.all([
      models.findMany({ where, orderBy: [{ lastUpdated: 'desc' }, { id: 'asc' }], ...pageWindow(query) }),
      models.count({ where }),
    ]);
    return pageOf(rows.map(modelRecord), total, query);
  });

  mount(flowModelRoutes.detail, async ({ query }, { user }) => modelRecord(await find(user, query.id)));

  mount(flowModelRoutes.submit, async ({ body }, { user }) => {
    await flowCall(() => checkBpmnXml(body.modelEditorXml));
    const by = taskUserOf(user.userId);
    const fields = {
      name: body.name,
      modelKey: body.modelKey,
      description: body.description ?? null,
      modelEditorXml: body.modelEditorXml,
      lastUpdated: new Date(),
      lastUpdatedBy: by,
    };
    if (body.id) {
      const existing = await find(user, body.id);
      assertManageable(user, existing.flowTenant);
      return modelRecord(await models.update({ where: { id: existing.id }, data: { ...fields, version: existing.version + 1 } }));
    }
    return modelRecord(
      await models.create({
        data: {
          ...fields,
          id: randomUUID(),
          version: 1,
          modelType: 0,
          created: new Date(),
          createdBy: by,
          flowTenant: ownFlowTenant(user),
        },
      }),
    );
  });

  mount(flowModelRoutes.remove, async ({ query }, { user }) => {
    const ids = query.ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const rows = await models.findMany({ where: { id: { in: ids }, ...visible(user) }, select: { id: true, flowTenant: true } });
    for (const row of rows) assertManageable(user, row.flowTenant);
    const { count } = await models.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    return replyStatus(count > 0);
  });

  // A tenant's way to change a common model: its own copy (version 1), which it may then edit and deploy.
  mount(flowModelRoutes.copy, async ({ query }, { user }) => {
    const source = await find(user, query.id);
    const by = taskUserOf(user.userId);
    const now = new Date();
    return modelRecord(
      await models.create({
        data: {
          id: randomUUID(),
          name: source.name,
          modelKey: source.modelKey,
          description: source.description,
          modelComment: source.modelComment,
          modelEditorXml: source.modelEditorXml,
          version: 1,
          modelType: source.modelType,
          created: now,
          createdBy: by,
          lastUpdated: now,
          lastUpdatedBy: by,
          flowTenant: ownFlowTenant(user),
        },
      }),
    );
  });

  mount(flowModelRoutes.deploy, async ({ query }, { user }) => {
    const model = await find(user, query.modelId);
    const tenants = await tenantTargets(s, user, query.tenantIds);
    // A model's name may be longer than a resource name: the file name keeps the start of it.
    await deploy(
      s.db,
      [{ resourceName: `${model.name.slice(0, 200)}.bpmn20.xml`, xml: model.modelEditorXml ?? '' }],
      query.category,
      tenants,
    );
    return replyStatus(true);
  });
}
