// The system dictionaries as the console shows them: entries as select options, named in the console's language.
import type { Option } from '../components/crud/crud-types.ts';
import * as dictRoutes from '../generated/routes/dict.ts';
import { i18n } from '../i18n/translate.ts';
import { call } from './client.ts';

/** A seeded dictionary entry's name in the console's language (English names by code and key), else the server's. */
export const dictLabel = (code: string, key: string, value: string) => i18n.t(`dictValue.${code}.${key}`, { defaultValue: value });

/** A system dictionary's entries as select options (value = dictKey). */
export const fetchDictOptions = async (code: string): Promise<Option[]> =>
  (await call(dictRoutes.dictionary, { query: { code } })).map((d) => ({
    value: String(d.dictKey),
    label: dictLabel(code, String(d.dictKey), d.dictValue),
  }));
