// Entities served by their declaration alone: every declared entity that names its Prisma model and that no module
// mounted gets the shared CRUD service here, so adding such an entity touches no list of the API.
import type { EntitySpec, RouteSpec } from '@blade/contract';
import { crudRoutes, ENTITIES, routeKey } from '@blade/contract';
import type { DbClient } from '../../db/prisma.ts';
import type { RuntimeModels } from '../../db/runtime-models.ts';
import type { BladeDates } from '../blade-dates.ts';
import type { Mount } from '../mount-route.ts';
import type { CrudDeps, Delegate } from './crud-service.ts';
import { createCrudService, pickFields } from './crud-service.ts';
import { mountCrud } from './mount-crud.ts';

/** Submitted text -> what Prisma stores, by the model's field types: 64-bit ids as bigint, days and Blade date-times as dates. */
export function storedValues(spec: EntitySpec, fieldTypes: ReadonlyMap<string, string>, dates: BladeDates) {
  const days = new Set(spec.days ?? []);
  return (body: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(body).map(([key, value]) => {
        if (value === null || value === undefined) return [key, value];
        const type = fieldTypes.get(key);
        if (type === 'BigInt') return [key, BigInt(value as string)];
        // The submit schema gives dates as text (a day, or Blade's time).
        if (type === 'DateTime' && typeof value === 'string')
          return [key, days.has(key) ? new Date(`${value}T00:00:00Z`) : (dates.parse(value) ?? null)];
        return [key, value];
      }),
    );
}

/** Row -> record: the declared fields, days as yyyy-MM-dd (the JSON writer would answer a date-time). */
export function recordOf(spec: EntitySpec) {
  const fields = pickFields(Object.keys(spec.record.shape));
  const days = spec.days ?? [];
  return (row: Record<string, unknown>) => {
    const record = fields(row);
    for (const day of days) record[day] = row[day] instanceof Date ? row[day].toISOString().slice(0, 10) : null;
    return record;
  };
}

/** Whether a module already mounted any of the entity's routes. */
const mountedByModule = (spec: EntitySpec, mounted: ReadonlySet<string>) =>
  (Object.values(crudRoutes(spec)) as RouteSpec[]).some((r) => mounted.has(routeKey(r.method, r.path)));

const delegateName = (model: string) => model.charAt(0).toLowerCase() + model.slice(1);

export function mountDeclaredEntities(mount: Mount, deps: CrudDeps, models: RuntimeModels, mounted: ReadonlySet<string>): EntitySpec[] {
  const served: EntitySpec[] = [];
  for (const spec of ENTITIES) {
    if (!spec.model || mountedByModule(spec, mounted)) continue;
    const fields = models[spec.model]?.fields;
    if (!fields) throw new Error(`Entity ${spec.name} names model ${spec.model}, which schema.prisma does not have`);
    const toStored = storedValues(spec, new Map(fields.map((f) => [f.name, f.type])), deps.dates);
    const service = createCrudService(
      {
        spec,
        model: (db: DbClient) => (db as unknown as Record<string, Delegate>)[delegateName(spec.model!)]!,
        toRecord: recordOf(spec),
        prepare: (body) => Promise.resolve(toStored(body)),
      },
      deps,
    );
    mountCrud(mount, spec, service);
    served.push(spec);
  }
  return served;
}
