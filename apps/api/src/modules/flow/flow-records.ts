// Flowable-shaped records (blade-api.md 5.2-5.6) from our rows: FlowProcess for definitions, BladeFlow for tasks
// and instances. Missing dates and texts are "" as Blade's null-to-empty writer gives them.
import type { BladeFlow, FlowProcess } from '@blade/contract';
import type { Db } from '../../db/prisma.ts';
import type { FlowNames } from './flow-names.ts';

type DefinitionRow = {
  id: string;
  key: string;
  name: string | null;
  description: string | null;
  version: number;
  category: string | null;
  deploymentId: bigint;
  resourceName: string;
  suspensionState: number;
  flowTenant: string;
};
type DeploymentRow = { deployTime: Date };

export function flowProcessOf(d: DefinitionRow & { deployment?: DeploymentRow }, categoryName: string): FlowProcess {
  return {
    id: d.id,
    tenantId: d.flowTenant,
    name: d.name ?? d.key,
    key: d.key,
    category: d.category ?? '',
    categoryName,
    version: d.version,
    deploymentId: String(d.deploymentId),
    resourceName: d.resourceName,
    diagramResourceName: '',
    suspensionState: d.suspensionState,
    deploymentTime: (d.deployment?.deployTime ?? '') as unknown as string,
  };
}

/** `blade_process_leave:123` → table and id (a key without a colon is all table). */
export function splitBusinessKey(key: string | null | undefined): { businessTable: string; businessId: string } {
  const text = key ?? '';
  const at = text.lastIndexOf(':');
  return at < 0 ? { businessTable: text, businessId: '' } : { businessTable: text.slice(0, at), businessId: text.slice(at + 1) };
}

/** The definition fields of a BladeFlow. */
export function definitionFields(
  d: Pick<DefinitionRow, 'id' | 'key' | 'name' | 'description' | 'version' | 'category' | 'resourceName'> | undefined,
  categoryName: string,
): BladeFlow {
  return {
    processDefinitionId: d?.id ?? '',
    processDefinitionKey: d?.key ?? '',
    processDefinitionName: d?.name ?? d?.key ?? '',
    processDefinitionVersion: d?.version ?? -1,
    processDefinitionDesc: d?.description ?? '',
    processDefinitionResName: d?.resourceName ?? '',
    processDefinitionDiagramResName: '',
    category: d?.category ?? '',
    categoryName,
  };
}

const dateOrEmpty = (d: Date | null | undefined) => (d ?? '') as unknown as string;

/** Loads what task and instance records need: their definitions and category labels, by definition id. */
export function createFlowLookups(db: Db, names: FlowNames) {
  async function definitions(ids: Iterable<string>) {
    const list = [...new Set(ids)];
    const rows = list.length ? await db.flowDefinition.findMany({ where: { id: { in: list } } }) : [];
    const out = new Map<string, { row: DefinitionRow; categoryName: string }>();
    for (const row of rows) out.set(row.id, { row, categoryName: await names.category(row.category) });
    return out;
  }

  /** Definition ids matching the list filters (category, name contains); undefined when no filter is given. */
  async function matchingDefinitions(filter: {
    category?: string | undefined;
    processDefinitionName?: string | undefined;
    processDefinitionKey?: string | undefined;
  }) {
    if (!filter.category && !filter.processDefinitionName && !filter.processDefinitionKey) return undefined;
    const rows = await db.flowDefinition.findMany({
      where: {
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.processDefinitionKey ? { key: filter.processDefinitionKey } : {}),
        ...(filter.processDefinitionName ? { name: { contains: filter.processDefinitionName } } : {}),
      },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  type TaskRow = {
    id: bigint;
    processInstanceId: bigint;
    processDefinitionId: string;
    taskDefinitionKey: string;
    name: string | null;
    assignee: string | null;
    createTime: Date;
    claimTime: Date | null;
    endTime: Date | null;
    comment: string | null;
  };

  /** BladeFlow records of tasks, with their instance's business key and state. */
  async function taskFlows(tasks: TaskRow[], status: 'claim' | 'todo' | 'finish'): Promise<BladeFlow[]> {
    const defs = await definitions(tasks.map((t) => t.processDefinitionId));
    const instanceIds = [...new Set(tasks.map((t) => t.processInstanceId))];
    const instances = new Map(
      (instanceIds.length
        ? await db.flowInstance.findMany({ where: { id: { in: instanceIds } }, select: { id: true, businessKey: true, endTime: true } })
        : []
      ).map((i) => [i.id, i]),
    );
    const people = await names.users(tasks.map((t) => t.assignee));
    return tasks.map((t) => {
      const d = defs.get(t.processDefinitionId);
      const instance = instances.get(t.processInstanceId);
      return {
        taskId: String(t.id),
        taskName: t.name ?? '',
        taskDefinitionKey: t.taskDefinitionKey,
        assignee: t.assignee ?? '',
        assigneeName: people.get(t.assignee ?? '') ?? '',
        createTime: dateOrEmpty(t.createTime),
        claimTime: dateOrEmpty(t.claimTime),
        endTime: dateOrEmpty(instance?.endTime),
        historyTaskEndTime: dateOrEmpty(t.endTime),
        executionId: String(t.processInstanceId),
        processInstanceId: String(t.processInstanceId),
        historyProcessInstanceId: String(t.processInstanceId),
        ...definitionFields(d?.row, d?.categoryName ?? ''),
        ...splitBusinessKey(instance?.businessKey),
        processIsFinished: instance?.endTime ? 'finished' : 'unfinished',
        status,
        comment: t.comment ?? '',
      };
    });
  }

  return { definitions, matchingDefinitions, taskFlows };
}

export type FlowLookups = ReturnType<typeof createFlowLookups>;
export { dateOrEmpty };
