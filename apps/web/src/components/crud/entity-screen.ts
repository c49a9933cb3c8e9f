// The default CRUD screen of an entity declared by its fields: the contract's description of it (made at build time,
// vite.config.ts), calling the entity's routes from the route table, its dictionary selects loading their entries.
// Its labels are the contract's [zh, en] pairs, given to i18next as the `entity` namespace (`entityWords`), so the
// screen's labels, headers and messages change language like every other word. Pure, so unit-tested.
import type { DefaultScreen, Label } from '@blade/contract';
import type { TextKey } from '../../i18n/resources.ts';
import type { CrudCalls, CrudScreen, Option } from './crud-types.ts';

type Part = 'column' | 'search' | 'field';
type Words = Record<string, Record<string, string>>;

const keyOf = (screen: DefaultScreen, part: Part, name: string): TextKey => `entity:screen-${screen.name}.${part}.${name}`;

/** The screen's labels in Chinese and English, as the `entity` namespace's resources of each language. */
export function entityWords(screen: DefaultScreen): { zh: Words; en: Words } {
  const labels: Array<[Part, string, Label]> = [
    ...screen.columns.map((c): [Part, string, Label] => ['column', c.field, c.label]),
    ...screen.search.map((s): [Part, string, Label] => ['search', s.name, s.label]),
    ...screen.fields.map((f): [Part, string, Label] => ['field', f.name, f.label]),
  ];
  const words = (index: 0 | 1) => ({
    [`screen-${screen.name}`]: Object.fromEntries(labels.map(([part, name, label]) => [`${part}.${name}`, label[index]])),
  });
  return { zh: words(0), en: words(1) };
}

/**
 * A default screen as the generic CRUD page takes it, calling `api` (the entity's `crud` in the route table), its
 * labels keys of the `entity` namespace; `dictOptions` reads a dictionary.
 */
export function crudScreenOf(screen: DefaultScreen, api: CrudCalls, dictOptions: (code: string) => Promise<Option[]>): CrudScreen {
  const options = (dict?: string) => (dict ? { loadOptions: () => dictOptions(dict) } : {});
  return {
    key: screen.name,
    api,
    permission: screen.permission,
    partialSearch: screen.partialSearch,
    columns: screen.columns.map((c) => ({ field: c.field, label: keyOf(screen, 'column', c.field), width: c.width })),
    search: screen.search.map((s) => ({ name: s.name, label: keyOf(screen, 'search', s.name), type: s.type, ...options(s.dict) })),
    fields: screen.fields.map((f) => ({
      name: f.name,
      label: keyOf(screen, 'field', f.name),
      type: f.type,
      required: f.required,
      defaultValue: f.defaultValue,
      ...options(f.dict),
    })),
  };
}
