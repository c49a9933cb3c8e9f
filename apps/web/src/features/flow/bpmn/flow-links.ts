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

const addOnce = (list: ModdleElement[], flow: ModdleElement) => {
  if (!list.includes(flow)) list.push(flow);
};

/** Gives every flow node the references its sequence flows imply (a flow naming a missing node is left alone). */
export function linkFlowNodes(definitions: ModdleElement): void {
  for (const container of containers(definitions))
    for (const flow of many(container, 'flowElements').filter((e) => e.$instanceOf('bpmn:SequenceFlow'))) {
      const source = flow.get('sourceRef') as ModdleElement | undefined;
      const target = flow.get('targetRef') as ModdleElement | undefined;
      if (source && target) {
        addOnce(many(source, 'outgoing'), flow);
        addOnce(many(target, 'incoming'), flow);
      }
    }
}

/** bpmn-auto-layout lays out the file's first process only: make that the executable one, the process that runs. */
export function runnableFirst(definitions: ModdleElement): void {
  const roots = many(definitions, 'rootElements');
  const runnable = roots.find((e) => e.$instanceOf('bpmn:Process') && e.get('isExecutable') === true);
  if (runnable) roots.splice(0, roots.length, runnable, ...roots.filter((e) => e !== runnable));
}
