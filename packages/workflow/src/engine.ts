// THE way to build a bpmn-engine Engine here (parsing, starting, recovering): always with the Camunda moddle
// extension, our expression evaluator (when a step gives variables) and the scripts that refuse to run
// (no-scripts.ts). Nothing else in the package calls `new Engine`.
import { Engine } from 'bpmn-engine';
import { camunda } from './bpmn-source.ts';
import { refusingScripts } from './no-scripts.ts';

type EngineOptions = NonNullable<ConstructorParameters<typeof Engine>[0]>;

export function newEngine(options: Omit<EngineOptions, 'scripts' | 'moddleOptions'>): Engine {
  return new Engine({ ...options, moddleOptions: { camunda }, scripts: refusingScripts as never });
}

/** The options a recovered engine is given again: the state it reads must not bring another script runner. */
export const recoverOptions = (expressions: EngineOptions['expressions']) => ({ expressions, scripts: refusingScripts as never });
