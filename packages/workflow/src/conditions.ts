// Sequence-flow conditions are read by our expression evaluator (expression.ts) and nothing else, so a model is
// checked when it is saved or deployed: every condition is one whole `${...}` expression the evaluator can read. A
// text without `${}` would be taken as a constant (always true), and a typo would only show when the gateway runs.
import { evaluate, ExpressionError, isExpression, MAX_TEXT_LENGTH } from './expression.ts';
import { WorkflowError } from './errors.ts';

type Flow = { id: string; behaviour?: { conditionExpression?: { body?: unknown; language?: unknown } } };

/** The first unreadable condition of the flows, as `invalidCondition` ({flow, reason}); null when all read. */
export function conditionProblem(flows: readonly Flow[]): WorkflowError | null {
  for (const flow of flows) {
    const condition = flow.behaviour?.conditionExpression;
    // Scripted conditions are refused on their own (script-check.ts).
    if (!condition || condition.language) continue;
    const body = typeof condition.body === 'string' ? condition.body.trim() : '';
    if (!body) continue;
    if (body.length > MAX_TEXT_LENGTH)
      return new WorkflowError('invalidCondition', { flow: flow.id, reason: `longer than ${MAX_TEXT_LENGTH} characters` });
    if (!isExpression(body)) return new WorkflowError('invalidCondition', { flow: flow.id, reason: 'expected ${...}' });
    try {
      // Evaluated over no variables: a reading problem throws, a missing variable does not.
      evaluate(/^\s*[$#]\{([\s\S]+)\}\s*$/.exec(body)![1]!, {});
    } catch (error) {
      if (error instanceof ExpressionError)
        return new WorkflowError('invalidCondition', { flow: flow.id, reason: error.params.reason ?? '' });
      throw error;
    }
  }
  return null;
}
