// The system dictionaries as the console shows them: entries as select options, named in the console's language.
import type { Option } from '../components/crud/crud-types.ts';
import * as dictRoutes from '../generated/routes/dict.ts';
import { i18n } from '../i18n/index.ts';
import { seedName } from '../i18n/seed-name.ts';
import { call } from './client.ts';

/** A seeded dictionary entry's name in the console's language (by code and key) while it keeps its seeded name. */
export const dictLabel = (code: string, key: string, value: string) => seedName(`dictValue.${code}.${key}`, value);

/** A system dictionary's entries as select options (value = dictKey). */
export async function fetchDictOptions(code: string): Promise<Option[]> {
  const [entries] = await Promise.all([call(dictRoutes.dictionary, { query: { code } }), i18n.loadNamespaces('seed')]);
  return entries.map((d) => ({ value: String(d.dictKey), label: dictLabel(code, String(d.dictKey), d.dictValue) }));
}
