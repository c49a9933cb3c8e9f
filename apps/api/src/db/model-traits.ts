// Which columns each model has, for the tenancy extension: read from the client's data model (runtime-models.ts),
// so a model added to schema.prisma is scoped, soft-deleted, audited and given ids without being listed anywhere.
import type { RuntimeModels } from './runtime-models.ts';

export type ModelTraits = {
  /** Models whose rows belong to one tenant (a tenant_id column scoped to the caller's tenant). */
  tenant: ReadonlySet<string>;
  /** Models soft-deleted through is_deleted: reads hide deleted rows, hard deletes are refused. */
  softDelete: ReadonlySet<string>;
  /** Models with Blade's audit columns (create_user, create_dept, update_user). */
  audited: ReadonlySet<string>;
  /** Models whose primary key is a snowflake `id` the extension fills when a create leaves it out. */
  snowflake: ReadonlySet<string>;
};

/** Models with a tenantId that are not scoped by it: the tenants themselves, and sign-in attempts, keyed by tenant.
 * The workflow's shared models (FlowModel, FlowDeployment, FlowDefinition) name their column `flowTenant`: '' marks a
 * common process every tenant sees, so the flow services filter it. */
export const NOT_TENANT_SCOPED = new Set(['Tenant', 'LoginAttempt']);

export function modelTraits(models: RuntimeModels): ModelTraits {
  const having = (test: (field: { name: string; type: string }) => boolean) =>
    new Set(
      Object.entries(models)
        .filter(([, m]) => m.fields.some(test))
        .map(([name]) => name),
    );
  const tenant = having((f) => f.name === 'tenantId');
  for (const name of NOT_TENANT_SCOPED) tenant.delete(name);
  return {
    tenant,
    softDelete: having((f) => f.name === 'isDeleted'),
    audited: having((f) => f.name === 'createUser'),
    snowflake: having((f) => f.name === 'id' && f.type === 'BigInt'),
  };
}

/** Models never read through a cache: writes to them (log batches, workflow steps) do not clear this process's caches. */
export const UNCACHED_MODELS: ReadonlySet<string> = new Set([
  'LogUsual',
  'LogApi',
  'LogError',
  'LogSignIn',
  'OidcTicket',
  'FlowModel',
  'FlowDeployment',
  'FlowDefinition',
  'FlowInstance',
  'FlowTask',
  'FlowActivity',
  'ProcessLeave',
  'NoticeRead',
]);
