// An entity's fields, declared once: each field's submit schema, its label in the console's two languages and how
// the console's default screen shows it. `defineEntity` derives the record, the submit body, the filters and the
// unique fields of such a declaration from them (the record and filters of a Blade BaseEntity table).
import { z } from 'zod';
import type { EntitySpec, FieldType } from './crud.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './entities/base.ts';

/** A label in Chinese (the console's default) and English. */
export type Label = readonly [zh: string, en: string];

/** The console inputs a field's value type does not imply (text and numbers are typed; a dictionary makes a select). */
export type FieldInput = 'textarea' | 'password' | 'switch' | 'date' | 'datetime';

/** How the console's default screen shows a field, and what the list route may filter it by. */
export type FieldView = {
  /** A column of the list. */
  list?: boolean;
  /** A search field of the list, and so a filter of its list route. `exact`: a map list matches the whole text. */
  search?: boolean | 'exact';
  /** The filter's type when the value's type does not say it (`id`: a 64-bit number travelling as text). */
  filter?: FieldType;
  input?: FieldInput;
  /**
   * A select whose options are the entries of this system dictionary (value = the entry's key). The record answers
   * the entry's name beside the value as `<field>Name`, as Blade's VOs do, and the list shows that name.
   */
  dict?: string;
  /** No two rows of a tenant may repeat it: a save that would is refused ("编号 [x] 已存在"). */
  unique?: boolean;
  /** Not in the form. */
  form?: false;
  /** A new row's form value, when the submit schema has no default (e.g. the column's own default). */
  initial?: string | number | boolean;
};

/** A field of a declaration (crud.ts `field`): its submit schema, its label and how the screen shows it. */
export type EntityField<S extends z.ZodType = z.ZodType> = FieldView & { submit: S; label: Label };

/** An entity declared by its fields: `record`, `submit` and `filters` follow from them. */
export type FieldsDeclaration = Omit<EntitySpec, 'record' | 'submit' | 'filters' | 'fields' | 'permission'> & {
  fields: Readonly<Record<string, EntityField>>;
  /** Filters beyond the base ones and the search fields. */
  filters?: Readonly<Record<string, FieldType>>;
  /** The menu code; the entity's name when left out. */
  permission?: string;
};

type Flat<T> = { [K in keyof T]: T[K] };
type KindSchema<V> = [V] extends [number] ? z.ZodNumber : [V] extends [boolean] ? z.ZodBoolean : z.ZodString;
/** The record's schema of a submitted value: its type, nullable when a save may leave it empty. */
type RecordSchema<S extends z.ZodType> =
  null extends z.output<S>
    ? z.ZodNullable<KindSchema<NonNullable<z.output<S>>>>
    : undefined extends z.output<S>
      ? z.ZodNullable<KindSchema<NonNullable<z.output<S>>>>
      : KindSchema<z.output<S>>;
type Fields<T extends FieldsDeclaration> = T['fields'];
type TenantShape<T extends FieldsDeclaration> = T['scope'] extends 'tenant' ? { tenantId: z.ZodString } : object;
type DictNameShape<T extends FieldsDeclaration> = {
  [K in keyof Fields<T> as Fields<T>[K]['dict'] extends string ? `${K & string}Name` : never]: z.ZodString;
};

export type FieldsEntity<T extends FieldsDeclaration> = Omit<T, 'filters' | 'permission'> & {
  permission: string;
  record: z.ZodObject<
    Flat<typeof baseRecordShape & TenantShape<T> & { [K in keyof Fields<T>]: RecordSchema<Fields<T>[K]['submit']> } & DictNameShape<T>>
  >;
  submit: z.ZodObject<Flat<{ id: typeof zSubmitId } & { [K in keyof Fields<T>]: Fields<T>[K]['submit'] }>>;
  filters: Readonly<Record<string, FieldType>>;
  /** The declaration's unique list plus every field marked unique. */
  unique?: readonly string[];
};

export type ValueKind = 'string' | 'number' | 'boolean';

/** A schema's definition, as far as valueKind reads it (zod 4's `_zod.def`). */
type SchemaDef = { type: string; innerType: z.ZodType; in: z.ZodType; out: z.ZodType; options: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The type of what a schema outputs (through optional, default, preprocess and pipes; a union by its first option). */
export function valueKind(schema: z.ZodType): ValueKind {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 'string';
    case 'number':
    case 'int':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return valueKind(def.innerType);
    // A transform's output type is not known at run time: a pipe ending in one keeps its input's type.
    case 'pipe':
      return valueKind(defOf(def.out).type === 'transform' ? def.in : def.out);
    case 'union':
      return valueKind(def.options[0]!);
    default:
      throw new Error(`A field's value of type ${def.type} has no record type: declare the entity's record`);
  }
}

/** Whether a save may leave the value empty (null or absent). */
export function emptyAllowed(schema: z.ZodType): boolean {
  const absent = schema.safeParse(undefined);
  const nothing = schema.safeParse(null);
  return (absent.success && absent.data == null) || (nothing.success && nothing.data == null);
}

const RECORD_KIND: Record<ValueKind, () => z.ZodType> = { string: () => z.string(), number: () => z.number(), boolean: () => z.boolean() };

function recordSchema(schema: z.ZodType): z.ZodType {
  const value = RECORD_KIND[valueKind(schema)]();
  return emptyAllowed(schema) ? value.nullable() : value;
}

/** How the list route filters a field. */
export function filterType(f: EntityField): FieldType {
  if (f.filter) return f.filter;
  if (f.input === 'date' || f.input === 'datetime') return 'date';
  const kind = valueKind(f.submit);
  if (kind === 'boolean') throw new Error('A yes/no field is not searchable');
  return kind === 'number' ? 'int' : 'string';
}

/** The record field holding the name of a dictionary field's entry (Blade's VO naming: category -> categoryName). */
export const dictNameField = (name: string) => `${name}Name`;

/** An entity's dictionary fields, with their dictionaries. */
export const dictFields = (spec: Pick<EntitySpec, 'fields'>): Array<[field: string, dict: string]> =>
  Object.entries(spec.fields ?? {}).flatMap(([name, f]) => (f.dict ? [[name, f.dict] as [string, string]] : []));

const mapFields = <R>(fields: Readonly<Record<string, EntityField>>, fn: (f: EntityField) => R) =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, fn(f)]));

export function fieldsEntity<T extends FieldsDeclaration>(declaration: T): FieldsEntity<T> {
  const { fields, filters = {}, ...rest } = declaration;
  const tenant = declaration.scope === 'tenant';
  const named = Object.entries(fields);
  const unique = [...(declaration.unique ?? []), ...named.filter(([, f]) => f.unique).map(([name]) => name)];
  return {
    ...rest,
    permission: declaration.permission ?? declaration.name,
    fields,
    record: z.object({
      ...baseRecordShape,
      ...(tenant ? { tenantId: z.string() } : {}),
      ...mapFields(fields, (f) => recordSchema(f.submit)),
      ...Object.fromEntries(dictFields(declaration).map(([name]) => [dictNameField(name), z.string()])),
    }),
    submit: z.object({ id: zSubmitId, ...mapFields(fields, (f) => f.submit) }),
    filters: {
      ...baseFilters,
      ...(tenant ? { tenantId: 'string' } : {}),
      ...Object.fromEntries(named.filter(([, f]) => f.search || f.filter).map(([name, f]) => [name, filterType(f)])),
      ...filters,
    },
    ...(unique.length ? { unique } : {}),
  } as unknown as FieldsEntity<T>;
}
