// The workflow service's storage over Postgres (tables act_*): one interactive transaction per step, the instance
// row locked with SELECT ... FOR UPDATE, the instance version and the task's open flag checked by the updates.
import type { EngineState, FlowStore, FlowStoreTx } from '@blade/workflow';
import type { Db, Tx } from '../../db/prisma.ts';
import { Prisma } from '../../db/prisma.ts';
import { nextId } from '../../db/snowflake.ts';

const csv = (list: string[]) => list.join(',');
const split = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const json = (state: EngineState | null) => (state === null ? Prisma.DbNull : (state as unknown as Prisma.InputJsonValue));

function storeTx(tx: Tx): FlowStoreTx {
  return {
    async definition(id) {
      const row = await tx.flowDefinition.findUnique({ where: { id }, include: { deployment: { select: { xml: true } } } });
      return row && { id: row.id, xml: row.deployment.xml, suspended: row.suspensionState === 2 };
    },
    async lockInstance(id) {
      await tx.$queryRaw`SELECT id FROM act_hi_procinst WHERE id = ${BigInt(id)} FOR UPDATE`;
      // Read through the tenant-scoped client: another tenant's instance is not found.
      const row = await tx.flowInstance.findFirst({ where: { id: BigInt(id) } });
      return row && {
        id: String(row.id), definitionId: row.processDefinitionId, tenantId: row.tenantId,
        state: row.state as unknown as EngineState | null, variables: (row.variables ?? {}) as Record<string, unknown>, version: row.version,
      };
    },
    async task(id) {
      const row = await tx.flowTask.findFirst({ where: { id: BigInt(id) } });
      return row && {
        id: String(row.id), instanceId: String(row.processInstanceId), activityId: row.taskDefinitionKey,
        assignee: row.assignee, candidates: split(row.candidateGroups), open: row.open,
      };
    },
    async insertInstance(i) {
      await tx.flowInstance.create({
        data: {
          id: BigInt(i.id), tenantId: i.tenantId, processDefinitionId: i.definitionId, businessKey: i.businessKey,
          startUserId: i.startUserId, startTime: i.startTime, endTime: i.endTime, state: json(i.state),
          variables: i.variables as Prisma.InputJsonValue,
        },
      });
    },
    async updateInstance(id, expectedVersion, patch) {
      const { count } = await tx.flowInstance.updateMany({
        where: { id: BigInt(id), version: expectedVersion },
        data: {
          state: json(patch.state), variables: patch.variables as Prisma.InputJsonValue, endTime: patch.endTime,
          version: expectedVersion + 1, ...(patch.deleteReason ? { deleteReason: patch.deleteReason } : {}),
        },
      });
      return count === 1;
    },
    async closeTask(id, patch) {
      const { count } = await tx.flowTask.updateMany({
        where: { id: BigInt(id), open: true },
        data: { open: false, comment: patch.comment, endTime: patch.endTime, ...(patch.deleteReason ? { deleteReason: patch.deleteReason } : {}) },
      });
      return count === 1;
    },
    async closeOpenTasks(instanceId, patch) {
      await tx.flowTask.updateMany({
        where: { processInstanceId: BigInt(instanceId), open: true },
        data: { open: false, endTime: patch.endTime, deleteReason: patch.deleteReason },
      });
      await tx.flowActivity.updateMany({ where: { processInstanceId: BigInt(instanceId), endTime: null }, data: { endTime: patch.endTime } });
    },
    async claimTask(id, assignee, at) {
      const { count } = await tx.flowTask.updateMany({ where: { id: BigInt(id), open: true, assignee: null }, data: { assignee, claimTime: at } });
      return count === 1;
    },
    async insertTasks(tasks) {
      await tx.flowTask.createMany({
        data: tasks.map((t) => ({
          id: BigInt(t.id), tenantId: t.tenantId, processInstanceId: BigInt(t.instanceId), processDefinitionId: t.definitionId,
          taskDefinitionKey: t.activityId, name: t.name, assignee: t.assignee, candidateGroups: csv(t.candidates), createTime: t.createTime,
        })),
      });
    },
    async insertActivities(rows) {
      await tx.flowActivity.createMany({
        data: rows.map((a) => ({
          id: BigInt(a.id), tenantId: a.tenantId, processInstanceId: BigInt(a.instanceId), activityId: a.activityId,
          activityName: a.name, activityType: a.type, taskId: a.taskId ? BigInt(a.taskId) : null, assignee: a.assignee,
          startTime: a.startTime, endTime: a.endTime, seq: a.seq,
        })),
      });
    },
    async endActivity(instanceId, activityId, endTime, assignee) {
      await tx.flowActivity.updateMany({ where: { processInstanceId: BigInt(instanceId), activityId, endTime: null }, data: { endTime } });
      if (assignee) {
        await tx.flowActivity.updateMany({ where: { processInstanceId: BigInt(instanceId), activityId, endTime, assignee: null }, data: { assignee } });
      }
    },
    async assignActivity(taskId, assignee) {
      await tx.flowActivity.updateMany({ where: { taskId: BigInt(taskId) }, data: { assignee } });
    },
  };
}

export function createFlowStore(db: Db): FlowStore {
  return {
    transaction: (work) => db.$transaction((tx) => work(storeTx(tx)), { timeout: 20_000, maxWait: 20_000 }),
    nextId: () => String(nextId()),
  };
}

/** The same store inside a caller's transaction: a step joins it (the leave request and its process commit together). */
export function flowStoreIn(tx: Tx): FlowStore {
  return { transaction: (work) => work(storeTx(tx)), nextId: () => String(nextId()) };
}
