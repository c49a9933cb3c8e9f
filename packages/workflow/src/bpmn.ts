// Reading a BPMN file: Flowable and Activiti attributes are read as Camunda's (bpmn-source.ts), the XML is parsed
// by bpmn-engine, anything that would run code is refused (script-check.ts), and the one process it holds is
// validated (a start event, readable conditions, flows between known nodes, user tasks with an assignee or groups) before
// anything is stored.
import { assertBpmnSize, normalizeBpmn } from './bpmn-source.ts';
import { newEngine } from './engine.ts';
import { WorkflowError } from './errors.ts';
import { refuseScripts } from './script-check.ts';
import type { FormField } from './form-fields.ts';
import { formFieldsOf } from './form-fields.ts';
import { actorsOf } from './actors.ts';
import { conditionProblem } from './conditions.ts';
import { decidingTasks } from './decision.ts';

export { assertBpmnBudget, MAX_BPMN_BYTES, MAX_BPMN_ELEMENTS, normalizeBpmn } from './bpmn-source.ts';

export type UserTaskSpec = {
  id: string;
  name: string;
  /** Raw attribute values, possibly `${expressions}`. */
  assignee?: string;
  candidateGroups?: string;
  candidateUsers?: string;
  formKey?: string;
  /** The values asked when completing it (the only variables its caller may set). */
  formFields: FormField[];
  /** Whether its 同意/驳回 steers the process (a condition after it reads `pass`, decision.ts). */
  decides: boolean;
};

export type ProcessSpec = {
  key: string;
  name: string;
  description: string;
  /** The start event's initiator variable (Flowable `flowable:initiator`). */
  initiator?: string;
  /** The values asked when starting it through the generic start form. */
  startFormFields: FormField[];
  userTasks: UserTaskSpec[];
  /** Every node id with its name and type, for the history and the diagram. */
  nodes: { id: string; name: string; type: string }[];
};

type Behaviour = Record<string, unknown> & { documentation?: { text?: string }[] };
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Parses the XML with bpmn-engine (nothing runs); throws `unsupportedElement` for an element the engine cannot run
 * (named, e.g. bpmn:ComplexGateway) and `invalidBpmn` when it is not BPMN.
 */
async function readDefinitions(xml: string) {
  try {
    return await newEngine({ source: normalizeBpmn(xml) }).getDefinitions();
  } catch (error) {
    if (error instanceof WorkflowError) throw error;
    const unknown = /^Unknown activity type (\S+)/.exec(firstLine(error));
    if (unknown) throw new WorkflowError('unsupportedElement', { element: unknown[1]! });
    throw new WorkflowError('invalidBpmn', { reason: firstLine(error) });
  }
}

type Definitions = Awaited<ReturnType<typeof readDefinitions>>;
const sequenceFlows = (definitions: Definitions) =>
  definitions.flatMap((d) => d.getProcesses()).flatMap((p) => p.context.getSequenceFlows()) as unknown as Parameters<
    typeof conditionProblem
  >[0];

/**
 * Checks that the XML is BPMN, runs no code and has readable conditions (a draft model may still be incomplete);
 * throws `invalidBpmn`, `scriptNotSupported` or `invalidCondition` otherwise.
 */
export async function checkBpmnXml(xml: string): Promise<void> {
  assertBpmnSize(xml);
  const definitions = await readDefinitions(xml);
  await refuseScripts(xml);
  const problem = conditionProblem(sequenceFlows(definitions));
  if (problem) throw problem;
}

/**
 * Parses and validates one BPMN resource; throws a WorkflowError when unusable (`invalidBpmn`, `noProcess`,
 * `bpmnTooLarge`, `processNotExecutable`, `severalProcesses`, `noStartEvent`, `unknownFlowNode`, `taskWithoutActor`,
 * `unsupportedElement`, `scriptNotSupported`, `invalidCondition`). A process needs no end event: as in Flowable, it
 * ends when no path is left running.
 */
export async function parseBpmn(xml: string): Promise<ProcessSpec> {
  assertBpmnSize(xml);
  const definitions = await readDefinitions(xml);
  await refuseScripts(xml);
  const processes = definitions.flatMap((d) => d.getProcesses());
  if (processes.length === 0) throw new WorkflowError('noProcess');
  // A collaboration may draw other parties' pools as non-executable processes: only executable ones are deployed.
  const executable = processes.filter((p) => p.isExecutable);
  if (executable.length === 0) throw new WorkflowError('processNotExecutable', { process: processes.map((p) => p.id).join(', ') });
  if (executable.length > 1) throw new WorkflowError('severalProcesses', { count: String(executable.length) });
  const process = executable[0]!;
  const behaviour = process.behaviour as Behaviour;
  const activities = process.getActivities();
  const ids = new Set(activities.map((a) => a.id));
  // Each problem is a refusal of its own (a message in the caller's language); the first found is answered.
  const problems: WorkflowError[] = [];
  const starts = activities.filter((a) => a.type === 'bpmn:StartEvent' && a.parent?.id === process.id);
  if (starts.length === 0) problems.push(new WorkflowError('noStartEvent'));
  for (const flow of process.context.getSequenceFlows()) {
    const f = flow as unknown as { id: string; sourceId?: string; targetId?: string };
    if (!f.sourceId || !ids.has(f.sourceId) || !f.targetId || !ids.has(f.targetId))
      problems.push(new WorkflowError('unknownFlowNode', { flow: f.id }));
  }
  const condition = conditionProblem(process.context.getSequenceFlows() as unknown as Parameters<typeof conditionProblem>[0]);
  if (condition) problems.push(condition);
  const userTasks: UserTaskSpec[] = [];
  const deciding = decidingTasks(activities, process.context.getSequenceFlows() as unknown as Parameters<typeof decidingTasks>[1]);
  for (const a of activities.filter((x) => x.type === 'bpmn:UserTask')) {
    const b = a.behaviour as Behaviour;
    const task: UserTaskSpec = {
      id: a.id,
      name: text(a.name) ?? a.id,
      ...actorsOf(b),
      formKey: text(b.formKey),
      formFields: formFieldsOf(b),
      decides: deciding.has(a.id),
    };
    if (!task.assignee && !task.candidateGroups && !task.candidateUsers)
      problems.push(new WorkflowError('taskWithoutActor', { task: a.id }));
    userTasks.push(task);
  }
  if (problems[0]) throw problems[0];
  return {
    key: process.id,
    name: text(process.name) ?? process.id,
    description: text(behaviour.documentation?.[0]?.text) ?? '',
    initiator: starts.map((s) => text((s.behaviour as Behaviour).initiator)).find(Boolean),
    startFormFields: starts.flatMap((s) => formFieldsOf(s.behaviour as Behaviour)),
    userTasks,
    nodes: activities.map((a) => ({ id: a.id, name: text(a.name) ?? '', type: a.type })),
  };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
}
