// Starting any deployed process and completing its tasks through the form fields its BPMN declares
// (camunda:formData / flowable:formProperty): a generic start form for processes without a business form of their
// own (the leave process keeps its own, /blade-desk/process/leave), and a task's form when completing it.
import { z } from 'zod';
import { ZId } from './common.ts';
import { defineRoute, tokenAccess } from './route.ts';

const work = (action: string) => `/blade-flow/work/${action}`;

/** Variables given through a form: plain values under identifier-like names (the fields decide what is accepted). */
const zFormValues = z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'v.variableName'), z.unknown()).default({});

const ZFormField = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['string', 'long', 'boolean', 'date', 'enum']),
  required: z.boolean(),
  values: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type FormFieldDto = z.infer<typeof ZFormField>;

const ZStartForm = z.object({
  processDefinitionId: z.string(),
  processDefinitionKey: z.string(),
  processDefinitionName: z.string(),
  /** `leave` when the process is started through its own business form, else '' (the generic form). */
  businessForm: z.string(),
  fields: z.array(ZFormField),
});
export type StartFormDto = z.infer<typeof ZStartForm>;

/** A start form's value as filled in; an enum field's by the name of the choice. */
const ZStartValue = z.object({ id: z.string(), label: z.string(), value: z.unknown() });
export type StartValueDto = z.infer<typeof ZStartValue>;

const ZTaskForm = z.object({
  taskId: z.string(),
  taskName: z.string(),
  /** The task's id in the BPMN (a business form picks its step by it: the leave process's 调整申请 is `userTask`). */
  taskDefinitionKey: z.string(),
  fields: z.array(ZFormField),
  /** Whether the task's 同意/驳回 steers the process (a condition after it reads `pass`); else it is only completed. */
  decides: z.boolean(),
  /** What the applicant filled in at the start, in the start form's order. */
  startValues: z.array(ZStartValue),
});
export type TaskFormDto = z.infer<typeof ZTaskForm>;

/** A process instance's start form as filled in, for its detail page. */
const ZStartValues = z.object({ processDefinitionName: z.string(), values: z.array(ZStartValue) });
export type StartValuesDto = z.infer<typeof ZStartValues>;

export const flowFormRoutes = {
  startForm: defineRoute({
    method: 'GET',
    path: work('start-form'),
    access: tokenAccess,
    response: 'envelope',
    answer: ZStartForm,
    query: z.object({ processDefinitionId: z.string().trim().min(1).max(64) }),
    summary: "A deployed process's start form: the fields its start event declares, or the business form that starts it",
  }),
  startProcess: defineRoute({
    method: 'POST',
    path: work('start-process'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.object({ processInstanceId: z.string() }),
    body: z.object({ processDefinitionId: z.string().trim().min(1).max(64), variables: zFormValues }),
    summary: 'Starts a process without a business form of its own with the values of its start form; answers the instance id',
  }),
  taskForm: defineRoute({
    method: 'GET',
    path: work('task-form'),
    access: tokenAccess,
    response: 'envelope',
    answer: ZTaskForm,
    query: z.object({ taskId: ZId }),
    summary: "An open task's form (the fields its caller fills in when completing it) and the start form's values",
  }),
  startValues: defineRoute({
    method: 'GET',
    path: work('start-values'),
    access: tokenAccess,
    response: 'envelope',
    answer: ZStartValues,
    query: z.object({ processInstanceId: ZId }),
    summary: "The values a process instance's start form was filled in with (anyone who may read the instance)",
  }),
};
