// /blade-flow/process: the BPMN XML of a definition or an instance with its history (model-view, for bpmn-js), and
// the history timeline (history-flow-list): start event, user tasks and end event with assignee, comment, duration,
// and what each task's form was completed with.
import type { BladeFlow } from '@blade/contract';
import { flowProcessRoutes } from '@blade/contract';
import { humanDuration, type ShownValue } from '@blade/workflow';
import { AppError } from '../../core/app-error.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { definitionVisible } from './definition-scope.ts';
import type { FlowNames } from './flow-names.ts';
import { dateOrEmpty } from './flow-records.ts';
import type { ReadableInstance } from './instance-access.ts';
import { createInstanceAccess } from './instance-access.ts';

const TIMELINE_TYPES = new Set(['bpmn:StartEvent', 'bpmn:EndEvent', 'bpmn:UserTask']);

export function createHistory(s: Pick<Services, 'db' | 'menus'>, names: FlowNames) {
  /** Every activity of the instance in order; the caller checked that the user may read it (instance-access.ts). */
  async function activities(instance: ReadableInstance, onlyTimeline: boolean): Promise<BladeFlow[]> {
    const rows = await s.db.flowActivity.findMany({
      where: { processInstanceId: instance.id },
      orderBy: [{ startTime: 'asc' }, { seq: 'asc' }],
    });
    const kept = onlyTimeline ? rows.filter((r) => TIMELINE_TYPES.has(r.activityType)) : rows;
    const taskIds = kept.map((r) => r.taskId).filter((id): id is bigint => id !== null);
    const tasks = new Map(
      (taskIds.length
        ? await s.db.flowTask.findMany({ where: { id: { in: taskIds } }, select: { id: true, comment: true, formValues: true } })
        : []
      ).map((t) => [t.id, t]),
    );
    const delegations = await s.db.flowTaskDelegation.findMany({
      where: { processInstanceId: instance.id },
      orderBy: [{ delegateTime: 'asc' }, { id: 'asc' }],
    });
    const people = await names.users([
      ...kept.map((r) => r.assignee),
      instance.startUserId,
      ...delegations.flatMap((d) => [d.owner, d.delegate]),
    ]);
    /** A task's delegations (Flowable's delegate, then resolve), as the timeline tells them. */
    const delegationsOf = (taskId: bigint | null) => {
      const list = taskId === null ? [] : delegations.filter((d) => d.taskId === taskId);
      if (!list.length) return {};
      return {
        delegations: list.map((d) => ({
          ownerName: people.get(d.owner) ?? d.owner,
          delegateName: people.get(d.delegate) ?? d.delegate,
          delegateTime: dateOrEmpty(d.delegateTime),
          resolveTime: dateOrEmpty(d.resolveTime),
          comment: d.comment ?? '',
          taskValues: (d.formValues ?? []) as ShownValue[],
        })),
      };
    };
    return kept.map((r) => {
      const assignee = r.assignee ?? (r.activityType === 'bpmn:StartEvent' ? instance.startUserId : '');
      const task = r.taskId !== null ? tasks.get(r.taskId) : undefined;
      return {
        historyActivityId: r.activityId,
        historyActivityName: r.activityName ?? '',
        historyActivityType: r.activityType.replace(/^bpmn:/, '').replace(/^./, (c) => c.toLowerCase()),
        createTime: dateOrEmpty(r.startTime),
        endTime: dateOrEmpty(r.endTime),
        historyActivityDurationTime: r.endTime ? humanDuration(r.endTime.getTime() - r.startTime.getTime()) : '',
        assignee,
        assigneeName: people.get(assignee) ?? '',
        comment: task?.comment ?? '',
        ...(task?.formValues ? { taskValues: task.formValues as ShownValue[] } : {}),
        taskId: r.taskId === null ? '' : String(r.taskId),
        processInstanceId: String(r.processInstanceId),
        ...delegationsOf(r.taskId),
      };
    });
  }
  return { activities };
}

export function mountProcess(mount: Mount, s: Pick<Services, 'db' | 'menus'>, names: FlowNames): void {
  const history = createHistory(s, names);
  const access = createInstanceAccess(s);

  async function definitionXml(user: AuthUser, id: string): Promise<string> {
    const row = await s.db.flowDefinition.findUnique({ where: { id }, include: { deployment: { select: { xml: true } } } });
    if (!row || !definitionVisible(user, row.flowTenant)) throw new AppError(400, 'flowDefinitionNotFound');
    return row.deployment.xml;
  }

  mount(flowProcessRoutes.modelView, async ({ query }, { user }) => {
    if (query.processInstanceId) {
      const instance = await access.readable(user, BigInt(query.processInstanceId));
      return { xml: await definitionXml(user, instance.processDefinitionId), flow: await history.activities(instance, false) };
    }
    return { xml: await definitionXml(user, query.processDefinitionId!) };
  });

  mount(flowProcessRoutes.historyFlowList, async ({ query }, { user }) => {
    const list = await history.activities(await access.readable(user, BigInt(query.processInstanceId)), true);
    const from = query.startActivityId ? list.findIndex((f) => f.historyActivityId === query.startActivityId) : 0;
    const to = query.endActivityId ? list.findLastIndex((f) => f.historyActivityId === query.endActivityId) : list.length - 1;
    return from < 0 || to < 0 ? [] : list.slice(from, to + 1);
  });
}
