// The engine's answers to steps it has already run. bpmn-engine runs no scripts here (no-scripts.ts) and a process
// without timers depends on nothing but its state, the activity signalled and what the expressions it reads answer.
// So a step from the same stored state, signalling the same activity, whose every expression read answers the same
// for this instance's variables, would take the very path the engine took before: its answer (the new state, the
// activities passed, the tasks now waiting) is replayed instead of running the engine again. The engine stays the
// record: every state stored was written by it, and any step it has not answered yet runs it.
import { createHash } from 'node:crypto';
import type { EngineState, StepOutcome } from './runtime.ts';

/** An expression the engine read during a step, and what it answered. */
export type Read = { text: string; answer: string };

/** The state is kept as text: the engine changes a state it recovers, so every replay gets a copy of its own. */
type Answer = { reads: Read[]; outcome: Omit<StepOutcome, 'state'>; state: string };

const answers = new Map<string, Answer[]>();
/** Distinct (definition, state, activity) keys kept; a step's answers are a few kilobytes. */
const KEY_LIMIT = 1000;
/** Different decisions taken from one state (the two ways out of a gateway, say). */
const ANSWERS_PER_KEY = 8;

/** Timers make a step depend on the clock: such definitions always run the engine. */
export const replayable = (xml: string) => !xml.includes('timerEventDefinition');

/** The memo key of a step: the definition, a digest of the stored state (none for a start) and the activity. */
export function stepKey(definitionId: string, state: EngineState | null, activityId: string): string {
  const digest = state ? createHash('sha1').update(JSON.stringify(state)).digest('base64') : 'start';
  return `${definitionId}\n${digest}\n${activityId}`;
}

/** What the engine would answer, when it answered this step before with the same reads; `read` evaluates now. */
export function replay(key: string, read: (text: string) => string): StepOutcome | undefined {
  const known = answers.get(key)?.find((a) => a.reads.every((r) => read(r.text) === r.answer));
  if (!known) return undefined;
  const at = new Date();
  return {
    ...known.outcome,
    state: JSON.parse(known.state) as StepOutcome['state'],
    events: known.outcome.events.map((e) => ({ ...e, at })),
  };
}

export function remember(key: string, reads: Read[], outcome: StepOutcome): void {
  let list = answers.get(key);
  if (!list) {
    if (answers.size >= KEY_LIMIT) answers.delete(answers.keys().next().value!);
    answers.set(key, (list = []));
  }
  const { state, ...rest } = outcome;
  if (list.length < ANSWERS_PER_KEY) list.push({ reads, outcome: rest, state: JSON.stringify(state) });
}

/** Forgets every answer (tests that want the engine itself to run). */
export function forgetAnswers(): void {
  answers.clear();
}
