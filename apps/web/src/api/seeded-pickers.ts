// Trees and options for a form's pickers with each seeded record named in the console's language while it keeps its
// seeded name (i18n/seed-name.ts), as dictionary options are (dict-options.ts). Only pickers: a form loads them per
// language (crud-form-dialog.tsx keys its options by it), while lists and tree filters name rows as they draw them.
import type { Option, TreeOption } from '../components/crud/crud-types.ts';
import { i18n } from '../i18n/index.ts';
import { seedName, type SeedKey } from '../i18n/seed-name.ts';

/** `tree` with each node whose key `keyOf` gives named by seedName (the `seed` namespace loaded first). */
export async function seededTree(tree: Promise<TreeOption[]>, keyOf: (node: TreeOption) => SeedKey | undefined): Promise<TreeOption[]> {
  const [nodes] = await Promise.all([tree, i18n.loadNamespaces('seed')]);
  const named = (node: TreeOption): TreeOption => {
    const stored = node.title ?? node.name ?? node.label ?? '';
    const key = keyOf(node);
    return { ...node, title: key ? seedName(key, stored) : stored, ...(node.children ? { children: node.children.map(named) } : {}) };
  };
  return nodes.map(named);
}

/** Options whose label is named by seedName under the key `keyOf` gives for the record they came from. */
export async function seededOptions<T>(
  records: Promise<T[]>,
  option: (record: T) => Option,
  keyOf: (record: T) => SeedKey,
): Promise<Option[]> {
  const [list] = await Promise.all([records, i18n.loadNamespaces('seed')]);
  return list.map((record) => {
    const o = option(record);
    return { ...o, label: seedName(keyOf(record), o.label) };
  });
}
