// The Leave process of Blade's demo (processes/LeaveProcess.bpmn20.xml, blade-api.md 5.8) with its diagram layout,
// deployed by the seed: hr approval by the approver the applicant chose, then manager (≤ 3 days) or boss (> 3 days)
// candidate groups; a rejection returns to the applicant, who resubmits or closes.
const flow = (id: string, source: string, target: string, condition: string, name = '') =>
  `    <sequenceFlow id="${id}" name="${name}" sourceRef="${source}" targetRef="${target}">` +
  `<conditionExpression xsi:type="tFormalExpression"><![CDATA[${condition}]]></conditionExpression></sequenceFlow>`;

const shape = (id: string, x: number, y: number, w: number, h: number) =>
  `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><omgdc:Bounds x="${x}" y="${y}" width="${w}" height="${h}"/></bpmndi:BPMNShape>`;

const edge = (id: string, points: [number, number][]) =>
  `      <bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<omgdi:waypoint x="${x}" y="${y}"/>`).join('')}</bpmndi:BPMNEdge>`;

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
${shape('start', 102, 202, 36, 36)}
${shape('hrTask', 200, 180, 100, 80)}
${shape('judgeTask', 370, 195, 50, 50)}
${shape('managerTak', 480, 80, 100, 80)}
${shape('bossTask', 480, 280, 100, 80)}
${shape('userTask', 200, 400, 100, 80)}
${shape('end', 682, 202, 36, 36)}
${edge('flowStart', [[138, 220], [200, 220]])}
${edge('flowHrPass', [[300, 220], [370, 220]])}
${edge('flowHrReject', [[230, 260], [230, 400]])}
${edge('flowShort', [[395, 195], [395, 120], [480, 120]])}
${edge('flowLong', [[395, 245], [395, 320], [480, 320]])}
${edge('flowManagerPass', [[580, 120], [700, 120], [700, 202]])}
${edge('flowManagerReject', [[580, 140], [620, 140], [620, 460], [300, 460]])}
${edge('flowBossPass', [[580, 320], [700, 320], [700, 238]])}
${edge('flowBossReject', [[530, 360], [530, 440], [300, 440]])}
${edge('flowResubmit', [[270, 400], [270, 260]])}
${edge('flowClose', [[250, 480], [250, 520], [740, 520], [740, 220], [718, 220]])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
