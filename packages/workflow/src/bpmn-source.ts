// How every BPMN text is read: Flowable and Activiti extension attributes are renamed to Camunda's namespace
// (same names: assignee, candidateGroups, candidateUsers, formKey, initiator, listeners), then parsed by moddle
// with the Camunda extension.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const camunda = require('camunda-bpmn-moddle/resources/camunda.json') as object;

const FOREIGN_NAMESPACES = ['http://flowable.org/bpmn', 'http://activiti.org/bpmn'];
const CAMUNDA_NAMESPACE = 'http://camunda.org/schema/1.0/bpmn';

/** A `<process>` start tag (any prefix) that does not say whether it is executable. */
const PROCESS_WITHOUT_EXECUTABLE = /<((?:[A-Za-z_][\w.-]*:)?process)(?=[\s>/])(?![^>]*\bisExecutable\s*=)/g;

/**
 * The XML as the engine reads it: extension attributes of Flowable and Activiti mapped to Camunda's namespace, and
 * a process that omits `isExecutable` executable, as Flowable (Blade's engine) reads it; bpmn-engine would take
 * it for documentation only and refuse to start it.
 */
export function normalizeBpmn(xml: string): string {
  let out = xml.trim();
  for (const ns of FOREIGN_NAMESPACES) out = out.replaceAll(`"${ns}"`, `"${CAMUNDA_NAMESPACE}"`);
  return out.replace(PROCESS_WITHOUT_EXECUTABLE, '<$1 isExecutable="true"');
}
