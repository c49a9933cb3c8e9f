// The form fields a start event or user task declares (Camunda `camunda:formData`/`camunda:formField`; Flowable and
// Activiti `formProperty`, read in Camunda's namespace), and the one rule for what a caller may put into the
// process variables: exactly the declared fields of the step, each of its type. Everything else (the variables
// set at the start, such as days or the applicant, and `pass`, which the service sets from the decision) cannot be
// set or overridden by whoever completes a task.
import { WorkflowError } from './errors.ts';

export type FormFieldType = 'string' | 'long' | 'boolean' | 'date' | 'enum';

export type FormField = {
  id: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  /** The choices of an enum field. */
  values: { id: string; name: string }[];
};

type ModdleElement = Record<string, unknown> & { $type?: string };
const TYPES: readonly FormFieldType[] = ['string', 'long', 'boolean', 'date', 'enum'];
/** Set by the service from the decision (flag / comment), never by a caller. */
export const RESERVED_VARIABLES = ['pass'] as const;
const MAX_TEXT = 2000;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const typeOf = (v: unknown): FormFieldType => (TYPES.includes(str(v) as FormFieldType) ? (str(v) as FormFieldType) : 'string');
const choices = (v: unknown) =>
  (Array.isArray(v) ? (v as ModdleElement[]) : []).map((c) => ({ id: str(c.id), name: str(c.name) || str(c.id) }));

function camundaField(f: ModdleElement): FormField {
  const constraints = ((f.validation as ModdleElement | undefined)?.constraints ?? []) as ModdleElement[];
  return {
    id: str(f.id),
    label: str(f.label) || str(f.id),
    type: typeOf(f.type),
    required: constraints.some((c) => str(c.name) === 'required'),
    values: choices(f.values),
  };
}

function formProperty(p: ModdleElement): FormField {
  return {
    id: str(p.id),
    label: str(p.name) || str(p.id),
    type: typeOf(p.type),
    required: p.required === true || str(p.required) === 'true',
    values: choices(p.values),
  };
}

/** The fields declared on an element's extension elements (its bpmn-engine behaviour), in document order. */
export function formFieldsOf(behaviour: Record<string, unknown>): FormField[] {
  const values = ((behaviour.extensionElements as ModdleElement | undefined)?.values ?? []) as ModdleElement[];
  return values
    .flatMap((v) => {
      if (v.$type === 'camunda:FormData') return ((v.fields ?? []) as ModdleElement[]).map(camundaField);
      if (v.$type === 'camunda:FormProperty') return [formProperty(v)];
      return [];
    })
    .filter((f) => f.id);
}

/** One value read as its field's type, or undefined when it is not of it. */
function read(field: FormField, value: unknown): unknown {
  switch (field.type) {
    case 'long': {
      const n = typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : value;
      return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
    }
    case 'boolean':
      return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value.trim()) ? value.trim() : undefined;
    case 'enum':
      return field.values.some((c) => c.id === value) ? value : undefined;
    default:
      return typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined;
  }
}

/**
 * The variables a caller may set at this step: the declared fields only, each read as its type, the required ones
 * present. Throws `variableNotAccepted` ({name}) for anything undeclared or reserved, `variableInvalid` ({name,
 * type}) for a value of the wrong type, `variableRequired` ({name}) for a missing required field.
 */
export function acceptFormValues(fields: readonly FormField[], given: Record<string, unknown>): Record<string, unknown> {
  const declared = new Map(fields.map((f) => [f.id, f]));
  const accepted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    const field = declared.get(name);
    if (!field || (RESERVED_VARIABLES as readonly string[]).includes(name)) throw new WorkflowError('variableNotAccepted', { name });
    if (value === null || value === '') continue;
    const typed = read(field, value);
    if (typed === undefined) throw new WorkflowError('variableInvalid', { name: field.label, type: field.type });
    accepted[name] = typed;
  }
  const missing = fields.find((f) => f.required && accepted[f.id] === undefined);
  if (missing) throw new WorkflowError('variableRequired', { name: missing.label });
  return accepted;
}

/** A value as a person reads it: its label, and a choice by its name. */
export type ShownValue = { id: string; label: string; value: unknown };

/** The accepted values of `fields`, in the form's order, as the timeline shows what a task was completed with. */
export function shownFormValues(fields: readonly FormField[], accepted: Record<string, unknown>): ShownValue[] {
  return fields
    .filter((f) => accepted[f.id] !== undefined)
    .map((f) => ({
      id: f.id,
      label: f.label,
      value: (f.type === 'enum' ? f.values.find((c) => c.id === accepted[f.id])?.name : undefined) ?? accepted[f.id],
    }));
}
