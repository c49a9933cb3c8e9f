// One Prisma client extension for what every query on a business table needs: the caller's tenant (deny by
// default), hidden soft-deleted rows, audit columns and snowflake ids. Services never repeat any of it; the one way
// around the tenant filter is `unscoped()` (core/request-context.ts).
import { literalLikes } from './like-literal.ts';
import type { AuthUser } from '../lib/request-context.ts';
import { maybeContext, seesAllTenants } from '../lib/request-context.ts';
import type { ModelTraits } from './model-traits.ts';
import { modelTraits } from './model-traits.ts';
import { runtimeModels } from './runtime-models.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { nextId } from './snowflake.ts';

const READS = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy']);
const CREATES = new Set(['create', 'createMany', 'createManyAndReturn']);
const UPDATES = new Set(['update', 'updateMany', 'updateManyAndReturn']);

type Scope =
  | { kind: 'system' } // outside requests (start-up, seed) and inside unscoped(): no tenant filter
  | { kind: 'anonymous' } // a request without a user: tenant tables are out of reach
  | { kind: 'user'; user: AuthUser; allTenants: boolean };

function scopeOf(): Scope {
  const context = maybeContext();
  if (!context || context.unscoped) return context?.user ? { kind: 'user', user: context.user, allTenants: true } : { kind: 'system' };
  if (!context.user) return { kind: 'anonymous' };
  return { kind: 'user', user: context.user, allTenants: seesAllTenants(context.user) };
}

/**
 * The tenant that raw SQL on a tenant table must add to its conditions, as the extension adds it to every query:
 * undefined when the caller's scope sees every tenant (system work, unscoped(), the platform administrator).
 * Throws for a request without a user, as the extension does.
 */
export function rawTenantFilter(): string | undefined {
  const scope = scopeOf();
  if (scope.kind === 'anonymous') throw new Error('A tenant table was touched by raw SQL without a signed-in user');
  return scope.kind === 'user' && !scope.allTenants ? scope.user.tenantId : undefined;
}

/** Prisma's query arguments (where, data, ...), as the extension receives them: shapes it only walks. */
type Args = Record<string, unknown>;
const argsOf = (value: unknown) => value as Args;

function scopedWhere(traits: ModelTraits, model: string, where: Args | undefined, scope: Scope): Args {
  const out: Args = { ...(where ?? {}) };
  if (traits.softDelete.has(model) && !('isDeleted' in out)) out.isDeleted = 0;
  if (!traits.tenant.has(model)) return out;
  if (scope.kind === 'anonymous') {
    throw new Error(`${model} touched without a signed-in user: wrap the call in unscoped() if it is meant to be public`);
  }
  // Forced, not defaulted: a caller-supplied tenantId cannot widen the filter.
  if (scope.kind === 'user' && !scope.allTenants) out.tenantId = scope.user.tenantId;
  return out;
}

function createFill(traits: ModelTraits, model: string, data: Args, scope: Scope): Args {
  const out: Args = { ...data };
  if (traits.snowflake.has(model) && out.id === undefined) out.id = nextId();
  if (scope.kind === 'anonymous' && traits.tenant.has(model)) scopedWhere(traits, model, {}, scope); // refuses
  if (scope.kind !== 'user') return out;
  const { user } = scope;
  if (traits.tenant.has(model) && (!scope.allTenants || !out.tenantId)) out.tenantId = user.tenantId;
  if (traits.audited.has(model)) {
    out.createUser ??= BigInt(user.userId);
    out.updateUser ??= BigInt(user.userId);
    if (user.deptIds[0] && /^\d+$/.test(user.deptIds[0])) out.createDept ??= BigInt(user.deptIds[0]);
  }
  return out;
}

function updateFill(traits: ModelTraits, model: string, data: Args, scope: Scope): Args {
  const out: Args = { ...data };
  if (traits.tenant.has(model) && scope.kind === 'user' && !scope.allTenants) delete out.tenantId; // no moving rows out
  if (traits.audited.has(model) && scope.kind === 'user') out.updateUser = BigInt(scope.user.userId);
  return out;
}

export function withTenancy(base: PrismaClient) {
  const traits = modelTraits(runtimeModels(base));
  const writeListeners = new Set<(model: string) => void>();
  const afterWrite = (model: string) => {
    for (const listener of writeListeners) listener(model);
  };
  return base.$extends({
    name: 'tenancy',
    client: {
      /** Called after every write through this client (the caches of this process drop what they hold). */
      $onWrite(listener: (model: string) => void) {
        writeListeners.add(listener);
        return () => writeListeners.delete(listener);
      },
    },
    query: {
      $allModels: {
        // `query` is typed per model; the rewritten arguments keep each model's shape, so it is called untyped.
        async $allOperations({ model, operation, args, query: typedQuery }) {
          const query = typedQuery as (args: Args) => Promise<unknown>;
          if (READS.has(operation)) return rewrite(traits, model, operation, args, query);
          const result = await rewrite(traits, model, operation, args, query);
          afterWrite(model);
          return result;
        },
      },
    },
  });
}

/** The query as the caller's scope allows it. Throws (a 500, by design) when code forgets to scope a public path. */
function rewrite(
  traits: ModelTraits,
  model: string,
  operation: string,
  args: Args | undefined,
  query: (args: Args) => Promise<unknown>,
): Promise<unknown> {
  const a: Args = args?.where ? { ...args, where: literalLikes(args.where) } : (args ?? {});
  const scope = scopeOf();
  if (READS.has(operation)) return query({ ...a, where: scopedWhere(traits, model, argsOf(a.where), scope) });
  if (CREATES.has(operation)) {
    const data = Array.isArray(a.data)
      ? a.data.map((d) => createFill(traits, model, argsOf(d), scope))
      : createFill(traits, model, argsOf(a.data), scope);
    return query({ ...a, data });
  }
  if (UPDATES.has(operation)) {
    return query({
      ...a,
      where: scopedWhere(traits, model, argsOf(a.where), scope),
      data: updateFill(traits, model, argsOf(a.data), scope),
    });
  }
  if (operation === 'upsert') {
    return query({
      ...a,
      where: scopedWhere(traits, model, argsOf(a.where), scope),
      create: createFill(traits, model, argsOf(a.create), scope),
      update: updateFill(traits, model, argsOf(a.update), scope),
    });
  }
  if (operation === 'delete' || operation === 'deleteMany') {
    if (traits.softDelete.has(model)) throw new Error(`${model} rows are soft-deleted: set isDeleted instead of ${operation}`);
    return query({ ...a, where: scopedWhere(traits, model, argsOf(a.where), scope) });
  }
  return query(a);
}
