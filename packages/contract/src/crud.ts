// One declaration per look-alike entity: its record, its submit body, its filters and sort columns, its permission
// and which of Blade's standard actions it has. `crudRoutes` turns it into the entity's route specs; the API serves
// them with one factory (apps/api/src/core/crud).
import { z } from 'zod';
import { pagingShape, ZId, ZIdList, zNoData, zOrEmpty, zPage } from './common.ts';
import type { RouteSpec } from './route.ts';
import type { EntityField, FieldsDeclaration, FieldsEntity, FieldView, Label } from './entity-fields.ts';
import { fieldsEntity } from './entity-fields.ts';
import { defineRoute, permissionAccess, rolesAccess } from './route.ts';

/** How a filter value is read: text, whole number, 64-bit id or Blade date. */
export type FieldType = 'string' | 'int' | 'id' | 'date';
export type CrudAction = 'list' | 'page' | 'detail' | 'submit' | 'remove';

/** An entity's console screen and the menu that opens it (the menu code is the entity's `permission`). */
export type EntityScreen = {
  /** Console route, e.g. `/system/post`. */
  path: string;
  /** Menu name, as Blade seeds it (Chinese). */
  name: string;
  /** The MUI icon the menu shows. */
  icon?: string;
  /** Code of the menu it hangs under when the seed's menu tree does not place it; top level when left out. */
  parent?: string;
};

export type EntitySpec = {
  name: string;
  /** Path of the controller, e.g. `/blade-system/post`; actions hang below it. */
  base: string;
  aliasBases?: readonly string[];
  /** Fields a record answers with, and nothing else (ids and foreign ids as strings). */
  record: z.ZodObject;
  /** The submit body: insert without id, update with id. */
  submit: z.ZodObject;
  /** Filterable fields. `map` lists take Blade's suffix operators (`name_like`, `sort_ge`, ...); `entity` lists exact values. */
  filters: Readonly<Record<string, FieldType>>;
  listStyle: 'map' | 'entity';
  /** Fields ascs/descs may name (as snake_case columns, or camelCase). */
  sortable: readonly string[];
  /** Menu code: reading needs the menu, writing `<code>_add` / `<code>_edit`, removing `<code>_delete`. */
  permission: string;
  /** The one button a save needs instead of `<code>_add` / `<code>_edit` (attachments: whoever may upload). */
  savePermission?: string;
  /** `tenant`: rows belong to a tenant (tenant_id). `platform`: shared by all tenants; only the administrator of
   * tenant 000000 may change them. */
  scope: 'tenant' | 'platform';
  actions: readonly CrudAction[];
  /** The Prisma model of its rows (e.g. `Post`). The API serves an entity with a model that no module mounts with
   * the shared CRUD service (apps/api/src/core/crud/mount-declared.ts). */
  model?: string;
  /** The order of a list whose request names none (newest id first when left out). */
  defaultOrder?: readonly Readonly<Record<string, 'asc' | 'desc'>>[];
  /** Fields no two rows may repeat (within the caller's tenant): a save that would is refused ("code exists"). */
  unique?: readonly string[];
  /** Fields of a date column: stored as a day, answered as yyyy-MM-dd. */
  days?: readonly string[];
  screen?: EntityScreen;
  /** Actions whose answer is not the standard one (see `crudAnswers`), e.g. a list answering a tree. */
  answers?: Partial<Record<CrudAction, z.ZodType>>;
  /** The fields of an entity declared by them (entity-fields.ts): labels and how the console's default screen shows them. */
  fields?: Readonly<Record<string, EntityField>>;
};

/** Whether a value is an entity declaration (the registry finds them among the entities' exports). */
export const isEntitySpec = (value: unknown): value is EntitySpec =>
  typeof value === 'object' && value !== null && 'base' in value && 'record' in value && 'actions' in value && 'permission' in value;

/** An entity, declared with its record, submit body and filters, or by its fields (which give them). */
export function defineEntity<const T extends EntitySpec>(spec: T): T;
export function defineEntity<const T extends FieldsDeclaration>(spec: T): FieldsEntity<T>;
export function defineEntity(spec: EntitySpec | FieldsDeclaration): unknown {
  return 'record' in spec ? spec : fieldsEntity(spec);
}

/** current/size/ascs/descs as Blade sends them; other keys are the filters, read by the list protocol. */
export const ZListQuery = z.looseObject({
  ...pagingShape,
  ascs: z.string().optional(),
  descs: z.string().optional(),
});

export const ZDetailQuery = z.looseObject({ id: ZId });
export const ZRemoveQuery = z.object({ ids: ZIdList });

/** The standard answers' schemas, typed by the record (see `crudAnswers`). */
type StandardAnswers<R extends z.ZodObject> = {
  list: ReturnType<typeof zPage<R>>;
  page: ReturnType<typeof zPage<R>>;
  detail: ReturnType<typeof zOrEmpty<R>>;
  submit: typeof zNoData;
  remove: typeof zNoData;
};
type AnswerOf<T extends EntitySpec, A extends CrudAction> =
  T['answers'] extends Partial<Record<A, infer S extends z.ZodType>> ? S : StandardAnswers<T['record']>[A];

/** What each standard action reads, as `crudRoutes` declares it. */
type CrudInputs<T extends EntitySpec> = {
  list: { query: typeof ZListQuery };
  page: { query: typeof ZListQuery };
  detail: { query: typeof ZDetailQuery };
  submit: { body: T['submit'] };
  remove: { query: typeof ZRemoveQuery };
};

/** An entity's route of action A, its input and answer typed: the API types the handler (and an override) by it, the
 * console its calls. */
export type CrudRoute<T extends EntitySpec, A extends CrudAction> = RouteSpec & { answer: AnswerOf<T, A> } & CrudInputs<T>[A];
type CrudRoutes<T extends EntitySpec> = { [A in T['actions'][number]]: CrudRoute<T, A> };

/**
 * THE answers of the standard actions, from the entity's record: list and page a Blade page of records, detail the
 * record (or {} when no row matches, Blade's empty payload), submit and remove no data ({}; the envelope's
 * success says whether anything changed). An entity's `answers` replaces single ones.
 */
export function crudAnswers(spec: EntitySpec): Record<CrudAction, z.ZodType> {
  return {
    list: zPage(spec.record),
    page: zPage(spec.record),
    detail: zOrEmpty(spec.record),
    submit: zNoData,
    remove: zNoData,
    ...spec.answers,
  };
}

export function crudRoutes<T extends EntitySpec>(spec: T): CrudRoutes<T> {
  const paths = (action: string) => ({
    path: `${spec.base}/${action}`,
    aliases: (spec.aliasBases ?? []).map((b) => `${b}/${action}`),
  });
  const read = permissionAccess(spec.permission);
  const platform = spec.scope === 'platform';
  const write = (...codes: string[]) => (platform ? rolesAccess('administrator') : permissionAccess(...codes));
  const answer = crudAnswers(spec);
  const filters = { fields: spec.filters, style: spec.listStyle };
  const all: Record<CrudAction, RouteSpec & { answer: z.ZodType }> = {
    list: defineRoute({
      method: 'GET',
      ...paths('list'),
      access: read,
      response: 'envelope',
      answer: answer.list,
      query: ZListQuery,
      filters,
      summary: `List ${spec.name} (paged)`,
    }),
    page: defineRoute({
      method: 'GET',
      ...paths('page'),
      access: read,
      response: 'envelope',
      answer: answer.page,
      query: ZListQuery,
      filters,
      summary: `Page of ${spec.name}`,
    }),
    detail: defineRoute({
      method: 'GET',
      ...paths('detail'),
      access: read,
      response: 'envelope',
      answer: answer.detail,
      query: ZDetailQuery,
      summary: `One ${spec.name} by id`,
    }),
    submit: defineRoute({
      method: 'POST',
      ...paths('submit'),
      access: spec.savePermission ? write(spec.savePermission) : write(`${spec.permission}_add`, `${spec.permission}_edit`),
      response: 'envelope',
      answer: answer.submit,
      body: spec.submit,
      summary: `Insert (no id) or update (id) a ${spec.name}`,
    }),
    remove: defineRoute({
      method: 'POST',
      ...paths('remove'),
      access: write(`${spec.permission}_delete`),
      response: 'envelope',
      answer: answer.remove,
      query: ZRemoveQuery,
      summary: `Remove ${spec.name} rows by ids`,
    }),
  };
  return Object.fromEntries(spec.actions.map((a) => [a, all[a]])) as CrudRoutes<T>;
}

/** One field of an entity declared by its fields: its submit schema (whose output type gives the record's), its
 * label in Chinese and English, and how the console's default screen shows it (entity-fields.ts). */
export const field = <S extends z.ZodType, const V extends FieldView = object>(submit: S, label: Label, view?: V): EntityField<S> & V =>
  ({ ...view, submit, label }) as EntityField<S> & V;

/** Optional text in a submit body: Blade consoles send "" for an empty field. */
export const zText = (max: number) => z.string().trim().max(max).optional().nullable();
export const zRequiredText = (max: number) => z.string().trim().min(1).max(max);
export const zInt = z.coerce.number().int();

/** An optional value of a submit body: "" (what a Blade form sends for an empty field) is no value, stored as null. */
export const zBlank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.optional().nullable());

/** A boolean as a form or a query string sends it: true/false, "true"/"false", "1"/"0". */
export const zBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** An exact decimal of a numeric(precision, scale) column, as a number or a string; kept as its text (no rounding). */
export const zDecimal = (precision: number, scale: number) => {
  const whole = precision - scale;
  const pattern = new RegExp(`^-?${whole > 0 ? `\\d{1,${whole}}` : '0'}${scale > 0 ? `(\\.\\d{1,${scale}})?` : ''}$`);
  return z
    .union([z.number(), z.string()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(pattern, 'v.decimal'));
};

/** A 64-bit integer as text (numbers that large lose digits in JSON numbers). */
export const zInt64 = z
  .union([z.number().int(), z.string()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^-?\d{1,18}$/, 'v.int64'));
