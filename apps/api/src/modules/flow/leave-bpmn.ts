// The Leave process of Blade's demo (processes/LeaveProcess.bpmn20.xml, blade-api.md 5.8) with its diagram layout,
// deployed by the seed: hr approval by the approver the applicant chose, then manager (≤ 3 days) or boss (> 3 days)
// candidate groups; a rejection returns to the applicant, who resubmits or closes.
const flow = (id: string, source: string, target: string, condition: string, name = '') =>
  `    <sequenceFlow id="${id}" name="${name}" sourceRef="${source}" targetRef="${target}">` +
  `<conditionExpression xsi:type="tFormalExpression"><![CDATA[${condition}]]></conditionExpression></sequenceFlow>`;

type Box = [x: number, y: number, width: number, height: number];
const bounds = ([x, y, w, h]: Box) => `<omgdc:Bounds x="${x}" y="${y}" width="${w}" height="${h}"/>`;
/** Every name gets a label box of its own: bpmn-js would otherwise centre it on the shape or the edge's middle. */
const label = (box?: Box) => (box ? `<bpmndi:BPMNLabel>${bounds(box)}</bpmndi:BPMNLabel>` : '');

const shape = (id: string, box: Box, labelBox?: Box) =>
  `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}">${bounds(box)}${label(labelBox)}</bpmndi:BPMNShape>`;

const edge = (id: string, points: [number, number][], labelBox?: Box) =>
  `      <bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<omgdi:waypoint x="${x}" y="${y}"/>`).join('')}${label(labelBox)}</bpmndi:BPMNEdge>`;

export const LEAVE_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:omgdc="http://www.omg.org/spec/DD/20100524/DC" xmlns:omgdi="http://www.omg.org/spec/DD/20100524/DI"
  id="LeaveDefinitions" targetNamespace="http://www.flowable.org/processdef">
  <process id="Leave" name="请假流程" isExecutable="true">
    <documentation>请假流程演示</documentation>
    <startEvent id="start" name="开始" camunda:initiator="applyUser"/>
    <userTask id="hrTask" name="人事审批" camunda:assignee="\${taskUser}"/>
    <exclusiveGateway id="judgeTask" name="判断天数"/>
    <userTask id="managerTak" name="经理审批" camunda:candidateGroups="manager"/>
    <userTask id="bossTask" name="老板审批" camunda:candidateGroups="boss"/>
    <userTask id="userTask" name="调整申请" camunda:assignee="\${applyUser}"/>
    <endEvent id="end" name="结束"/>
    <sequenceFlow id="flowStart" sourceRef="start" targetRef="hrTask"/>
${flow('flowHrPass', 'hrTask', 'judgeTask', '${pass}', '同意')}
${flow('flowHrReject', 'hrTask', 'userTask', '${!pass}', '驳回')}
${flow('flowShort', 'judgeTask', 'managerTak', '${days <= 3}', '小于等于3天')}
${flow('flowLong', 'judgeTask', 'bossTask', '${days > 3}', '大于3天')}
${flow('flowManagerPass', 'managerTak', 'end', '${pass}', '同意')}
${flow('flowManagerReject', 'managerTak', 'userTask', '${!pass}', '驳回')}
${flow('flowBossPass', 'bossTask', 'end', '${pass}', '同意')}
${flow('flowBossReject', 'bossTask', 'userTask', '${!pass}', '驳回')}
${flow('flowResubmit', 'userTask', 'hrTask', '${pass}', '重新申请')}
${flow('flowClose', 'userTask', 'end', '${!pass}', '结束流程')}
  </process>
  <bpmndi:BPMNDiagram id="LeaveDiagram">
    <bpmndi:BPMNPlane id="LeavePlane" bpmnElement="Leave">
${shape('start', [100, 222, 36, 36], [104, 262, 28, 14])}
${shape('hrTask', [190, 200, 100, 80])}
${shape('judgeTask', [360, 215, 50, 50], [392, 268, 50, 14])}
${shape('managerTak', [490, 90, 100, 80])}
${shape('bossTask', [490, 310, 100, 80])}
${shape('userTask', [190, 460, 100, 80])}
${shape('end', [700, 222, 36, 36], [742, 206, 28, 14])}
${edge('flowStart', [
  [136, 240],
  [190, 240],
])}
${edge(
  'flowHrPass',
  [
    [290, 240],
    [360, 240],
  ],
  [312, 222, 28, 14],
)}
${edge(
  'flowShort',
  [
    [385, 215],
    [385, 130],
    [490, 130],
  ],
  [398, 112, 70, 14],
)}
${edge(
  'flowLong',
  [
    [385, 265],
    [385, 350],
    [490, 350],
  ],
  [404, 332, 50, 14],
)}
${edge(
  'flowManagerPass',
  [
    [590, 130],
    [718, 130],
    [718, 222],
  ],
  [630, 112, 28, 14],
)}
${edge(
  'flowBossPass',
  [
    [590, 350],
    [718, 350],
    [718, 258],
  ],
  [630, 332, 28, 14],
)}
${edge(
  'flowHrReject',
  [
    [225, 280],
    [225, 460],
  ],
  [192, 362, 28, 14],
)}
${edge(
  'flowResubmit',
  [
    [255, 460],
    [255, 280],
  ],
  [262, 362, 50, 14],
)}
${edge(
  'flowManagerReject',
  [
    [540, 90],
    [540, 55],
    [70, 55],
    [70, 500],
    [190, 500],
  ],
  [548, 66, 28, 14],
)}
${edge(
  'flowBossReject',
  [
    [540, 390],
    [540, 500],
    [290, 500],
  ],
  [548, 420, 28, 14],
)}
${edge(
  'flowClose',
  [
    [240, 540],
    [240, 580],
    [800, 580],
    [800, 240],
    [736, 240],
  ],
  [490, 586, 50, 14],
)}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
