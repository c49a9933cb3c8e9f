// The workflow service's refusals as Blade answers: HTTP 400 with the message in the caller's language.
import type { WorkflowErrorCode } from '@blade/workflow';
import { WorkflowError } from '@blade/workflow';
import { AppError } from '../../core/app-error.ts';
import type { MessageKey } from '../../core/messages.ts';

const KEYS: Record<WorkflowErrorCode, MessageKey> = {
  invalidBpmn: 'flowInvalidBpmn',
  bpmnTooLarge: 'flowBpmnTooLarge',
  bpmnTooManyElements: 'flowBpmnTooManyElements',
  noProcess: 'flowNoProcess',
  processNotExecutable: 'flowProcessNotExecutable',
  unsupportedElement: 'flowUnsupportedElement',
  severalProcesses: 'flowSeveralProcesses',
  noStartEvent: 'flowNoStartEvent',
  unknownFlowNode: 'flowUnknownFlowNode',
  taskWithoutActor: 'flowTaskWithoutActor',
  definitionNotFound: 'flowDefinitionNotFound',
  definitionSuspended: 'flowDefinitionSuspended',
  instanceNotFound: 'flowInstanceNotFound',
  instanceEnded: 'flowInstanceEnded',
  taskNotFound: 'flowTaskNotFound',
  taskCompleted: 'flowTaskCompleted',
  taskClaimed: 'flowTaskClaimed',
  notAssignee: 'flowNotAssignee',
  notCandidate: 'flowNotCandidate',
  notClaimed: 'flowNotClaimed',
  taskDelegated: 'flowTaskDelegated',
  notDelegate: 'flowNotDelegate',
  delegateInvalid: 'flowDelegateInvalid',
  selfApproval: 'flowSelfApproval',
  engineFailed: 'flowEngineFailed',
  scriptNotSupported: 'flowScriptNotSupported',
  invalidCondition: 'flowInvalidCondition',
  invalidExpression: 'flowInvalidExpression',
  variableNotAccepted: 'flowVariableNotAccepted',
  variableInvalid: 'flowVariableInvalid',
  variableRequired: 'flowVariableRequired',
};

export function flowError(error: unknown): unknown {
  return error instanceof WorkflowError ? new AppError(400, KEYS[error.code], error.params) : error;
}

/** Runs a workflow call, turning its refusals into AppErrors. */
export async function flowCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw flowError(error);
  }
}
