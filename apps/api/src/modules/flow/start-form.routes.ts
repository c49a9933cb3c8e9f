// The generic start form and task forms (contract flow-forms.ts): any deployed process the caller may see is
// started with the values of the fields its start event declares; a task's form lists the fields its caller fills
// in when completing it (complete-task accepts exactly those, workflow form-fields.ts) and what the start gave.
import type { FormFieldDto, StartFormDto, StartValuesDto, TaskFormDto } from '@blade/contract';
import { flowFormRoutes } from '@blade/contract';
import type { FormField, WorkflowService } from '@blade/workflow';
import { acceptFormValues, processSpecOf } from '@blade/workflow';
import { AppError } from '../../core/app-error.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { definitionVisible } from './definition-scope.ts';
import { flowCall } from './flow-errors.ts';
import { taskUserOf } from './flow-names.ts';
import { createInstanceAccess } from './instance-access.ts';
import { LEAVE_PROCESS_KEY } from './leave.routes.ts';

/** Processes started through a business form of their own, by definition key. */
const BUSINESS_FORMS: Record<string, string> = { [LEAVE_PROCESS_KEY]: 'leave' };

const fieldDto = (f: FormField): FormFieldDto => ({ id: f.id, label: f.label, type: f.type, required: f.required, values: f.values });

export function mountStartForms(mount: Mount, s: Pick<Services, 'db' | 'menus'>, flow: WorkflowService): void {
  const access = createInstanceAccess(s);

  /** A definition the caller may start, with its parsed process; 400 as not found otherwise. */
  async function startable(user: AuthUser, id: string) {
    const row = await s.db.flowDefinition.findUnique({ where: { id }, include: { deployment: { select: { xml: true } } } });
    if (!row || !definitionVisible(user, row.flowTenant)) throw new AppError(400, 'flowDefinitionNotFound');
    const spec = await flowCall(() => processSpecOf({ id: row.id, xml: row.deployment.xml }));
    return { row, spec };
  }

  mount(flowFormRoutes.startForm, async ({ query }, { user }) => {
    const { row, spec } = await startable(user, query.processDefinitionId);
    const form: StartFormDto = {
      processDefinitionId: row.id,
      processDefinitionKey: row.key,
      processDefinitionName: row.name ?? row.key,
      businessForm: BUSINESS_FORMS[row.key] ?? '',
      fields: spec.startFormFields.map(fieldDto),
    };
    return form;
  });

  mount(flowFormRoutes.startProcess, async ({ body }, { user }) => {
    const { row, spec } = await startable(user, body.processDefinitionId);
    if (BUSINESS_FORMS[row.key]) throw new AppError(400, 'flowStartThroughBusinessForm');
    const started = await flowCall(async () =>
      flow.start({
        definitionId: row.id,
        tenantId: user.tenantId,
        businessKey: null,
        startUser: taskUserOf(user.userId),
        // The applicant's account is the server's to set, as the leave process does.
        variables: { ...acceptFormValues(spec.startFormFields, body.variables), createUser: user.account },
      }),
    );
    return { processInstanceId: started.instanceId };
  });

  mount(flowFormRoutes.taskForm, async ({ query }, { user }) => {
    const task = await s.db.flowTask.findFirst({ where: { id: BigInt(query.taskId), endTime: null } });
    if (!task) throw new AppError(400, 'flowTaskNotFound');
    const instance = await access.readable(user, task.processInstanceId);
    const { spec } = await startable(user, instance.processDefinitionId);
    const declared = spec.userTasks.find((t) => t.id === task.taskDefinitionKey);
    const form: TaskFormDto = {
      taskId: String(task.id),
      taskName: task.name ?? '',
      taskDefinitionKey: task.taskDefinitionKey,
      fields: (declared?.formFields ?? []).map(fieldDto),
      decides: declared?.decides ?? true,
      startValues: await startValuesOf(instance.id, spec.startFormFields),
    };
    return form;
  });

  mount(flowFormRoutes.startValues, async ({ query }, { user }) => {
    const instance = await access.readable(user, BigInt(query.processInstanceId));
    const { row, spec } = await startable(user, instance.processDefinitionId);
    const values: StartValuesDto = {
      processDefinitionName: row.name ?? row.key,
      values: await startValuesOf(instance.id, spec.startFormFields),
    };
    return values;
  });

  /** The start form's fields with the values the instance holds for them, in the form's order; a choice by its name. */
  async function startValuesOf(instanceId: bigint, fields: FormField[]) {
    const { variables } = await s.db.flowInstance.findUniqueOrThrow({ where: { id: instanceId }, select: { variables: true } });
    const held = variables as Record<string, unknown>;
    const shown = (f: FormField) => (f.type === 'enum' ? f.values.find((c) => c.id === held[f.id])?.name : undefined) ?? held[f.id] ?? null;
    return fields.map((f) => ({ id: f.id, label: f.label, value: shown(f) }));
  }
}
