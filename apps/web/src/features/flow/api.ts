// Calls of the workflow screens (blade-api.md 5.3-5.8), in Blade's protocol. The generic list calls go through
// CrudPage; this file holds the actions beyond list/detail/submit/remove.
import type { BladeFlow, FlowModelRecord, FlowModelView, ProcessLeaveRecord, StartFormDto, StartValuesDto, TaskFormDto } from '@blade/contract';
import { getData, http, request, type Envelope } from '../../api/http.ts';

const FLOW = '/api/blade-flow';
const LEAVE = '/api/blade-desk/process/leave';

export type { BladeFlow } from '@blade/contract';
export type FlowModel = FlowModelRecord;
export type DeployTarget = { category: string; tenantIds: string[] };

const ids = (list: string[]) => list.join(',');
const post = (url: string, params?: Record<string, string>, data?: unknown) => request<Envelope<unknown>>(url, { method: 'POST', params, data });

// Work (5.3)
export const claimTask = (taskId: string) => post(`${FLOW}/work/claim-task`, { taskId });
export const completeTask = (body: { taskId: string; processInstanceId: string; flag?: string; comment: string; variables?: Record<string, unknown> }) =>
  http.post<Envelope<unknown>>(`${FLOW}/work/complete-task`, body);

// Forms a process declares (start event and user tasks), for processes without a business form of their own.
export const fetchStartForm = (processDefinitionId: string) => getData<StartFormDto>(`${FLOW}/work/start-form`, { processDefinitionId });
export const startProcess = (processDefinitionId: string, variables: Record<string, unknown>) =>
  http.post<Envelope<{ processInstanceId: string }>>(`${FLOW}/work/start-process`, { processDefinitionId, variables });
export const fetchTaskForm = (taskId: string) => getData<TaskFormDto>(`${FLOW}/work/task-form`, { taskId });
export const fetchStartValues = (processInstanceId: string) => getData<StartValuesDto>(`${FLOW}/work/start-values`, { processInstanceId });

// Model (5.4)
export const fetchModel = (id: string) => getData<FlowModel>(`${FLOW}/model/detail`, { id });
export const submitModel = (body: { id?: string; name: string; modelKey: string; description: string; modelEditorXml: string }) => http.post<Envelope<FlowModel>>(`${FLOW}/model/submit`, body);
/** Copies a model (a common one, typically) into the caller's tenant, where it may be changed. */
export const copyModel = (id: string) => post(`${FLOW}/model/copy`, { id });
export const deployModel = (modelId: string, target: DeployTarget) =>
  post(`${FLOW}/model/deploy`, { modelId, category: target.category, tenantIds: ids(target.tenantIds) });

// Manager (5.5)
export const changeState = (processId: string, state: 'active' | 'suspend') => post(`${FLOW}/manager/change-state`, { processId, state });
export const deleteDeployments = (deploymentIds: string[]) => post(`${FLOW}/manager/delete-deployment`, { deploymentIds: ids(deploymentIds) });
export function deployUpload(files: File[], target: DeployTarget) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.append('category', target.category);
  form.append('tenantIds', ids(target.tenantIds));
  return request<Envelope<unknown>>(`${FLOW}/manager/deploy-upload`, { method: 'POST', data: form });
}

// Follow (5.6)
export const deleteInstance = (processInstanceId: string, deleteReason: string) =>
  post(`${FLOW}/follow/delete-process-instance`, { processInstanceId, deleteReason });

// Process (5.7)
export const fetchModelView = (by: { processInstanceId?: string; processDefinitionId?: string }) => getData<FlowModelView>(`${FLOW}/process/model-view`, by);
export const fetchHistory = (processInstanceId: string) => getData<BladeFlow[]>(`${FLOW}/process/history-flow-list`, { processInstanceId });

// Leave (5.8)
export const startLeave = (body: { processDefinitionId: string; taskUser: string; startTime: string; endTime: string; reason: string }) =>
  http.post<Envelope<unknown>>(`${LEAVE}/start-process`, body);
export const fetchLeave = (businessId: string) => getData<ProcessLeaveRecord>(`${LEAVE}/detail`, { businessId });
/** The applicant's 调整申请 step: resubmit with new dates and reason, or close the request. */
export const adjustLeave = (body: { action: 'resubmit'; taskId: string; startTime: string; endTime: string; reason: string; comment: string } | { action: 'close'; taskId: string; comment: string }) =>
  http.post<Envelope<unknown>>(`${LEAVE}/adjust`, body);

/** The users of the tenant, for the approver select. */
export const fetchUserOptions = async () =>
  (await getData<{ id: string; name?: string; realName?: string; account: string }[]>('/api/blade-system/user/select')).map((u) => ({
    value: String(u.id), label: u.realName || u.name || u.account,
  }));
/** Tenants for the deploy target (platform administrators only). */
export { fetchTenantOptions } from '../system/api.ts';
