// Gives a diagram to BPMN that has none (written by a tool without a modeler, or by hand): bpmn-js draws only what
// the file's diagram section places. bpmn-auto-layout places the nodes left to right and routes the sequence flows
// once the nodes name their flows (flow-links.ts). Its own chunk, loaded only for such files.
import { layoutProcess } from 'bpmn-auto-layout';
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { linkFlows, runnableFirst, sequenceFlows } from './flow-links.ts';

export type LaidOut = {
  xml: string;
  /** Ids of the sequence flows left without an edge: the layout fails on some graphs (a gateway whose branch goes
   *  straight to the merge beside branches with tasks, say), and every node is still placed without them. */
  undrawn: string[];
};

export async function layOut(xml: string): Promise<LaidOut> {
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(xml);
  runnableFirst(rootElement);
  const flows = sequenceFlows(rootElement);
  const attempt = async (undrawn: ModdleElement[]) => {
    linkFlows(
      flows,
      flows.filter((f) => !undrawn.includes(f)),
    );
    return { xml: await layoutProcess((await moddle.toXML(rootElement)).xml), undrawn: undrawn.map((f) => f.get('id') as string) };
  };
  try {
    return await attempt([]);
  } catch {
    // Without the one flow it trips on, the rest keeps its edges; failing that, the nodes are placed alone.
    for (const flow of flows) {
      const laid = await attempt([flow]).catch(() => null);
      if (laid) return laid;
    }
    return attempt(flows);
  }
}
