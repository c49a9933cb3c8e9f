// The <incoming>/<outgoing> references of flow nodes, from their sequence flows. BPMN makes them optional and files
// written without a modeler (by hand, by Flowable's examples, by generators) leave them out; bpmn-auto-layout walks
// the graph through them alone, so without them it stacks every node in a column and draws no edge at all.
import type { ModdleElement } from 'bpmn-moddle';

const many = (element: ModdleElement, name: string) => (element.get(name) as ModdleElement[] | undefined) ?? [];

/** The processes and sub-processes of a file, each holding its own flow elements. */
function* containers(definitions: ModdleElement): Generator<ModdleElement> {
  const pending = many(definitions, 'rootElements').filter((e) => e.$instanceOf('bpmn:Process'));
  for (let next = pending.pop(); next; next = pending.pop()) {
    yield next;
    pending.push(...many(next, 'flowElements').filter((e) => e.$instanceOf('bpmn:FlowElementsContainer')));
  }
}

/** Every sequence flow between two nodes of the file (a flow naming a missing node is left out). */
export function sequenceFlows(definitions: ModdleElement): ModdleElement[] {
  return [...containers(definitions)].flatMap((c) =>
    many(c, 'flowElements').filter((e) => e.$instanceOf('bpmn:SequenceFlow') && e.get('sourceRef') && e.get('targetRef')),
  );
}

const ends = (flow: ModdleElement) =>
  [
    [flow.get('sourceRef') as ModdleElement, 'outgoing'],
    [flow.get('targetRef') as ModdleElement, 'incoming'],
  ] as const;

/** Makes the nodes' references name exactly the `drawn` ones among `flows`, in the file's order: the layout neither
 *  follows nor draws the others. */
export function linkFlows(flows: ModdleElement[], drawn: ModdleElement[] = flows): void {
  for (const flow of flows) for (const [node, side] of ends(flow)) many(node, side).length = 0;
  for (const flow of drawn) for (const [node, side] of ends(flow)) many(node, side).push(flow);
}

/** bpmn-auto-layout lays out the file's first process only: make that the executable one, the process that runs. */
export function runnableFirst(definitions: ModdleElement): void {
  const roots = many(definitions, 'rootElements');
  const runnable = roots.find((e) => e.$instanceOf('bpmn:Process') && e.get('isExecutable') === true);
  if (runnable) roots.splice(0, roots.length, runnable, ...roots.filter((e) => e !== runnable));
}
