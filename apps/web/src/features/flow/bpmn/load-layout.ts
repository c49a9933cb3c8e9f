// Gives a diagram to BPMN that has none (written by a tool without a modeler, or by hand): bpmn-js draws only what
// the file's diagram section places. bpmn-auto-layout places the nodes left to right and routes the sequence flows
// once the nodes name their flows (flow-links.ts). Its own chunk, loaded only for such files.
import { layoutProcess } from 'bpmn-auto-layout';
import { BpmnModdle } from 'bpmn-moddle';
import { linkFlowNodes, runnableFirst } from './flow-links.ts';

export async function layOut(xml: string): Promise<string> {
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(xml);
  runnableFirst(rootElement);
  linkFlowNodes(rootElement);
  return layoutProcess((await moddle.toXML(rootElement)).xml);
}
