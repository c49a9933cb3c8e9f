// /blade-flow/follow: running process instances of the caller's tenant (FlowExecution), and deleting one with a reason.
import { isBladeId } from '@blade/contract';
import type { FlowExecution } from '@blade/contract';
import { flowFollowRoutes } from '@blade/contract';
import type { WorkflowService } from '@blade/workflow';
import { pageOf, pageWindow, replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { flowCall } from './flow-errors.ts';
import type { FlowNames } from './flow-names.ts';
import type { FlowLookups } from './flow-records.ts';

export function mountFollow(
  mount: Mount,
  s: Pick<Services, 'db'>,
  deps: { flow: WorkflowService; names: FlowNames; lookups: FlowLookups },
): void {
  mount(flowFollowRoutes.list, async ({ query }) => {
    const where = {
      endTime: null,
      ...(query.processInstanceId && isBladeId(query.processInstanceId) ? { id: BigInt(query.processInstanceId) } : {}),
      ...(query.processInstanceId && !isBladeId(query.processInstanceId) ? { id: -1n } : {}),
      ...(query.processDefinitionKey ? { processDefinitionId: { startsWith: `${query.processDefinitionKey}:` } } : {}),
    };
    const [rows, total] = await Promise.all([
      s.db.flowInstance.findMany({ where, orderBy: [{ startTime: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
      s.db.flowInstance.count({ where }),
    ]);
    const defs = await deps.lookups.definitions(rows.map((r) => r.processDefinitionId));
    const people = await deps.names.users(rows.map((r) => r.startUserId));
    const open = rows.length
      ? await s.db.flowTask.findMany({
          where: { processInstanceId: { in: rows.map((r) => r.id) }, open: true },
          orderBy: [{ createTime: 'desc' }],
          distinct: ['processInstanceId'],
          select: { processInstanceId: true, taskDefinitionKey: true },
        })
      : [];
    const current = new Map(open.map((t) => [t.processInstanceId, t.taskDefinitionKey]));
    const records: FlowExecution[] = rows.map((r) => {
      const d = defs.get(r.processDefinitionId);
      const activity = current.get(r.id) ?? '';
      return {
        id: String(r.id),
        name: d?.row.name ?? '',
        startUserId: r.startUserId,
        startUser: people.get(r.startUserId) ?? '',
        startTime: r.startTime as unknown as string,
        taskDefinitionId: activity,
        taskDefinitionKey: activity,
        category: d?.row.category ?? '',
        categoryName: d?.categoryName ?? '',
        processInstanceId: String(r.id),
        processDefinitionId: r.processDefinitionId,
        processDefinitionKey: d?.row.key ?? '',
        activityId: activity,
        suspensionState: d?.row.suspensionState ?? 1,
        executionId: String(r.id),
      };
    });
    return pageOf(records, total, query);
  });

  mount(flowFollowRoutes.deleteProcessInstance, async ({ query }) => {
    await flowCall(() => deps.flow.cancel({ instanceId: query.processInstanceId, reason: query.deleteReason }));
    return replyStatus(true);
  });
}
