// Seed step of the workflow: the Leave model and its deployment as a common process of category flow_1 (dict
// `flow`: 1 = 请假流程, remark `leave`, the console's route to the leave form).
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/prisma.ts';
import { parseResources, storeDeployments } from './deploy.ts';
import { LEAVE_BPMN } from './leave-bpmn.ts';

export const LEAVE_CATEGORY = 'flow_1';

export async function seedLeaveProcess(tx: Tx): Promise<void> {
  const parsed = await parseResources([{ resourceName: 'LeaveProcess.bpmn20.xml', xml: LEAVE_BPMN }]);
  await tx.flowModel.create({
    data: {
      id: randomUUID(),
      name: '请假流程',
      modelKey: 'Leave',
      description: '请假流程演示',
      modelEditorXml: LEAVE_BPMN,
      version: 1,
      modelType: 0,
      createdBy: 'taskUser_1123598821738675201',
      lastUpdatedBy: 'taskUser_1123598821738675201',
      flowTenant: '',
    },
  });
  await storeDeployments(tx, parsed, LEAVE_CATEGORY, []);
}
