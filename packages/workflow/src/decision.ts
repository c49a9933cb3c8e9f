// Which user tasks decide something: a task's 同意/驳回 sets `pass` (service.ts), and that choice matters only where a
// condition on the way out of the task reads it, on its own outgoing flows or past the gateways right after it. A
// task whose every way out ignores `pass` has nothing to reject: the console offers only completing it.
type Flow = { sourceId?: string; targetId?: string; behaviour?: { conditionExpression?: { body?: unknown } } };
type Node = { id: string; type: string };

const GATEWAYS = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ParallelGateway', 'bpmn:EventBasedGateway']);
/** `pass` as a name in an expression (not `passed`, not a property such as `form.pass`). */
const READS_PASS = /(?<![\w.$])pass(?![\w$])/;

const readsPass = (flow: Flow) => {
  const body = flow.behaviour?.conditionExpression?.body;
  return typeof body === 'string' && READS_PASS.test(body);
};

/** The ids of the user tasks whose decision steers the process. */
export function decidingTasks(nodes: readonly Node[], flows: readonly Flow[]): Set<string> {
  const typeOf = new Map(nodes.map((n) => [n.id, n.type]));
  const outOf = (id: string) => flows.filter((f) => f.sourceId === id);
  const decides = (taskId: string) => {
    const seen = new Set<string>();
    const waiting = outOf(taskId);
    while (waiting.length) {
      const flow = waiting.pop()!;
      if (readsPass(flow)) return true;
      const next = flow.targetId;
      if (next && GATEWAYS.has(typeOf.get(next) ?? '') && !seen.has(next)) {
        seen.add(next);
        waiting.push(...outOf(next));
      }
    }
    return false;
  };
  return new Set(nodes.filter((n) => n.type === 'bpmn:UserTask' && decides(n.id)).map((n) => n.id));
}
