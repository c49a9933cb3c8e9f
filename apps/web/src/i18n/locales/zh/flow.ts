// Chinese strings of the workflow screens: models, deployments, definitions, instances, my work, the leave pages.
export const flow = {
  flow: {
    category: '流程分类', version: '版本', processKey: '流程标识', processName: '流程名称', processInstanceId: '流程实例ID',
    chart: '流程图', chartTitle: '流程图展示',
    history: { began: '{{who}} 在 [{{time}}] 开始处理 [{{activity}}] 环节', duration: '历时：[{{value}}]', comment: '批复：[{{value}}]', ended: '结束时间：[{{time}}]' },
    model: {
      name: '模型名称', modelKey: '模型标识', description: '模型描述', lastUpdated: '更新时间', create: '创建', edit: '编辑', deploy: '部署', download: '下载', copy: '复制',
      nameRequired: '请输入模型名称', keyInvalid: '模型标识须以字母或下划线开头，只含字母、数字、下划线和横线',
    },
    deploy: {
      mode: '流程模式', common: '通用流程', custom: '定制流程', tenants: '所属租户', chooseFiles: '选择文件', submit: '部署',
      fileHint: '只能上传 .bpmn 或 .bpmn20.xml 文件', wrongType: '不是流程文件：{{names}}',
      categoryRequired: '请选择流程分类', tenantRequired: '请选择所属租户', fileRequired: '请选择流程文件',
    },
    manager: {
      state: '状态', active: '激活', suspended: '挂起', deploymentTime: '部署时间', changeState: '变更状态',
      confirmActivate: '确定激活该流程?', confirmSuspend: '确定挂起该流程?', confirmDelete: '确定删除该流程部署?相关流程实例将一并删除',
    },
    follow: { startUser: '发起人', activity: '当前环节', startTime: '开始时间', deleteTitle: '删除流程实例', reason: '删除理由', reasonRequired: '请输入删除理由' },
    work: {
      taskName: '当前环节', createTime: '创建时间', endTime: '办结时间', state: '流程状态', finished: '已完成', unfinished: '未完成',
      start: '发起', claim: '签收', handle: '办理', detail: '详情', follow: '跟踪', beginDate: '开始日期', endDate: '结束日期',
    },
    leave: {
      formTitle: '请假申请', handleTitle: '请假审批', detailTitle: '请假详情',
      applicant: '申请人', applyTime: '申请时间', taskUser: '审批人', startTime: '开始时间', endTime: '结束时间', reason: '请假理由',
      comment: '批复意见', approve: '同意', reject: '驳回', submit: '提交',
      taskUserRequired: '请选择审批人', datesRequired: '请选择开始时间和结束时间', endBeforeStart: '结束时间必须晚于开始时间',
      reasonRequired: '请输入请假理由', rejectNeedsComment: '驳回时请填写批复意见',
      adjustTitle: '调整申请', adjustHint: '申请被驳回：修改时间或理由后重新提交，或结束申请', resubmit: '重新提交', close: '结束申请', confirmClose: '确定结束该请假申请?',
    },
    form: { startTitle: '发起事务', handleTitle: '办理事务', detailTitle: '事务详情', noFields: '该流程无需填写表单，提交即发起' },
    route: { leaveForm: '请假申请', leaveHandle: '请假审批', leaveDetail: '请假详情', startForm: '流程表单', taskHandle: '办理事务', processDetail: '事务详情' },
  },
};
