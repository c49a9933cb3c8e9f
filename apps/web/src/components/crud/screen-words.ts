// The namespaces whose words a CRUD screen declares (labels, messages, option and button names): the generic list,
// form and search fields load them with the screen (react-i18next suspends until they are there).
import { namespacesOf, type Namespace } from '../../i18n/resources.ts';
import type { CrudFormField, CrudScreen, CrudSearchField } from './crud-types.ts';

const fieldKeys = (f: CrudFormField | CrudSearchField) => [
  f.label,
  ...(f.options ?? []).map((o) => o.label),
  ...('required' in f && typeof f.required === 'string' ? [f.required] : []),
];

export function fieldNamespaces(field: CrudFormField | CrudSearchField): Namespace[] {
  return namespacesOf(['crud:add', ...fieldKeys(field)]);
}

export function screenNamespaces(screen: CrudScreen): Namespace[] {
  return namespacesOf([
    'crud:add',
    'common:confirm',
    ...screen.columns.map((c) => c.label),
    ...screen.search.flatMap(fieldKeys),
    ...screen.fields.flatMap(fieldKeys),
    ...[...(screen.toolbarActions ?? []), ...(screen.rowActions ?? []), ...(screen.formActions ?? [])].map((a) => a.label),
  ]);
}
