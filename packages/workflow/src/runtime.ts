// One step of bpmn-engine: start a process, or recover an instance from its stored state in a fresh engine and
// signal one waiting user task. The step answers the new state (without the BPMN source, which the definition
// holds), the activities that started or ended and the sequence flows taken, and the user tasks now waiting. No engine outlives its step.
import type { Engine, Execution } from 'bpmn-engine';
import { EventEmitter } from 'node:events';
import { actorsOf } from './actors.ts';
import { normalizeBpmn } from './bpmn-source.ts';
import { newEngine, recoverOptions } from './engine.ts';
import { WorkflowError } from './errors.ts';
import { expressionsOver } from './expression.ts';
import type { Read } from './step-memo.ts';
import { forgetAnswers, remember, replay, replayable, stepKey } from './step-memo.ts';
import { ScriptRefused } from './no-scripts.ts';
import { refuseScripts } from './script-check.ts';

export type RunnableDefinition = { id: string; xml: string };

/** An activity starting or ending, or a sequence flow taken (`take`: the engine's own record of the path). */
export type ActivityEvent = { kind: 'start' | 'end' | 'take'; activityId: string; name: string; type: string; at: Date };

export type Wait = {
  activityId: string;
  name: string;
  /** Raw camunda attributes of the user task. */
  assignee?: string;
  candidateGroups?: string;
  candidateUsers?: string;
  /** Raw dueDate attribute (camunda:/flowable:dueDate): a date, a duration from creation, or an expression of one. */
  dueDate?: string;
};

export type StepOutcome = {
  /** The engine state to store, or null when the process ended. */
  state: EngineState | null;
  ended: boolean;
  events: ActivityEvent[];
  waits: Wait[];
};

type DefinitionState = { source?: string } & Record<string, unknown>;
export type EngineState = { definitions: DefinitionState[] } & Record<string, unknown>;

/**
 * Parsed BPMN of recently used definitions (definitions never change once deployed; bounded): the moddle context
 * engines start from, and recover stored states onto, without parsing the XML again.
 */
type Parsed = { context: SerializedContext };
type SerializedContext = { serialize(): string };
const parsed = new Map<string, Parsed>();
const CACHE_LIMIT = 200;

/** Forgets the parsed definitions and the steps answered, as a freshly started process would (tests of recovery). */
export function clearSourceCache(): void {
  parsed.clear();
  forgetAnswers();
}

async function parsedOf(definition: RunnableDefinition): Promise<Parsed> {
  const cached = parsed.get(definition.id);
  if (cached) return cached;
  // A definition stored without going through a deploy (or before scripts were refused) runs no code either.
  await refuseScripts(definition.xml);
  const engine = newEngine({ source: normalizeBpmn(definition.xml) });
  const defs = await engine.getDefinitions();
  const contexts = defs.map((d) => d.environment.options.source as SerializedContext);
  const context = contexts[0]! as SerializedContext & { id?: string };
  // A recovered state names its definition by id and the engine finds the context by it; a <definitions> without
  // an id runs as 'Def' (bpmn-elements' default), so its context answers to that.
  context.id ??= 'Def';
  const entry = { context };
  if (parsed.size >= CACHE_LIMIT) parsed.delete(parsed.keys().next().value!);
  parsed.set(definition.id, entry);
  return entry;
}

/** Listens to one engine run: activity starts and ends in order, failures. */
function recorder() {
  const listener = new EventEmitter();
  const events: ActivityEvent[] = [];
  let recording = false;
  let failure: unknown;
  const push = (kind: ActivityEvent['kind']) => (api: { id: string; type: string; name?: string }) => {
    if (recording) events.push({ kind, activityId: api.id, name: api.name ?? '', type: api.type, at: new Date() });
  };
  listener.on('activity.start', push('start'));
  listener.on('activity.end', push('end'));
  listener.on('flow.take', push('take'));
  listener.on('activity.error', (api: { id: string; content?: { error?: unknown } }) => {
    failure ??= api.content?.error ?? new Error(`activity ${api.id} failed`);
  });
  return {
    listener,
    events,
    start: () => {
      recording = true;
    },
    fail: (error: unknown) => {
      failure ??= error;
    },
    get failure() {
      return failure;
    },
  };
}

async function settle(engine: Engine, execution: Execution, rec: ReturnType<typeof recorder>): Promise<StepOutcome> {
  // The engine runs synchronously on its in-memory broker; one macrotask lets any deferred continuation finish.
  await new Promise((resolve) => setImmediate(resolve));
  if (rec.failure) throw stepFailure(rec.failure);
  const ended = !execution.isRunning;
  const waits: Wait[] = execution
    .getPostponed()
    .filter((a) => a.type === 'bpmn:UserTask')
    .map((a) => {
      const b = a.owner as unknown as { behaviour: Record<string, unknown>; name?: string };
      const dueDate = typeof b.behaviour.dueDate === 'string' && b.behaviour.dueDate.trim() ? b.behaviour.dueDate.trim() : undefined;
      return { activityId: a.id, name: b.name ?? a.name ?? a.id, ...actorsOf(b.behaviour), ...(dueDate ? { dueDate } : {}) };
    });
  if (!ended && waits.length === 0) {
    await engine.stop();
    throw new WorkflowError('engineFailed', { reason: 'the process waits on something other than a user task' });
  }
  let state: EngineState | null = null;
  if (!ended) {
    state = execution.getState() as unknown as EngineState;
    state = { ...state, definitions: state.definitions.map(({ source: _source, ...rest }) => rest) };
    await engine.stop();
  }
  return { state, ended, events: rec.events, waits };
}

/** What an expression answers, as the step memo compares it; one that fails answers something no success equals. */
function answerOf(evaluate: () => unknown): string {
  try {
    return JSON.stringify(evaluate()) ?? 'undefined';
  } catch {
    return '\u0000failed';
  }
}

/** The step's expressions over the variables, with every read and its answer written down for the step memo. */
function recordedExpressions(variables: Record<string, unknown>) {
  const base = expressionsOver(variables);
  const reads: Read[] = [];
  const resolveExpression = (text: string) => {
    const value = base.resolveExpression(text);
    reads.push({ text, answer: answerOf(() => value) });
    return value;
  };
  const readNow = (text: string) => answerOf(() => base.resolveExpression(text));
  return { expressions: { ...base, resolveExpression }, reads, readNow };
}

/** Starts a process of the definition with the variables (the expressions read and see later changes to them). */
export async function runStart(definition: RunnableDefinition, variables: Record<string, unknown>): Promise<StepOutcome> {
  const { expressions, reads, readNow } = recordedExpressions(variables);
  const key = replayable(definition.xml) ? stepKey(definition.id, null, '') : null;
  const known = key ? replay(key, readNow) : undefined;
  if (known) return known;
  const { context } = await parsedOf(definition);
  const rec = recorder();
  const engine = newEngine({ name: definition.id, sourceContext: context as never, expressions });
  engine.once('error', rec.fail);
  rec.start();
  let execution: Execution;
  try {
    execution = await engine.execute({ listener: rec.listener });
  } catch (error) {
    throw stepFailure(error);
  }
  const outcome = await settle(engine, execution, rec);
  if (key) remember(key, reads, outcome);
  return outcome;
}

/** Recovers an instance in a fresh engine and signals its waiting user task `activityId`. */
export async function runSignal(
  definition: RunnableDefinition,
  state: EngineState,
  variables: Record<string, unknown>,
  activityId: string,
): Promise<StepOutcome> {
  const { expressions, reads, readNow } = recordedExpressions(variables);
  const key = replayable(definition.xml) ? stepKey(definition.id, state, activityId) : null;
  const known = key ? replay(key, readNow) : undefined;
  if (known) return known;
  const { context } = await parsedOf(definition);
  const rec = recorder();
  // The state carries no source: the engine recovers each definition onto the parsed context it was given, so no
  // step parses or deserializes the BPMN again.
  const engine = newEngine({ name: definition.id, sourceContext: context as never, expressions }).recover(
    state,
    recoverOptions(expressions),
  );
  engine.once('error', rec.fail);
  let execution: Execution;
  try {
    execution = await engine.resume({ listener: rec.listener });
  } catch (error) {
    throw stepFailure(error);
  }
  if (!execution.getPostponed().some((a) => a.id === activityId)) {
    await engine.stop();
    throw new WorkflowError('engineFailed', { reason: `activity ${activityId} is not waiting` });
  }
  rec.start();
  execution.signal({ id: activityId });
  const outcome = await settle(engine, execution, rec);
  if (key) remember(key, reads, outcome);
  return outcome;
}

/**
 * Why a step stopped: a refused script (no-scripts.ts) or our own refusal (an expression out of bounds) is named
 * as such, anything else is the engine failing.
 */
function stepFailure(error: unknown): WorkflowError {
  for (let e = error; e && typeof e === 'object'; e = (e as { inner?: unknown }).inner) {
    if (e instanceof ScriptRefused) return new WorkflowError('scriptNotSupported', { element: e.elementId });
    if (e instanceof WorkflowError) return e;
  }
  return new WorkflowError('engineFailed', { reason: message(error) });
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);
}
