// Calls of the workflow screens (blade-api.md 5.3-5.8), in Blade's protocol. The generic list calls go through
// CrudPage; this file holds the actions beyond list/detail/submit/remove.
import type { FlowModelRecord } from '@blade/contract';
import { call, callEnvelope } from '../../api/client.ts';
import * as flowFollowRoutes from '../../generated/routes/flow-follow.ts';
import * as flowFormsRoutes from '../../generated/routes/flow-forms.ts';
import * as flowManagerRoutes from '../../generated/routes/flow-manager.ts';
import * as flowModelRoutes from '../../generated/routes/flow-model.ts';
import * as flowProcessRoutes from '../../generated/routes/flow-process.ts';
import * as flowTaskRoutes from '../../generated/routes/flow-task.ts';
import * as flowWorkRoutes from '../../generated/routes/flow-work.ts';
import * as leaveRoutes from '../../generated/routes/leave.ts';
import * as leaveAdjustRoutes from '../../generated/routes/leave-adjust.ts';
import * as roleRoutes from '../../generated/routes/role.ts';
import * as userRoutes from '../../generated/routes/user.ts';

export type { BladeFlow } from '@blade/contract';
export type FlowModel = FlowModelRecord;
export type DeployTarget = { category: string; tenantIds: string[] };

const ids = (list: string[]) => list.join(',');

// Work (5.3)
export const claimTask = (taskId: string) => callEnvelope(flowWorkRoutes.claimTask, { query: { taskId } });
export const completeTask = (body: {
  taskId: string;
  processInstanceId: string;
  flag?: string;
  comment: string;
  variables?: Record<string, unknown>;
}) => call(flowWorkRoutes.completeTask, { body });

// Handing a task on (unclaim, delegate, resolve), its draft, and the processes the task lists filter by.
export const unclaimTask = (taskId: string) => callEnvelope(flowTaskRoutes.unclaimTask, { query: { taskId } });
export const delegateTask = (taskId: string, userId: string) => callEnvelope(flowTaskRoutes.delegateTask, { body: { taskId, userId } });
export const resolveTask = (body: { taskId: string; comment: string; variables: Record<string, unknown> }) =>
  callEnvelope(flowTaskRoutes.resolveTask, { body });
export const fetchTaskState = (taskId: string) => call(flowTaskRoutes.taskState, { query: { taskId } });
export const saveTaskDraft = (body: { taskId: string; comment: string; variables: Record<string, unknown> }) =>
  callEnvelope(flowTaskRoutes.saveDraft, { body });
export const fetchProcessOptions = () => call(flowTaskRoutes.processOptions);

// Forms a process declares (start event and user tasks), for processes without a business form of their own.
export const fetchStartForm = (processDefinitionId: string) => call(flowFormsRoutes.startForm, { query: { processDefinitionId } });
export const startProcess = (processDefinitionId: string, variables: Record<string, unknown>) =>
  call(flowFormsRoutes.startProcess, { body: { processDefinitionId, variables } });
export const fetchTaskForm = (taskId: string) => call(flowFormsRoutes.taskForm, { query: { taskId } });
export const fetchStartValues = (processInstanceId: string) => call(flowFormsRoutes.startValues, { query: { processInstanceId } });

// Model (5.4)
export const fetchModel = (id: string) => call(flowModelRoutes.detail, { query: { id } });
export const submitModel = (body: { id?: string; name: string; modelKey: string; description: string; modelEditorXml: string }) =>
  call(flowModelRoutes.submit, { body });
/** Copies a model (a common one, typically) into the caller's tenant, where it may be changed. */
export const copyModel = (id: string) => call(flowModelRoutes.copy, { query: { id } });
export const deployModel = (modelId: string, target: DeployTarget) =>
  call(flowModelRoutes.deploy, { query: { modelId, category: target.category, tenantIds: ids(target.tenantIds) } });

// Manager (5.5)
export const changeState = (processId: string, state: 'active' | 'suspend') =>
  callEnvelope(flowManagerRoutes.changeState, { query: { processId, state } });
export const deleteDeployments = (deploymentIds: string[]) =>
  call(flowManagerRoutes.deleteDeployment, { query: { deploymentIds: ids(deploymentIds) } });
export const deployUpload = (files: File[], target: DeployTarget) =>
  call(flowManagerRoutes.deployUpload, { upload: { files, category: target.category, tenantIds: ids(target.tenantIds) } });

// Follow (5.6)
export const deleteInstance = (processInstanceId: string, deleteReason: string) =>
  call(flowFollowRoutes.deleteProcessInstance, { query: { processInstanceId, deleteReason } });

// Process (5.7)
export const fetchModelView = (by: { processInstanceId?: string; processDefinitionId?: string }) =>
  call(flowProcessRoutes.modelView, { query: by });

// Leave (5.8)
export const startLeave = (body: { processDefinitionId: string; taskUser: string; startTime: string; endTime: string; reason: string }) =>
  call(leaveRoutes.startProcess, { body });
export const fetchLeave = (businessId: string) => call(leaveRoutes.detail, { query: { businessId } });
/** The applicant's 调整申请 step: resubmit with new dates and reason, or close the request. */
export const adjustLeave = (
  body:
    | { action: 'resubmit'; taskId: string; startTime: string; endTime: string; reason: string; comment: string }
    | { action: 'close'; taskId: string; comment: string },
) => call(leaveAdjustRoutes.adjust, { body });

/** The users of the tenant, for the approver select. */
export const fetchUserOptions = async () =>
  (await call(userRoutes.select)).map((u) => ({ value: String(u.id), label: u.realName || u.name || u.account }));
/**
 * Who the modeler offers for a user task, stored as the engine resolves them: users as `taskUser_<id>`, roles
 * (candidate groups) by alias.
 */
export const fetchModelerDirectory = async () => {
  const [users, roles] = await Promise.all([fetchUserOptions(), call(roleRoutes.select, { query: {} })]);
  return {
    users: users.map((u) => ({ value: `taskUser_${u.value}`, label: u.label })),
    roles: roles.filter((r) => r.roleAlias).map((r) => ({ value: r.roleAlias, label: r.roleName || r.roleAlias })),
  };
};
/** Tenants for the deploy target (platform administrators only). */
export { fetchTenantOptions } from '../system/api.ts';
