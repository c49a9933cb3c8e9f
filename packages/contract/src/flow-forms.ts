// Starting any deployed process and completing its tasks through the form fields its BPMN declares
// (camunda:formData / flowable:formProperty): a generic start form for processes without a business form of their
// own (the leave process keeps its own, /blade-desk/process/leave), and a task's form when completing it.
import { z } from 'zod';
import { ZId } from './common.ts';
import { defineRoute, tokenAccess } from './route.ts';

const work = (action: string) => `/blade-flow/work/${action}`;

/** Variables given through a form: plain values under identifier-like names (the fields decide what is accepted). */
const zFormValues = z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'v.variableName'), z.unknown()).default({});

export type FormFieldDto = {
  id: string;
  label: string;
  type: 'string' | 'long' | 'boolean' | 'date' | 'enum';
  required: boolean;
  values: { id: string; name: string }[];
};

export type StartFormDto = {
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  /** `leave` when the process is started through its own business form, else '' (the generic form). */
  businessForm: string;
  fields: FormFieldDto[];
};

export type TaskFormDto = {
  taskId: string;
  taskName: string;
  /** The task's id in the BPMN (a business form picks its step by it: the leave process's 调整申请 is `userTask`). */
  taskDefinitionKey: string;
  fields: FormFieldDto[];
  /** What the applicant filled in at the start, in the start form's order. */
  startValues: StartValueDto[];
};

/** A start form's value as filled in; an enum field's by the name of the choice. */
export type StartValueDto = { id: string; label: string; value: unknown };

/** A process instance's start form as filled in, for its detail page. */
export type StartValuesDto = { processDefinitionName: string; values: StartValueDto[] };

export const flowFormRoutes = {
  startForm: defineRoute({
    method: 'GET', path: work('start-form'), access: tokenAccess, response: 'envelope',
    query: z.object({ processDefinitionId: z.string().trim().min(1).max(64) }),
    summary: "A deployed process's start form: the fields its start event declares, or the business form that starts it",
  }),
  startProcess: defineRoute({
    method: 'POST', path: work('start-process'), access: tokenAccess, response: 'envelope',
    body: z.object({ processDefinitionId: z.string().trim().min(1).max(64), variables: zFormValues }),
    summary: 'Starts a process without a business form of its own with the values of its start form; answers the instance id',
  }),
  taskForm: defineRoute({
    method: 'GET', path: work('task-form'), access: tokenAccess, response: 'envelope',
    query: z.object({ taskId: ZId }),
    summary: "An open task's form (the fields its caller fills in when completing it) and the start form's values",
  }),
  startValues: defineRoute({
    method: 'GET', path: work('start-values'), access: tokenAccess, response: 'envelope',
    query: z.object({ processInstanceId: ZId }),
    summary: "The values a process instance's start form was filled in with (anyone who may read the instance)",
  }),
};
