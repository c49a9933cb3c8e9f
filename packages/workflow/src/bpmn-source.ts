// How every BPMN text is read: Flowable and Activiti extension attributes are renamed to Camunda's namespace
// (same names: assignee, candidateGroups, candidateUsers, formKey, initiator, listeners), then parsed by moddle
// with the Camunda extension. The text is bounded (MAX_BPMN_BYTES) and read by a streaming XML parser, never by a
// regular expression that backtracks: a BPMN file comes from a user, and its handling must stay linear in its size.
import { createRequire } from 'node:module';
import { SaxesParser } from 'saxes';
import { WorkflowError } from './errors.ts';

const require = createRequire(import.meta.url);
export const camunda = require('camunda-bpmn-moddle/resources/camunda.json') as object;

/**
 * The largest BPMN file read (UTF-8 bytes). Real processes, diagram included, take tens of kilobytes; the engine
 * needs about a second of CPU for a file of this size, so much more would hold the server for every tenant.
 */
export const MAX_BPMN_BYTES = 512 * 1024;

/**
 * The most XML elements (diagram shapes, bounds and waypoints included) read in one request, one file or all the
 * files of an upload together. The engine's and moddle's parsing costs about a tenth of a millisecond of CPU per
 * element, so this keeps a request near half a second; real processes hold a few hundred (the seeded leave process
 * about a hundred, Flowable's and Camunda's examples a few hundred with their diagrams).
 */
export const MAX_BPMN_ELEMENTS = 3000;

const FOREIGN_NAMESPACES = ['http://flowable.org/bpmn', 'http://activiti.org/bpmn'];
const CAMUNDA_NAMESPACE = 'http://camunda.org/schema/1.0/bpmn';

/** Throws `bpmnTooLarge` for a text above MAX_BPMN_BYTES (checked before any parsing). */
export function assertBpmnSize(xml: string): void {
  // A UTF-8 byte is at least a third of a UTF-16 unit: no need to count bytes of a text far below or above.
  if (xml.length * 3 <= MAX_BPMN_BYTES) return;
  if (xml.length > MAX_BPMN_BYTES || Buffer.byteLength(xml, 'utf8') > MAX_BPMN_BYTES) {
    throw new WorkflowError('bpmnTooLarge', { limit: `${MAX_BPMN_BYTES / 1024} KB` });
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const tooManyElements = () => new WorkflowError('bpmnTooManyElements', { max: String(MAX_BPMN_ELEMENTS) });

/** Counts `<` characters: an upper bound of the elements of a text the SAX reader gave up on. */
function anglesIn(xml: string): number {
  let count = 0;
  for (let at = xml.indexOf('<'); at >= 0; at = xml.indexOf('<', at + 1)) count += 1;
  return count;
}

/** XML errors after which the search for process tags stops: the BPMN parser will refuse such a text anyway. */
const MAX_XML_ERRORS = 100;
/** Thrown from the parser's error callback to stop it; caught below, never seen outside. */
class GiveUp extends Error {}

/**
 * Where ` isExecutable="true"` goes: just after the name of each `<process>` start tag (any prefix) that does not
 * say whether it is executable. Found by one pass of a SAX parser. Its errors are left for the BPMN parser to report
 * (it is more lenient, about undeclared entities for one); each costs an Error object, so a text made of little else
 * stops the search early.
 */
function processTagsWithoutExecutable(xml: string, allowed: number): { at: number[]; elements: number } {
  const at: number[] = [];
  const parser = new SaxesParser({ position: true });
  let nameEnd = -1;
  let errors = 0;
  let elements = 0;
  parser.on('error', () => {
    errors += 1;
    if (errors > MAX_XML_ERRORS) throw new GiveUp();
  });
  parser.on('opentagstart', (tag) => {
    elements += 1;
    if (elements > allowed) throw tooManyElements();
    nameEnd = -1;
    if (localName(tag.name) !== 'process') return;
    // The parser has just read the character ending the name (two for a CRLF pair).
    let end = parser.position - 1;
    if (xml[end] === '\n' && xml[end - 1] === '\r') end -= 1;
    if (xml.startsWith(`<${tag.name}`, end - tag.name.length - 1)) nameEnd = end;
  });
  parser.on('opentag', (tag) => {
    if (nameEnd < 0) return;
    if (!Object.keys(tag.attributes).some((name) => localName(name) === 'isExecutable')) at.push(nameEnd);
    nameEnd = -1;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (!(error instanceof GiveUp)) throw error;
    // The BPMN parser may still read what the SAX reader gave up on (undeclared entities, say): bound it all the same.
    elements = Math.max(elements, anglesIn(xml));
    if (elements > allowed) throw tooManyElements();
  }
  return { at, elements };
}

/**
 * Throws `bpmnTooLarge` or `bpmnTooManyElements` unless each text fits MAX_BPMN_BYTES and all of them together
 * MAX_BPMN_ELEMENTS: checked by the SAX pass alone, before the engine parses any of them (an upload takes up to 20).
 */
export function assertBpmnBudget(xmls: string[]): void {
  let left = MAX_BPMN_ELEMENTS;
  for (const xml of xmls) {
    assertBpmnSize(xml);
    left -= processTagsWithoutExecutable(xml.trim(), left).elements;
  }
}

/**
 * The XML as the engine reads it: extension attributes of Flowable and Activiti mapped to Camunda's namespace, and
 * a process that omits `isExecutable` executable, as Flowable (Blade's engine) reads it; bpmn-engine would take
 * it for documentation only and refuse to start it. Throws `bpmnTooLarge` above MAX_BPMN_BYTES, `bpmnTooManyElements`
 * above MAX_BPMN_ELEMENTS.
 */
export function normalizeBpmn(xml: string): string {
  assertBpmnSize(xml);
  let out = xml.trim();
  for (const ns of FOREIGN_NAMESPACES) out = out.replaceAll(`"${ns}"`, `"${CAMUNDA_NAMESPACE}"`);
  const parts: string[] = [];
  let from = 0;
  for (const at of processTagsWithoutExecutable(out, MAX_BPMN_ELEMENTS).at) {
    parts.push(out.slice(from, at), ' isExecutable="true"');
    from = at;
  }
  parts.push(out.slice(from));
  return parts.join('');
}
