// One field of a CRUD list's search form: text, a day, or a select whose options are listed or loaded (a dictionary's
// entries, fetched once per screen and field).
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../date/date-input.tsx';
import type { CrudSearchField } from './crud-types.ts';
import { fieldNamespaces } from './screen-words.ts';

type Props = {
  screenKey: string;
  field: CrudSearchField;
  value: string;
  /** What is wrong with the value (an end day before the start day), shown below the field. */
  error?: string;
  onChange: (value: string) => void;
};

/** Room for a whole `yyyy-MM-dd` beside the picker's clear and calendar buttons. */
export const DATE_SEARCH_WIDTH = 220;

export function SearchField({ screenKey, field, value, error, onChange }: Props) {
  const { t, i18n } = useTranslation(fieldNamespaces(field));
  // Loaded options are named in the language they were read in.
  const { data: loaded = [] } = useQuery({
    queryKey: ['crud-search-options', screenKey, field.name, i18n.resolvedLanguage],
    queryFn: () => field.loadOptions!(),
    enabled: field.type === 'select' && !!field.loadOptions,
    staleTime: 60_000,
  });
  if (field.type === 'date') {
    return (
      <DateInput
        kind="date"
        label={t(field.label)}
        size="small"
        name={field.name}
        value={value}
        onChange={onChange}
        error={!!error}
        helperText={error}
        sx={{ width: DATE_SEARCH_WIDTH }}
      />
    );
  }
  const options = field.options?.map((o) => ({ ...o, label: t(o.label) })) ?? loaded;
  return (
    <TextField
      label={t(field.label)}
      size="small"
      name={field.name}
      value={value}
      select={field.type === 'select'}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 200 }}
    >
      {field.type === 'select'
        ? [
            <MenuItem key="" value="">
              {t('crud:all')}
            </MenuItem>,
            ...options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            )),
          ]
        : undefined}
    </TextField>
  );
}
