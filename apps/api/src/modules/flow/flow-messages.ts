// Messages of the workflow (modules/flow and the leave demo), added to the API's catalogue (core/messages.ts): declared
// below for the keys' type, registered by the composition root (app.ts).
export const flowMessages = {
  flowClaimed: { zh: '签收事务成功', en: 'Task claimed' },
  flowNoProcess: { zh: '部署失败,未找到流程', en: 'Deployment failed: no process found' },
  flowInvalidBpmn: { zh: '流程文件无效: {reason}', en: 'Invalid BPMN file: {reason}' },
  flowBpmnTooLarge: { zh: '流程文件过大,上限为{limit}', en: 'The BPMN file is too large (limit {limit})' },
  flowBpmnTooManyElements: {
    zh: '流程文件的元素过多(含流程图),一次最多{max}个',
    en: 'The BPMN holds too many elements (diagram included): at most {max} in one request',
  },
  flowKeyTooLong: { zh: '流程标识 {key} 过长,最多{max}个字符', en: 'The process id {key} is too long (at most {max} characters)' },
  flowTextTooLong: { zh: '流程的 {field} 过长,最多{max}个字符', en: 'The process {field} is too long (at most {max} characters)' },
  flowDefinitionNotFound: { zh: '流程定义不存在', en: 'No such process definition' },
  flowDefinitionSuspended: {
    zh: '流程定义已挂起,无法发起或办理',
    en: 'The process definition is suspended: it cannot be started or worked on',
  },
  flowInstanceNotFound: { zh: '流程实例不存在', en: 'No such process instance' },
  flowInstanceEnded: { zh: '流程实例已结束', en: 'The process instance has ended' },
  flowTaskNotFound: { zh: '任务不存在', en: 'No such task' },
  flowTaskCompleted: { zh: '该任务已被办理,请刷新后重试', en: 'The task was already completed; refresh and try again' },
  flowTaskClaimed: { zh: '该任务已被他人签收', en: 'Someone else claimed the task' },
  flowNotAssignee: { zh: '您不是该任务的办理人,请先签收', en: 'You are not the assignee of this task; claim it first' },
  flowNotCandidate: { zh: '您不在该任务的候选组中,无法签收', en: 'You are not a candidate of this task' },
  flowUnclaimed: { zh: '已取消签收,任务已退回候选人', en: 'Task given back to its candidates' },
  flowNotClaimed: {
    zh: '该任务由流程直接指定给您,不是签收来的,不能取消签收',
    en: 'The process assigned this task to you directly: only a task claimed from candidates can be unclaimed',
  },
  flowTaskDelegated: {
    zh: '该任务已委托他人办理,须由受托人处理完毕交回后才能继续',
    en: 'The task is delegated: the delegate must resolve it and give it back first',
  },
  flowNotDelegate: { zh: '该任务没有委托给您,不能交回', en: 'This task is not delegated to you' },
  flowDelegateInvalid: { zh: '不能把任务委托给自己', en: 'You cannot delegate a task to yourself' },
  flowDelegateNotColleague: { zh: '受托人不存在或不属于本租户', en: 'The delegate is not a user of your tenant' },
  flowDelegated: { zh: '已委托', en: 'Task delegated' },
  flowResolved: { zh: '已办理完毕,交回委托人', en: 'Task resolved and given back to its owner' },
  flowDraftSaved: { zh: '草稿已保存', en: 'Draft saved' },
  flowDraftTooLarge: { zh: '草稿过大,最多{max}个字符', en: 'The draft is too large (at most {max} characters)' },
  flowSelfApproval: {
    zh: '不能审批本人发起的流程:「{task}」须由发起人以外的人办理',
    en: 'Nobody approves a process they started: {task} must be handled by someone else',
  },
  leaveReadOnly: {
    zh: '请假申请已进入审批流程,不能再修改;被驳回后请在「调整申请」中修改并重新提交',
    en: 'The leave request is in its approval process and can no longer be changed; once rejected, change and resubmit it at the adjust step',
  },
  flowEngineFailed: { zh: '流程执行失败: {reason}', en: 'The process failed: {reason}' },
  flowScriptNotSupported: { zh: '不支持脚本任务: {element}', en: 'Script tasks are not supported: {element}' },
  flowInvalidCondition: {
    zh: '连线 [{flow}] 的条件无效,须为 ${...} 表达式: {reason}',
    en: 'The condition of the sequence flow [{flow}] is invalid (a ${...} expression is expected): {reason}',
  },
  flowInvalidExpression: { zh: '流程表达式无效: {reason}', en: 'Invalid process expression: {reason}' },
  flowProcessNotExecutable: {
    zh: '流程不可执行(isExecutable="false"): {process}',
    en: 'The process is not executable (isExecutable="false"): {process}',
  },
  flowSeveralProcesses: {
    zh: '一个流程文件只能包含一个可执行流程,发现 {count} 个',
    en: 'A process file may hold one executable process, found {count}',
  },
  flowNoStartEvent: { zh: '流程缺少开始事件', en: 'The process has no start event' },
  flowUnknownFlowNode: { zh: '连线 {flow} 连接了不存在的节点', en: 'The sequence flow {flow} connects a node that does not exist' },
  flowTaskWithoutActor: { zh: '用户任务 {task} 未设置办理人或候选组', en: 'The user task {task} has no assignee and no candidates' },
  flowUnsupportedElement: { zh: '不支持的流程元素: {element}', en: 'Unsupported process element: {element}' },
  flowVariableNotAccepted: { zh: '流程变量 {name} 不能在此步骤设置', en: 'The process variable {name} cannot be set at this step' },
  flowVariableInvalid: { zh: '{name} 的值无效', en: 'The value of {name} is invalid' },
  flowVariableRequired: { zh: '请填写{name}', en: 'Please fill in {name}' },
  flowActivated: { zh: '激活ID为 [{id}] 的流程成功', en: 'Process [{id}] activated' },
  flowSuspendedOk: { zh: '挂起ID为 [{id}] 的流程成功', en: 'Process [{id}] suspended' },
  flowSameState: { zh: 'ID为 [{id}] 的流程已是此状态，无需操作', en: 'Process [{id}] is already in this state, nothing to do' },
  flowNoChange: { zh: '暂无流程变更', en: 'No change' },
  flowUploadType: { zh: '只能上传 .bpmn20.xml 或 .bpmn 文件: {name}', en: 'Only .bpmn20.xml or .bpmn files: {name}' },
  flowUploadMissing: { zh: '请选择要部署的流程文件', en: 'Choose the process files to deploy' },
  flowUploadTooLarge: { zh: '流程文件过大,上限为{limit}', en: 'The process file is too large (limit {limit})' },
  flowCommonReadOnly: {
    zh: '公共流程只能由平台管理员修改,请先复制为本租户的模型',
    en: 'Common processes can only be changed by the platform administrator; copy the model into your tenant first',
  },
  flowModelNotFound: { zh: '模型不存在', en: 'No such model' },
  flowModelKeyMismatch: {
    zh: '模型标识 [{key}] 与流程标识 [{process}] 不一致',
    en: 'The model key [{key}] differs from the process id [{process}]',
  },
  flowTenantNotFound: { zh: '租户 [{tenant}] 不存在', en: 'No tenant [{tenant}]' },
  leaveApproverMissing: { zh: '审批人不存在', en: 'The chosen approver does not exist' },
  flowStartThroughBusinessForm: { zh: '该流程需通过其业务表单发起', en: 'This process is started through its own business form' },
  leaveNotLeaveProcess: { zh: '该流程不是请假流程', en: 'This is not the leave process' },
} as const;

type FlowMessages = typeof flowMessages;
declare module '../../core/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from FlowMessages
  interface ModuleMessages extends FlowMessages {}
}
