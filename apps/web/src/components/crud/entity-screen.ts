// The default CRUD screen of an entity declared by its fields: the contract's description of it (made at build time,
// vite.config.ts) in the console's language, calling the entity's routes from the route table, its dictionary selects
// loading their entries. Pure, so unit-tested.
import type { DefaultScreen, Label } from '@blade/contract';
import type { CrudCalls, CrudScreen, Option } from './crud-types.ts';

const textOf = (label: Label, language: string) => (language === 'en' ? label[1] : label[0]);

/**
 * A default screen as the generic CRUD page takes it, calling `api` (the entity's `crud` in the route table), labelled
 * in `language`; `dictOptions` reads a dictionary.
 */
export function crudScreenOf(
  screen: DefaultScreen,
  api: CrudCalls,
  language: string,
  dictOptions: (code: string) => Promise<Option[]>,
): CrudScreen {
  const options = (dict?: string) => (dict ? { loadOptions: () => dictOptions(dict) } : {});
  return {
    key: screen.name,
    api,
    permission: screen.permission,
    partialSearch: screen.partialSearch,
    columns: screen.columns.map((c) => ({ field: c.field, label: textOf(c.label, language), width: c.width })),
    search: screen.search.map((s) => ({ name: s.name, label: textOf(s.label, language), type: s.type, ...options(s.dict) })),
    fields: screen.fields.map((f) => ({
      name: f.name,
      label: textOf(f.label, language),
      type: f.type,
      required: f.required,
      defaultValue: f.defaultValue,
      ...options(f.dict),
    })),
  };
}
