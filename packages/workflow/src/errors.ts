// The refusals of the workflow service. The API turns each code into a Blade message in the caller's language.
export type WorkflowErrorCode =
  | 'invalidBpmn' // the XML does not parse or its process is unusable ({reason})
  | 'bpmnTooLarge' // the XML is longer than MAX_BPMN_BYTES ({limit})
  | 'bpmnTooManyElements' // the XML of one request holds more than MAX_BPMN_ELEMENTS elements ({max})
  | 'noProcess' // the XML holds no process (Blade: 部署失败,未找到流程)
  | 'processNotExecutable' // every process of the file is marked isExecutable="false" ({process})
  | 'unsupportedElement' // an element the engine cannot run, e.g. bpmn:ComplexGateway ({element})
  | 'severalProcesses' // more than one executable process in one file ({count})
  | 'noStartEvent'
  | 'unknownFlowNode' // a sequence flow from or to a node that does not exist ({flow})
  | 'taskWithoutActor' // a user task with no assignee and no candidates ({task})
  | 'definitionNotFound'
  | 'definitionSuspended'
  | 'instanceNotFound'
  | 'instanceEnded'
  | 'taskNotFound'
  | 'taskCompleted' // the task was completed already (the loser of two concurrent completions)
  | 'taskClaimed' // someone else claimed the group task first
  | 'notAssignee' // the caller is not the task's assignee (claim it first)
  | 'notCandidate' // the caller is in none of the task's candidate groups
  | 'notClaimed' // unclaim of a task the process assigned directly (only a task claimed from candidates goes back)
  | 'taskDelegated' // the task is with a delegate: only resolving it is possible until it returns to its owner
  | 'notDelegate' // resolve by someone who does not hold the task as its pending delegate
  | 'delegateInvalid' // delegation to oneself
  | 'selfApproval' // the initiator would approve their own process: given, claiming or completing an approval ({task})
  | 'engineFailed' // the engine stopped on an error, e.g. no gateway condition held ({reason})
  | 'scriptNotSupported' // the BPMN holds code to run (script task, scripted condition, listener) ({element})
  | 'invalidCondition' // a sequence flow's condition is not one readable `${...}` expression ({flow, reason})
  | 'invalidExpression' // a `${...}` expression cannot be read or exceeds the evaluator's bounds ({reason})
  | 'variableNotAccepted' // a variable the step does not declare as a form field, or one the service sets ({name})
  | 'variableInvalid' // a form value not of its field's type ({name, type})
  | 'variableRequired'; // a required form field left empty ({name})

export class WorkflowError extends Error {
  constructor(
    readonly code: WorkflowErrorCode,
    readonly params: Record<string, string> = {},
  ) {
    super(params.reason ? `${code}: ${params.reason}` : code);
  }
}
