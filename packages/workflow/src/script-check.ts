// Finds what in a BPMN file would run code, so deploys and model saves refuse it with the element's id: script
// tasks, conditions with a script `language`, Camunda/Flowable/Activiti `script` elements (listeners, input or
// output parameters) and execution or task listeners naming a class, an expression or a delegate to run. The
// XML is read by bpmn-moddle with the Camunda extension (Flowable and Activiti attributes mapped onto it by
// normalizeBpmn), so namespace prefixes cannot hide an element.
import { createRequire } from 'node:module';
import { camunda, normalizeBpmn } from './bpmn-source.ts';
import { WorkflowError } from './errors.ts';

type ModdleElement = { $type?: string; id?: string } & Record<string, unknown>;
type Moddle = { fromXML(xml: string): Promise<{ rootElement: ModdleElement }> };

const require = createRequire(import.meta.url);
const BpmnModdle = require('bpmn-moddle') as new (packages: object) => Moddle;

const LISTENERS = new Set(['camunda:ExecutionListener', 'camunda:TaskListener']);
const LISTENER_CODE = ['script', 'class', 'expression', 'delegateExpression'];

/** Whether this one element (not its children) is code to run. */
function runsCode(element: ModdleElement): boolean {
  const type = element.$type ?? '';
  if (type === 'bpmn:ScriptTask' || type === 'camunda:Script') return true;
  if (LISTENERS.has(type)) return LISTENER_CODE.some((k) => element[k] !== undefined && element[k] !== '');
  // A condition (sequence flow, conditional event, completion condition...) written in a script language.
  return (type === 'bpmn:FormalExpression' || type === 'bpmn:Expression') && Boolean(element.language);
}

/** Ids of the elements holding code, in document order (a nested script is named by its nearest element with an id). */
export async function findScriptElements(xml: string): Promise<string[]> {
  const { rootElement } = await new BpmnModdle({ camunda }).fromXML(normalizeBpmn(xml));
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown, owner: string) => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v, owner);
      return;
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const element = value as ModdleElement;
    if (!element.$type) return;
    const id = typeof element.id === 'string' && element.id ? element.id : owner;
    if (runsCode(element)) found.add(id);
    for (const key of Object.keys(element)) if (!key.startsWith('$') || key === '$children') walk(element[key], id);
  };
  walk(rootElement, '');
  return [...found];
}

/** Throws `scriptNotSupported` naming the first element that would run code (`invalidBpmn` if the XML is unreadable). */
export async function refuseScripts(xml: string): Promise<void> {
  let ids: string[];
  try {
    ids = await findScriptElements(xml);
  } catch (error) {
    if (error instanceof WorkflowError) throw error;
    throw new WorkflowError('invalidBpmn', {
      reason: (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200),
    });
  }
  if (ids.length) throw new WorkflowError('scriptNotSupported', { element: ids[0] || '?' });
}
