// /blade-flow/model: models of the bpmn-js modeler (act_de_model) — list, detail, submit (BPMN XML, version bumped),
// remove, deploy (category, tenants). Models of tenant 000000 are common ('' tenant); other tenants see their own.
import type { FlowModelRecord } from '@blade/contract';
import { flowModelRoutes } from '@blade/contract';
import { checkBpmnXml } from '@blade/workflow';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/app-error.ts';
import { pageOf, replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../core/request-context.ts';
import { ADMIN_TENANT_ID, seesAllTenants } from '../../core/request-context.ts';
import type { Services } from '../../services.ts';
import { deploy } from './deploy.ts';
import { flowCall } from './flow-errors.ts';
import { taskUserOf } from './flow-names.ts';
import { tenantTargets } from './tenant-targets.ts';

type ModelRow = {
  id: string; name: string; modelKey: string; description: string | null; modelComment: string | null; created: Date;
  createdBy: string | null; lastUpdated: Date; lastUpdatedBy: string | null; version: number; modelEditorXml: string | null;
  modelType: number; flowTenant: string;
};

export const modelRecord = (m: ModelRow): FlowModelRecord => ({
  id: m.id, name: m.name, modelKey: m.modelKey, description: m.description ?? '', created: m.created as unknown as string,
  lastUpdated: m.lastUpdated as unknown as string, createdBy: m.createdBy ?? '', lastUpdatedBy: m.lastUpdatedBy ?? '',
  version: m.version, modelEditorXml: m.modelEditorXml ?? '', modelComment: m.modelComment ?? '', modelType: m.modelType,
  tenantId: m.flowTenant,
});

const ownTenant = (user: AuthUser) => (user.tenantId === ADMIN_TENANT_ID ? '' : user.tenantId);
const visible = (user: AuthUser) => (seesAllTenants(user) ? {} : { flowTenant: { in: ['', ownTenant(user)] } });

export function mountModel(mount: Mount, s: Services): void {
  const models = s.db.flowModel;
  const find = async (user: AuthUser, id: string) => {
    const row = await models.findFirst({ where: { id, ...visible(user) } });
    if (!row) throw new AppError(400, 'flowModelNotFound');
    return row;
  };

  mount(flowModelRoutes.list, async ({ query }, { user }) => {
    const where = {
      ...visible(user), modelType: 0,
      ...(query.name ? { name: { contains: query.name } } : {}), ...(query.modelKey ? { modelKey: { contains: query.modelKey } } : {}),
    };
    const [rows, total] = await Promise.all([
      models.findMany({ where, orderBy: [{ lastUpdated: 'desc' }, { id: 'asc' }], skip: (query.current - 1) * query.size, take: query.size }),
      models.count({ where }),
    ]);
    return pageOf(rows.map(modelRecord), total, query.current, query.size);
  });

  mount(flowModelRoutes.detail, async ({ query }, { user }) => modelRecord(await find(user, query.id)));

  mount(flowModelRoutes.submit, async ({ body }, { user }) => {
    await flowCall(() => checkBpmnXml(body.modelEditorXml));
    const by = taskUserOf(user.userId);
    const fields = { name: body.name, modelKey: body.modelKey, description: body.description ?? null, modelEditorXml: body.modelEditorXml, lastUpdated: new Date(), lastUpdatedBy: by };
    if (body.id) {
      const existing = await find(user, body.id);
      return modelRecord(await models.update({ where: { id: existing.id }, data: { ...fields, version: existing.version + 1 } }));
    }
    return modelRecord(await models.create({
      data: { ...fields, id: randomUUID(), version: 1, modelType: 0, created: new Date(), createdBy: by, flowTenant: ownTenant(user) },
    }));
  });

  mount(flowModelRoutes.remove, async ({ query }, { user }) => {
    const ids = query.ids.split(',').map((id) => id.trim()).filter(Boolean);
    const { count } = await models.deleteMany({ where: { id: { in: ids }, ...visible(user) } });
    return replyStatus(count > 0);
  });

  mount(flowModelRoutes.deploy, async ({ query }, { user }) => {
    const model = await find(user, query.modelId);
    const tenants = await tenantTargets(s, user, query.tenantIds);
    await deploy(s.db, [{ resourceName: `${model.name}.bpmn20.xml`, xml: model.modelEditorXml ?? '' }], query.category, tenants);
    return replyStatus(true);
  });
}
