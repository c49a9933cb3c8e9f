// /blade-flow/work: what the caller may start, the group tasks they may claim, their todo tasks, the processes
// they started (send) and the tasks they completed (done); claim and complete (blade-api.md 5.3).
import type { Page } from '@blade/contract';
import { flowWorkRoutes } from '@blade/contract';
import type { WorkflowService } from '@blade/workflow';
import { pageOf, pageOfRows, pageWindow, replyStatus, replySuccess } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { flowCall } from './flow-errors.ts';
import type { FlowNames } from './flow-names.ts';
import { taskUserOf } from './flow-names.ts';
import type { FlowLookups } from './flow-records.ts';
import { dateOrEmpty, definitionFields, flowProcessOf, splitBusinessKey } from './flow-records.ts';
import { definitionScope } from './definition-scope.ts';
import type { OpenTasks } from './open-tasks.ts';
import { instanceIdsWithVariable } from '../../db/sql/instance-variables.ts';

/** Blade answers the claim and todo lists unpaged: every row, size and total = the count. */
const everyRow = <T>(records: T[]): Page<T> => ({
  ...pageOf(records, records.length, { current: 1, size: Math.max(records.length, 1) }),
  size: records.length,
});

/**
 * Blade's pass rule, read from what the caller sent: flag 'ok' or a comment of exactly 同意. An empty comment is
 * stored as 同意 when the task passes; Blade also stores 同意 on a rejection without comment, so the history says
 * "agreed" on a rejected task (a defect): here a rejection keeps its empty comment.
 */
export function decision(flag: string | null | undefined, comment: string | null | undefined) {
  const text = comment?.trim() ?? '';
  const pass = flag === 'ok' || text === '同意';
  return { comment: text || (pass ? '同意' : ''), pass };
}

export function mountWork(
  mount: Mount,
  s: Pick<Services, 'dates' | 'db' | 'sql'>,
  deps: { flow: WorkflowService; names: FlowNames; lookups: FlowLookups; openTasks: OpenTasks },
): void {
  const { flow, names, lookups, openTasks } = deps;
  const filters = (q: {
    category?: string | undefined;
    processDefinitionName?: string | undefined;
    processDefinitionKey?: string | undefined;
    variableName?: string | undefined;
    variableValue?: string | undefined;
    beginDate?: string | null;
    endDate?: string | null;
  }) => ({
    category: q.category,
    processDefinitionName: q.processDefinitionName,
    processDefinitionKey: q.processDefinitionKey,
    variableName: q.variableName,
    variableValue: q.variableValue,
    from: q.beginDate ? s.dates.parse(q.beginDate) : undefined,
    to: q.endDate ? s.dates.parse(q.endDate) : undefined,
  });
  const range = (begin?: string | null, end?: string | null) => {
    const gte = begin ? s.dates.parse(begin) : undefined;
    const lte = end ? s.dates.parse(end) : undefined;
    return gte || lte ? { ...(gte ? { gte } : {}), ...(lte ? { lte } : {}) } : undefined;
  };

  /** The instances a variable filter leaves, or undefined without one. */
  const withVariable = async (tenantId: string, q: { variableName?: string | undefined; variableValue?: string | undefined }) =>
    q.variableName ? instanceIdsWithVariable(s.sql, tenantId, q.variableName, q.variableValue) : undefined;

  mount(flowWorkRoutes.startList, async ({ query }, { user }) => {
    const rows = await s.db.flowDefinition.findMany({
      where: { ...definitionScope(user, query.mode), suspensionState: 1, ...(query.category ? { category: query.category } : {}) },
      include: { deployment: { select: { deployTime: true } } },
      orderBy: [{ key: 'asc' }, { flowTenant: 'asc' }, { version: 'desc' }],
    });
    const latest = rows.filter((r, i) => i === 0 || rows[i - 1]!.key !== r.key || rows[i - 1]!.flowTenant !== r.flowTenant);
    const page = pageOfRows(latest, query);
    return { ...page, records: await Promise.all(page.records.map(async (d) => flowProcessOf(d, await names.category(d.category)))) };
  });

  mount(flowWorkRoutes.claimList, async ({ query }, { user }) =>
    everyRow(
      await openTasks({
        tenantId: user.tenantId,
        candidates: [...user.roleAliases, taskUserOf(user.userId)],
        notStartedBy: taskUserOf(user.userId),
        ...filters(query),
      }),
    ),
  );

  mount(flowWorkRoutes.todoList, async ({ query }, { user }) =>
    everyRow(
      await openTasks({
        tenantId: user.tenantId,
        assignee: taskUserOf(user.userId),
        ...filters(query),
      }),
    ),
  );

  mount(flowWorkRoutes.doneList, async ({ query }, { user }) => {
    const definitionIds = await lookups.matchingDefinitions(query);
    const instanceIds = await withVariable(user.tenantId, query);
    const endTime = range(query.beginDate, query.endDate);
    const where = {
      open: false,
      assignee: taskUserOf(user.userId),
      tenantId: user.tenantId,
      deleteReason: null,
      ...(definitionIds ? { processDefinitionId: { in: definitionIds } } : {}),
      ...(instanceIds ? { processInstanceId: { in: instanceIds } } : {}),
      ...(endTime ? { endTime } : {}),
    };
    const [rows, total] = await Promise.all([
      s.db.flowTask.findMany({ where, orderBy: [{ endTime: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
      s.db.flowTask.count({ where }),
    ]);
    return pageOf(await lookups.taskFlows(rows, 'finish'), total, query);
  });

  mount(flowWorkRoutes.sendList, async ({ query }, { user }) => {
    const definitionIds = await lookups.matchingDefinitions(query);
    const instanceIds = await withVariable(user.tenantId, query);
    const startTime = range(query.beginDate, query.endDate);
    const where = {
      startUserId: taskUserOf(user.userId),
      tenantId: user.tenantId,
      ...(definitionIds ? { processDefinitionId: { in: definitionIds } } : {}),
      ...(instanceIds ? { id: { in: instanceIds } } : {}),
      ...(startTime ? { startTime } : {}),
    };
    const [rows, total] = await Promise.all([
      s.db.flowInstance.findMany({
        where,
        orderBy: [{ startTime: 'desc' }, { id: 'desc' }],
        ...pageWindow(query),
        select: { id: true, processDefinitionId: true, businessKey: true, startTime: true, endTime: true },
      }),
      s.db.flowInstance.count({ where }),
    ]);
    const defs = await lookups.definitions(rows.map((r) => r.processDefinitionId));
    const lastTasks = rows.length
      ? await s.db.flowTask.findMany({
          where: { processInstanceId: { in: rows.map((r) => r.id) } },
          orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
          distinct: ['processInstanceId'],
          select: { id: true, processInstanceId: true, name: true, taskDefinitionKey: true },
        })
      : [];
    const lastTask = new Map(lastTasks.map((t) => [t.processInstanceId, t]));
    const records = rows.map((r) => {
      const d = defs.get(r.processDefinitionId);
      const t = lastTask.get(r.id);
      return {
        ...definitionFields(d?.row, d?.categoryName ?? ''),
        ...splitBusinessKey(r.businessKey),
        processInstanceId: String(r.id),
        historyProcessInstanceId: String(r.id),
        executionId: String(r.id),
        createTime: dateOrEmpty(r.startTime),
        endTime: dateOrEmpty(r.endTime),
        taskId: t ? String(t.id) : '',
        taskName: t?.name ?? '',
        taskDefinitionKey: t?.taskDefinitionKey ?? '',
        processIsFinished: r.endTime ? ('finished' as const) : ('unfinished' as const),
        status: 'finish' as const,
      };
    });
    return pageOf(records, total, query);
  });

  mount(flowWorkRoutes.claimTask, async ({ query }, { user }) => {
    await flowCall(() => flow.claim({ taskId: query.taskId, user: taskUserOf(user.userId), groups: user.roleAliases }));
    return replySuccess('flowClaimed');
  });

  mount(flowWorkRoutes.completeTask, async ({ body }, { user }) => {
    const { comment, pass } = decision(body.flag, body.comment);
    await flowCall(() => flow.complete({ taskId: body.taskId, user: taskUserOf(user.userId), comment, pass, variables: body.variables }));
    return replyStatus(true);
  });
}
