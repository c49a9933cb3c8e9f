// English strings of the workflow screens.
import type { flow as zh } from '../zh/flow.ts';

export const flow: typeof zh = {
  flow: {
    category: 'Category', version: 'Version', processKey: 'Process key', processName: 'Process name', processInstanceId: 'Instance id',
    chart: 'Diagram', chartTitle: 'Flow chart',
    history: { began: '{{who}} began handling [{{activity}}] at [{{time}}]', duration: 'Duration: [{{value}}]', comment: 'Comment: [{{value}}]', ended: 'Ended at: [{{time}}]' },
    model: {
      name: 'Model name', modelKey: 'Model key', description: 'Description', lastUpdated: 'Updated', create: 'Create', edit: 'Edit', deploy: 'Deploy', download: 'Download', copy: 'Copy',
      nameRequired: 'Please enter the model name', keyInvalid: 'The model key starts with a letter or underscore and holds letters, digits, _ and -',
    },
    deploy: {
      mode: 'Mode', common: 'Common process', custom: 'Tenant process', tenants: 'Tenants', chooseFiles: 'Choose files', submit: 'Deploy',
      fileHint: 'Only .bpmn or .bpmn20.xml files', wrongType: 'Not a process file: {{names}}',
      categoryRequired: 'Please choose the category', tenantRequired: 'Please choose the tenants', fileRequired: 'Please choose a process file',
    },
    manager: {
      state: 'State', active: 'Active', suspended: 'Suspended', deploymentTime: 'Deployed', changeState: 'Change state',
      confirmActivate: 'Activate this process?', confirmSuspend: 'Suspend this process?', confirmDelete: 'Delete this deployment? Its process instances are deleted too',
    },
    follow: { startUser: 'Started by', activity: 'Current step', startTime: 'Started', deleteTitle: 'Delete process instance', reason: 'Reason', reasonRequired: 'Please enter the reason' },
    work: {
      taskName: 'Current step', createTime: 'Created', endTime: 'Finished', state: 'State', finished: 'Finished', unfinished: 'Running',
      start: 'Start', claim: 'Claim', handle: 'Handle', detail: 'Detail', follow: 'Track', beginDate: 'From', endDate: 'To',
    },
    leave: {
      formTitle: 'Leave request', handleTitle: 'Leave approval', detailTitle: 'Leave detail',
      applicant: 'Applicant', applyTime: 'Applied', taskUser: 'Approver', startTime: 'Start', endTime: 'End', reason: 'Reason',
      comment: 'Comment', approve: 'Approve', reject: 'Reject', submit: 'Submit',
      taskUserRequired: 'Please choose the approver', datesRequired: 'Please choose the start and end times', endBeforeStart: 'The end must be after the start',
      reasonRequired: 'Please enter the reason', rejectNeedsComment: 'Please write a comment when rejecting',
      adjustTitle: 'Adjust the request', adjustHint: 'The request was rejected: change the dates or the reason and resubmit, or close the request', resubmit: 'Resubmit', close: 'Close the request', confirmClose: 'Close this leave request?',
    },
    form: { startTitle: 'Start a process', handleTitle: 'Handle a task', detailTitle: 'Process detail', noFields: 'This process asks nothing: submit to start it' },
    route: { leaveForm: 'Leave request', leaveHandle: 'Leave approval', leaveDetail: 'Leave detail', startForm: 'Process form', taskHandle: 'Handle a task', processDetail: 'Process detail' },
  },
};
