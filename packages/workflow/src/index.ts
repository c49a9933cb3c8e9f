// The BPMN workflow service around bpmn-engine (definitions, instances, tasks, history; state in Postgres through
// the FlowStore the API implements). The API imports it from here and never bpmn-engine directly.
export * from './errors.ts';
export * from './expression.ts';
export { assertBpmnBudget, checkBpmnXml, MAX_BPMN_BYTES, MAX_BPMN_ELEMENTS, normalizeBpmn, parseBpmn } from './bpmn.ts';
export type { ProcessSpec, UserTaskSpec } from './bpmn.ts';
export { findScriptElements } from './script-check.ts';
export { acceptFormValues, formFieldsOf } from './form-fields.ts';
export type { FormField, FormFieldType, ShownValue } from './form-fields.ts';
export type { ActivityEvent, EngineState, StepOutcome, Wait } from './runtime.ts';
export { clearSourceCache } from './runtime.ts';
export * from './store.ts';
export * from './service.ts';
export { refuseSelfApproval, taskKind } from './separation.ts';
export type { TaskKind } from './separation.ts';
export * from './duration.ts';
