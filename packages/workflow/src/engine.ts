// THE way to build a bpmn-engine Engine here (parsing, starting, recovering): always with the Camunda moddle
// extension, our expression evaluator (when a step gives variables) and the scripts that refuse to run
// (no-scripts.ts). Nothing else in the package calls `new Engine`.
import { Engine } from 'bpmn-engine';
import { camunda } from './bpmn-source.ts';
import { refusingScripts } from './no-scripts.ts';

type EngineOptions = NonNullable<ConstructorParameters<typeof Engine>[0]>;
type ElementDef = { id: string; type: string; name?: string; parent?: object };

/**
 * Declarations that describe data and run nothing (an `<itemDefinition>` typing a message or data object): bpmn-engine
 * knows messages and signals but refuses a definitions file holding an item definition, so it gets an inert
 * behaviour that only answers what it is.
 */
function Declaration({ id, type, name, parent }: ElementDef) {
  return { id, type, name, parent: { ...parent }, resolve: () => ({ id, type, name }) };
}

const ELEMENTS = { ItemDefinition: Declaration };

/**
 * The engine's own logger builds a `debug` logger per element of every engine, and each asks whether stderr is a
 * terminal: a tenth of a step's time went there. Steps report through their events and errors, not a log.
 */
const silent = () => undefined;
const SilentLogger = () => ({ debug: silent, error: silent, warn: silent });

export function newEngine(options: Omit<EngineOptions, 'scripts' | 'moddleOptions' | 'elements' | 'Logger'>): Engine {
  return new Engine({
    ...options,
    elements: ELEMENTS,
    moddleOptions: { camunda },
    scripts: refusingScripts as never,
    Logger: SilentLogger,
  });
}

/** The options a recovered engine is given again: the state it reads must not bring another script runner. */
export const recoverOptions = (expressions: EngineOptions['expressions']) => ({
  expressions,
  elements: ELEMENTS,
  scripts: refusingScripts as never,
  Logger: SilentLogger as never,
});
