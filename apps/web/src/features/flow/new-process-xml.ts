// The diagram a new model starts from: one process, start event -> end event, laid out so the modeler shows it.
/** A model key is the process id: an XML name (the contract's ZModelSubmit rule). */
export const MODEL_KEY = /^[A-Za-z_][A-Za-z0-9_.-]{0,254}$/;
const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function newProcessXml(key: string, name: string): string {
  const id = MODEL_KEY.test(key) ? key : 'process';
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  id="definitions_${id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="${id}" name="${escape(name)}" isExecutable="true">
    <startEvent id="start" name="开始" />
    <sequenceFlow id="flow_start_end" sourceRef="start" targetRef="end" />
    <endEvent id="end" name="结束" />
  </process>
  <bpmndi:BPMNDiagram id="diagram_${id}">
    <bpmndi:BPMNPlane id="plane_${id}" bpmnElement="${id}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="180" y="160" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="420" y="160" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flow_start_end_di" bpmnElement="flow_start_end"><di:waypoint x="216" y="178" /><di:waypoint x="420" y="178" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>`;
}
