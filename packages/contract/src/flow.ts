// Workflow (blade-api.md section 5.2-5.8): the task lists, models, deployed definitions, running instances, the
// diagram with its history, and the leave demo. Records keep Flowable's field names (BladeFlow, FlowProcess,
// FlowModel, FlowExecution); dates travel as `yyyy-MM-dd HH:mm:ss`, and a missing date or comment as "".
import { z } from 'zod';
import { isBladeIdCsv, ZId, zNoData, zPage, zTime } from './common.ts';
import { ZPageQuery } from './common.ts';
import { defineRoute, permissionAccess, tokenAccess } from './route.ts';
import { zBladeDateText } from './entities/user.ts';

/** Empty query values mean "no filter" (Saber sends every search field). */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** `flow_<dictKey>`, the category of a process definition (dict `flow`). */
export const zFlowCategory = z
  .string()
  .trim()
  .regex(/^flow_[A-Za-z0-9_-]{1,60}$/, 'v.flowCategory');
const optCategory = z
  .union([z.literal(''), zFlowCategory])
  .optional()
  .transform((v) => v || undefined);

/** 1 = common processes (no tenant), 2 = the caller's tenant's processes. */
const zMode = z
  .union([z.literal(''), z.coerce.number().int().min(1).max(2)])
  .optional()
  .transform((v) => (v === '' || v === undefined ? 1 : v));

/** Comma-joined 6-digit tenant ids (may be empty: deploy without a tenant). */
export const zTenantIdCsv = z
  .string()
  .trim()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^\d{6}$/, 'v.tenantId')));

/** Filters shared by the five task lists. */
export const ZWorkQuery = ZPageQuery.extend({
  category: optCategory,
  processDefinitionName: optText(255),
  beginDate: zBladeDateText.optional(),
  endDate: zBladeDateText.optional(),
  /** The process (definition key), and a process variable's value (exact match, as text): additions to Blade. */
  processDefinitionKey: optText(255),
  variableName: z
    .union([z.literal(''), z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'v.variableName')])
    .optional()
    .transform((v) => v || undefined),
  variableValue: optText(255),
});

/** Blade's BladeFlow record (every field optional). */
export const ZBladeFlow = z
  .object({
    taskId: z.string(),
    taskName: z.string(),
    taskDefinitionKey: z.string(),
    assignee: z.string(),
    assigneeName: z.string(),
    category: z.string(),
    categoryName: z.string(),
    createTime: z.string(),
    endTime: z.string(),
    claimTime: z.string(),
    historyTaskEndTime: z.string(),
    executionId: z.string(),
    processInstanceId: z.string(),
    processDefinitionId: z.string(),
    processDefinitionKey: z.string(),
    processDefinitionName: z.string(),
    processDefinitionVersion: z.number(),
    processDefinitionDesc: z.string(),
    processDefinitionDiagramResName: z.string(),
    processDefinitionResName: z.string(),
    historyProcessInstanceId: z.string(),
    processIsFinished: z.enum(['finished', 'unfinished']),
    historyActivityId: z.string(),
    historyActivityName: z.string(),
    historyActivityType: z.string(),
    historyActivityDurationTime: z.string(),
    businessTable: z.string(),
    businessId: z.string(),
    status: z.enum(['claim', 'todo', 'finish']),
    comment: z.string(),
    pass: z.boolean(),
    flag: z.string(),
    beginDate: z.string(),
    endDate: z.string(),
    variables: z.record(z.string(), z.unknown()),
    /** A completed task's form values as entered (label and value, a choice by its name), for the timeline. */
    taskValues: z.array(z.object({ id: z.string(), label: z.string(), value: z.unknown() })),
    /** Additions to Blade: the task's due date ('' when none) and whether it is past; who delegated it and how that stands. */
    dueDate: z.string(),
    overdue: z.boolean(),
    owner: z.string(),
    ownerName: z.string(),
    delegationState: z.enum(['pending', 'resolved', '']),
    /** The timeline's delegations of a task: who handed it to whom, when it came back and with what. */
    delegations: z.array(
      z.object({
        ownerName: z.string(),
        delegateName: z.string(),
        delegateTime: z.string(),
        resolveTime: z.string(),
        comment: z.string(),
        taskValues: z.array(z.object({ id: z.string(), label: z.string(), value: z.unknown() })),
      }),
    ),
  })
  .partial();
export type BladeFlow = z.infer<typeof ZBladeFlow>;

/** A deployed process definition (FlowProcess): id `Key:version:deploymentId`, suspensionState 1 active / 2 suspended. */
export const ZFlowProcess = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  key: z.string(),
  category: z.string(),
  categoryName: z.string(),
  version: z.number(),
  deploymentId: z.string(),
  resourceName: z.string(),
  diagramResourceName: z.string(),
  suspensionState: z.number(),
  deploymentTime: z.string(),
});
export type FlowProcess = z.infer<typeof ZFlowProcess>;

/** A modeler model (ACT_DE_MODEL) with its BPMN XML. */
export const ZFlowModelRecord = z.object({
  id: z.string(),
  name: z.string(),
  modelKey: z.string(),
  description: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
  createdBy: z.string(),
  lastUpdatedBy: z.string(),
  version: z.number(),
  modelEditorXml: z.string(),
  modelComment: z.string(),
  modelType: z.number(),
  tenantId: z.string(),
});
export type FlowModelRecord = z.infer<typeof ZFlowModelRecord>;

/** A running instance as the follow list shows it (FlowExecution). */
export const ZFlowExecution = z.object({
  id: z.string(),
  name: z.string(),
  startUserId: z.string(),
  startUser: z.string(),
  startTime: z.string(),
  taskDefinitionId: z.string(),
  taskDefinitionKey: z.string(),
  category: z.string(),
  categoryName: z.string(),
  processInstanceId: z.string(),
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  activityId: z.string(),
  suspensionState: z.number(),
  executionId: z.string(),
});
export type FlowExecution = z.infer<typeof ZFlowExecution>;

/** What process/model-view answers: the BPMN XML and, with an instance, its history (history-flow-list). */
export const ZFlowModelView = z.object({ xml: z.string(), flow: z.array(ZBladeFlow).optional() });
export type FlowModelView = z.infer<typeof ZFlowModelView>;

/** The leave request (blade_process_leave) as detail answers it; `flow.assigneeName` is the applicant's name. */
export const ZProcessLeaveRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  processDefinitionId: z.string(),
  processInstanceId: z.string(),
  startTime: zTime,
  endTime: zTime,
  reason: z.string(),
  taskUser: z.string(),
  applyTime: zTime,
  createUser: z.string(),
  createDept: z.string(),
  createTime: zTime,
  updateUser: z.string(),
  updateTime: zTime,
  status: z.number(),
  isDeleted: z.number(),
  flow: ZBladeFlow,
});
export type ProcessLeaveRecord = z.infer<typeof ZProcessLeaveRecord>;

/** Variables a caller may pass with complete-task: plain JSON values under identifier-like names. */
const zVariables = z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'v.variableName'), z.unknown()).optional();

export const ZCompleteTask = z.looseObject({
  taskId: ZId,
  processInstanceId: z.union([ZId, z.literal('')]).optional(),
  flag: z.string().trim().max(32).optional().nullable(),
  comment: z.string().trim().max(2000).optional().nullable(),
  variables: zVariables,
});

export const ZModelSubmit = z.object({
  id: z
    .string()
    .trim()
    .max(64)
    .optional()
    .nullable()
    .transform((v) => v || undefined),
  name: z.string().trim().min(1).max(400),
  modelKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,254}$/, 'v.processKey'),
  description: z.string().trim().max(4000).optional().nullable(),
  modelEditorXml: z.string().min(1).max(2_000_000),
});

/** Blade's leave dates: `yyyy-MM-dd HH:mm:ss`, the end after the start. */
export const zLeaveDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'v.bladeDate');
export const ZLeaveStart = z
  .object({
    id: z
      .union([ZId, z.literal('')])
      .optional()
      .nullable()
      .transform((v) => v || undefined),
    processDefinitionId: z.string().trim().min(1).max(64),
    taskUser: ZId,
    startTime: zLeaveDate,
    endTime: zLeaveDate,
    reason: z.string().trim().min(1).max(255),
  })
  .refine((v) => v.endTime > v.startTime, { message: 'v.leaveEndAfterStart', path: ['endTime'] });

const work = (a: string) => `/blade-flow/work/${a}`;
const model = (a: string) => `/blade-flow/model/${a}`;
const manager = (a: string) => `/blade-flow/manager/${a}`;
const follow = (a: string) => `/blade-flow/follow/${a}`;
const proc = (a: string) => `/blade-flow/process/${a}`;
const leave = (a: string) => `/blade-desk/process/leave/${a}`;

export const flowWorkRoutes = {
  startList: defineRoute({
    method: 'GET',
    path: work('start-list'),
    access: tokenAccess,
    response: 'envelope',
    answer: zPage(ZFlowProcess),
    query: ZPageQuery.extend({ category: optCategory, mode: zMode }),
    summary: 'Page<FlowProcess>: the latest active version of each process definition the caller may start',
  }),
  claimList: defineRoute({
    method: 'GET',
    path: work('claim-list'),
    access: tokenAccess,
    response: 'envelope',
    answer: zPage(ZBladeFlow),
    query: ZWorkQuery,
    summary:
      "Page<BladeFlow> (every row, not paged): open unassigned tasks of a candidate group among the caller's role aliases; status claim",
  }),
  todoList: defineRoute({
    method: 'GET',
    path: work('todo-list'),
    access: tokenAccess,
    response: 'envelope',
    answer: zPage(ZBladeFlow),
    query: ZWorkQuery,
    summary: 'Page<BladeFlow> (every row, not paged): open tasks assigned to taskUser_<me>; status todo',
  }),
  sendList: defineRoute({
    method: 'GET',
    path: work('send-list'),
    access: tokenAccess,
    response: 'envelope',
    answer: zPage(ZBladeFlow),
    query: ZWorkQuery,
    summary: 'Page<BladeFlow>: process instances the caller started, with the last task and processIsFinished; status finish',
  }),
  doneList: defineRoute({
    method: 'GET',
    path: work('done-list'),
    access: tokenAccess,
    response: 'envelope',
    answer: zPage(ZBladeFlow),
    query: ZWorkQuery,
    summary: 'Page<BladeFlow>: finished tasks the caller completed, with historyTaskEndTime and processIsFinished',
  }),
  claimTask: defineRoute({
    method: 'POST',
    path: work('claim-task'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ taskId: ZId }),
    summary: 'Claim an open group task for taskUser_<me> (msg 签收事务成功); a task claimed by someone else is refused',
  }),
  completeTask: defineRoute({
    method: 'POST',
    path: work('complete-task'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: ZCompleteTask,
    summary:
      "Complete the caller's task: comment (empty = 同意) stored, pass = flag 'ok' or comment 同意 put into the variables; at most once",
  }),
};

export const flowModelRoutes = {
  list: defineRoute({
    method: 'GET',
    path: model('list'),
    access: permissionAccess('flow_model'),
    response: 'envelope',
    answer: zPage(ZFlowModelRecord),
    query: ZPageQuery.extend({ name: optText(400), modelKey: optText(400) }).loose(),
    summary: 'Page<FlowModel>, filtered by name and modelKey (contains)',
  }),
  detail: defineRoute({
    method: 'GET',
    path: model('detail'),
    access: permissionAccess('flow_model'),
    response: 'envelope',
    answer: ZFlowModelRecord,
    query: z.object({ id: z.string().trim().min(1).max(64) }),
    summary: 'One FlowModel with its BPMN XML',
  }),
  submit: defineRoute({
    method: 'POST',
    path: model('submit'),
    access: permissionAccess('flow_model_create', 'flow_model_update'),
    response: 'envelope',
    answer: ZFlowModelRecord,
    body: ZModelSubmit,
    summary: 'Create or update a model from BPMN XML (parsed and validated first); the version is bumped; answers the FlowModel',
  }),
  remove: defineRoute({
    method: 'POST',
    path: model('remove'),
    access: permissionAccess('flow_model_delete'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ ids: z.string().trim().min(1).max(4000) }),
    summary: 'Remove models by comma-joined ids',
  }),
  deploy: defineRoute({
    method: 'POST',
    path: model('deploy'),
    access: permissionAccess('flow_model_deploy'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ modelId: z.string().trim().min(1).max(64), category: zFlowCategory, tenantIds: zTenantIdCsv }),
    summary:
      'Deploy a model once per tenant (or once without tenant) as <name>.bpmn20.xml; refuses XML without a process (部署失败,未找到流程)',
  }),
  copy: defineRoute({
    method: 'POST',
    path: model('copy'),
    access: permissionAccess('flow_model_create'),
    response: 'envelope',
    answer: ZFlowModelRecord,
    query: z.object({ id: z.string().trim().min(1).max(64) }),
    summary: "Copy a visible model (a common one, typically) into the caller's tenant as version 1; answers the new FlowModel",
  }),
};

export const flowManagerRoutes = {
  list: defineRoute({
    method: 'GET',
    path: manager('list'),
    access: permissionAccess('flow_manager'),
    response: 'envelope',
    answer: zPage(ZFlowProcess),
    query: ZPageQuery.extend({ category: optCategory, mode: zMode }),
    summary: 'Page<FlowProcess>: deployed process definitions',
  }),
  changeState: defineRoute({
    method: 'POST',
    path: manager('change-state'),
    access: permissionAccess('flow_manager_state'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ state: z.enum(['active', 'suspend']), processId: z.string().trim().min(1).max(64) }),
    summary: 'Activate or suspend a definition (Blade messages); a suspended definition cannot be started',
  }),
  deployUpload: defineRoute({
    method: 'POST',
    path: manager('deploy-upload'),
    access: permissionAccess('flow_deploy'),
    response: 'envelope',
    answer: zNoData,
    upload: { field: 'files', multiple: true, fields: ['category', 'tenantIds'] },
    summary:
      'Deploy uploaded BPMN files (multipart `files` repeated, `category`, `tenantIds`): only .bpmn20.xml/.bpmn, all parsed and validated before anything is stored',
  }),
  checkUpload: defineRoute({
    method: 'POST',
    path: manager('check-upload'),
    access: permissionAccess('flow_deploy'),
    response: 'envelope',
    answer: z.object({ name: z.string(), success: z.boolean() }),
    upload: { field: 'file' },
    summary: 'Check one uploaded file name (multipart `file`): {name, success} where success means .bpmn20.xml or .bpmn',
  }),
  deleteDeployment: defineRoute({
    method: 'POST',
    path: manager('delete-deployment'),
    access: permissionAccess('flow_manager_remove'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ deploymentIds: z.string().trim().refine(isBladeIdCsv, 'v.numericIds') }),
    summary: 'Delete deployments with their definitions, instances, tasks and history',
  }),
};

export const flowFollowRoutes = {
  list: defineRoute({
    method: 'GET',
    path: follow('list'),
    access: permissionAccess('flow_follow'),
    response: 'envelope',
    answer: zPage(ZFlowExecution),
    query: ZPageQuery.extend({ processInstanceId: optText(64), processDefinitionKey: optText(255) }),
    summary: 'Page<FlowExecution>: running process instances',
  }),
  deleteProcessInstance: defineRoute({
    method: 'POST',
    path: follow('delete-process-instance'),
    access: permissionAccess('flow_follow_delete'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ processInstanceId: ZId, deleteReason: z.string().trim().min(1).max(4000) }),
    summary: 'End a running instance with a reason; its open tasks are closed',
  }),
};

export const flowProcessRoutes = {
  modelView: defineRoute({
    method: 'GET',
    path: proc('model-view'),
    access: tokenAccess,
    response: 'envelope',
    answer: ZFlowModelView,
    query: z
      .object({
        processDefinitionId: optText(64),
        processInstanceId: z
          .union([z.literal(''), ZId])
          .optional()
          .transform((v) => v || undefined),
      })
      .refine((v) => v.processDefinitionId || v.processInstanceId, { message: 'v.definitionOrInstance', path: ['processDefinitionId'] }),
    summary: '{xml, flow?}: the BPMN XML of a definition or instance, with the history of the instance',
  }),
  historyFlowList: defineRoute({
    method: 'GET',
    path: proc('history-flow-list'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZBladeFlow),
    query: z.object({ processInstanceId: ZId, startActivityId: optText(255), endActivityId: optText(255) }),
    summary:
      'BladeFlow[] in start order: start event, user tasks, end event; "" for missing dates and comments, durations as 1小时2分钟3秒',
  }),
};

export const leaveRoutes = {
  startProcess: defineRoute({
    method: 'POST',
    path: leave('start-process'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: ZLeaveStart,
    summary:
      'Save a leave request and start its process (business key blade_process_leave:<id>, days = whole days); with an id, a plain update',
  }),
  detail: defineRoute({
    method: 'GET',
    path: leave('detail'),
    access: tokenAccess,
    response: 'envelope',
    answer: ZProcessLeaveRecord,
    query: z.object({ businessId: ZId }),
    summary: "One leave request of the caller's tenant, with flow.assigneeName = the applicant's name",
  }),
};
