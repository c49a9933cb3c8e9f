// The console's default screen of an entity declared by its fields: list columns, search fields and form fields
// with their labels, input types, required marks and defaults, all read from the declaration. Plain data, made
// when the console is built (apps/web/vite.config.ts), so the console shows it without loading the validators.
import type { EntitySpec } from './crud.ts';
import type { EntityField, Label } from './entity-fields.ts';
import { dictNameField, emptyAllowed, filterType, valueKind } from './entity-fields.ts';

export type ScreenInput = 'text' | 'number' | 'textarea' | 'password' | 'select' | 'switch' | 'date' | 'datetime';

export type DefaultScreen = {
  /** The entity's name: the console calls its standard actions from its route table by it. */
  name: string;
  permission: string;
  /** The list matches text exactly (an entity list): the search asks for part of it (`<field>_like`). */
  partialSearch: boolean;
  columns: Array<{ field: string; label: Label; width?: number }>;
  search: Array<{ name: string; label: Label; type: 'text' | 'select' | 'date'; dict?: string }>;
  fields: Array<{ name: string; label: Label; type: ScreenInput; required: boolean; defaultValue?: unknown; dict?: string }>;
};

/** A column of numbers needs little room. */
const NUMBER_WIDTH = 100;

function inputOf(f: EntityField): ScreenInput {
  if (f.input) return f.input;
  if (f.dict) return 'select';
  const kind = valueKind(f.submit);
  return kind === 'number' ? 'number' : kind === 'boolean' ? 'switch' : 'text';
}

/** The form's field: required when a save cannot leave it empty; it starts with the submit schema's default. */
function formField(name: string, f: EntityField): DefaultScreen['fields'][number] {
  const type = inputOf(f);
  const absent = f.submit.safeParse(undefined);
  const defaultValue = absent.success && absent.data != null ? absent.data : f.initial;
  return {
    name,
    label: f.label,
    type,
    // A switch always has a value.
    required: type !== 'switch' && !emptyAllowed(f.submit),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    ...(f.dict ? { dict: f.dict } : {}),
  };
}

function searchField(spec: EntitySpec, name: string, f: EntityField): DefaultScreen['search'][number] {
  const type = f.dict ? 'select' : filterType(f) === 'date' ? 'date' : 'text';
  // Blade's map lists match text by part unless asked for the whole of it.
  const exact = f.search === 'exact' && spec.listStyle === 'map' && type === 'text';
  return { name: exact ? `${name}_equal` : name, label: f.label, type, ...(f.dict ? { dict: f.dict } : {}) };
}

/** The default screen of an entity declared by its fields; none for one declared by its record. */
export function defaultScreen(spec: EntitySpec): DefaultScreen | undefined {
  if (!spec.fields) return undefined;
  const fields = Object.entries(spec.fields);
  return {
    name: spec.name,
    permission: spec.permission,
    partialSearch: spec.listStyle === 'entity',
    // A dictionary field's column shows the entry's name.
    columns: fields
      .filter(([, f]) => f.list)
      .map(([name, f]) => ({
        field: f.dict ? dictNameField(name) : name,
        label: f.label,
        ...(valueKind(f.submit) === 'number' && !f.dict ? { width: NUMBER_WIDTH } : {}),
      })),
    search: fields.filter(([, f]) => f.search).map(([name, f]) => searchField(spec, name, f)),
    fields: fields.filter(([, f]) => f.form !== false).map(([name, f]) => formField(name, f)),
  };
}
