// /blade-flow/manager: deployed process definitions — list, activate/suspend (Blade's messages), upload and deploy
// BPMN files (all validated before anything is stored), delete deployments with everything that ran on them.
import { flowManagerRoutes, zFlowCategory, zTenantIdCsv } from '@blade/contract';
import { AppError } from '../../core/app-error.ts';
import { pageOf, pageWindow, replyStatus, replySuccess } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import { currentContext } from '../../lib/request-context.ts';
import { validate } from '../../core/validate.ts';
import type { Services } from '../../services.ts';
import { readBpmnUpload, isBpmnName } from './bpmn-upload.ts';
import { assertManageable, definitionScope, definitionVisible } from './definition-scope.ts';
import { deploy } from './deploy.ts';
import type { FlowNames } from './flow-names.ts';
import { flowProcessOf } from './flow-records.ts';
import { tenantTargets } from './tenant-targets.ts';

export function mountManager(mount: Mount, s: Pick<Services, 'db'>, names: FlowNames): void {
  const definitions = s.db.flowDefinition;

  mount(flowManagerRoutes.list, async ({ query }, { user }) => {
    const where = { ...definitionScope(user, query.mode), ...(query.category ? { category: query.category } : {}) };
    const [rows, total] = await Promise.all([
      definitions.findMany({
        where,
        include: { deployment: { select: { deployTime: true } } },
        orderBy: [{ key: 'asc' }, { flowTenant: 'asc' }, { version: 'desc' }],
        ...pageWindow(query),
      }),
      definitions.count({ where }),
    ]);
    const records = await Promise.all(rows.map(async (d) => flowProcessOf(d, await names.category(d.category))));
    return pageOf(records, total, query);
  });

  mount(flowManagerRoutes.changeState, async ({ query }, { user }) => {
    const row = await definitions.findUnique({ where: { id: query.processId } });
    if (!row || !definitionVisible(user, row.flowTenant)) throw new AppError(400, 'flowDefinitionNotFound');
    assertManageable(user, row.flowTenant);
    const wanted = query.state === 'active' ? 1 : 2;
    if (row.suspensionState === wanted) return replySuccess('flowSameState', { id: row.id });
    const { count } = await definitions.updateMany({
      where: { id: row.id, suspensionState: row.suspensionState },
      data: { suspensionState: wanted },
    });
    if (!count) return replySuccess('flowNoChange');
    return replySuccess(wanted === 1 ? 'flowActivated' : 'flowSuspendedOk', { id: row.id });
  });

  mount(flowManagerRoutes.checkUpload, async (_input, { req, res }) => {
    const upload = await readBpmnUpload(req, res, flowManagerRoutes.checkUpload.upload, false);
    const name = upload.files[0]?.name;
    if (!name) throw new AppError(400, 'flowUploadMissing');
    return { name, success: isBpmnName(name) };
  });

  mount(flowManagerRoutes.deployUpload, async (_input, { req, res, user }) => {
    const upload = await readBpmnUpload(req, res, flowManagerRoutes.deployUpload.upload);
    if (!upload.files.length) throw new AppError(400, 'flowUploadMissing');
    const language = currentContext().language;
    const category = validate(zFlowCategory, upload.fields.category ?? '', language);
    const tenants = await tenantTargets(s, user, validate(zTenantIdCsv, upload.fields.tenantIds ?? '', language));
    await deploy(
      s.db,
      upload.files.map((f) => ({ resourceName: f.name, xml: f.xml })),
      category,
      tenants,
    );
    return replyStatus(true);
  });

  mount(flowManagerRoutes.deleteDeployment, async ({ query }, { user }) => {
    const ids = query.deploymentIds.split(',').map((id) => BigInt(id));
    await s.db.$transaction(
      async (tx) => {
        const deployments = (
          await tx.flowDeployment.findMany({ where: { id: { in: ids } }, select: { id: true, flowTenant: true } })
        ).filter((d) => definitionVisible(user, d.flowTenant));
        if (!deployments.length) throw new AppError(400, 'flowDefinitionNotFound');
        for (const d of deployments) assertManageable(user, d.flowTenant);
        const definitionIds = (
          await tx.flowDefinition.findMany({ where: { deploymentId: { in: deployments.map((d) => d.id) } }, select: { id: true } })
        ).map((d) => d.id);
        const instanceIds = (
          await tx.flowInstance.findMany({ where: { processDefinitionId: { in: definitionIds } }, select: { id: true } })
        ).map((i) => i.id);
        await tx.flowActivity.deleteMany({ where: { processInstanceId: { in: instanceIds } } });
        await tx.flowTask.deleteMany({ where: { processInstanceId: { in: instanceIds } } });
        await tx.flowInstance.deleteMany({ where: { id: { in: instanceIds } } });
        await tx.flowDeployment.deleteMany({ where: { id: { in: deployments.map((d) => d.id) } } });
      },
      { timeout: 60_000 },
    );
    return replyStatus(true);
  });
}
