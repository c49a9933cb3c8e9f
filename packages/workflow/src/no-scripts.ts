// The `scripts` option every engine is built with: the workflow runs no JavaScript (nor any other script
// language). bpmn-engine's default runner compiles script bodies with node:vm, which is not a sandbox: a script
// task or a scripted condition would run with the API's rights. Deploys refuse such BPMN (script-check.ts); this
// is the second line, for a definition that reached the database some other way: asked for a script, the engine
// gets one that fails its activity, so the step stops with `scriptNotSupported`.

/** The failure a refused script reports; runtime.ts turns it into WorkflowError('scriptNotSupported'). */
export class ScriptRefused extends Error {
  constructor(readonly elementId: string) {
    super(`Script tasks are not supported: ${elementId}`);
  }
}

type ScriptOwner = { id: string; type?: string; behaviour?: { conditionExpression?: { language?: string } } };
type Callback = (error: Error | null, output?: unknown) => void;

function refusedScript(owner: ScriptOwner) {
  return {
    id: owner.id,
    execute(_context: unknown, callback: Callback) {
      callback(new ScriptRefused(owner.id));
    },
  };
}

/**
 * A sequence flow asks for a script for every condition; one without a `language` is an expression our
 * evaluator decides (expression.ts), so it gets none. Everything else that asks (script tasks, scripted
 * conditions, conditional events) gets a script that refuses to run.
 */
const wantsScript = (owner: ScriptOwner, language: unknown) =>
  Boolean(language) || owner.type !== 'bpmn:SequenceFlow' || Boolean(owner.behaviour?.conditionExpression?.language);

export const refusingScripts = {
  register(owner: ScriptOwner) {
    return wantsScript(owner, undefined) ? refusedScript(owner) : undefined;
  },
  getScript(language: unknown, owner: ScriptOwner) {
    return wantsScript(owner, language) ? refusedScript(owner) : undefined;
  },
};
