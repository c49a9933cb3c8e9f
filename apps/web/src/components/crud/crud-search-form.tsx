// A CRUD list's search form: the screen's search fields and the created-time range, 搜索 and 清空. What is typed is
// the form's own draft until 搜索: a key typed redraws the form, not the list beside it. The draft starts from the
// search applied and follows it when the address changes (back, a link, 清空). On a phone the form folds behind a
// button (open while a search applies), so the list starts on the first screen instead of below a column of fields.
import { Box, Button, Collapse, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../date/date-input.tsx';
import { DATE_SEARCH_WIDTH, SearchField } from './crud-search-field.tsx';
import type { CrudScreen } from './crud-types.ts';
import { invertedRangeEnd } from './list-query.ts';
import { cleanSearch } from './list-state.ts';
import { screenNamespaces } from './screen-words.ts';

type CrudSearchFormProps = {
  screen: CrudScreen;
  /** The search applied now (the list's state). */
  applied: Record<string, string>;
  onSearch: (search: Record<string, string>) => void;
  onReset: () => void;
};

/** Whether the screen has a search form at all. */
export const hasSearchForm = (screen: CrudScreen) => screen.search.length > 0 || screen.dateRange !== false;

export function CrudSearchForm({ screen, applied, onSearch, onReset }: CrudSearchFormProps) {
  const { t } = useTranslation(screenNamespaces(screen));
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState({ of: appliedKey, values: applied });
  if (draft.of !== appliedKey) setDraft({ of: appliedKey, values: applied });
  const setValue = (name: string, text: string) => setDraft((d) => ({ ...d, values: { ...d.values, [name]: text } }));
  const foldable = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(Object.keys(applied).length > 0);
  const invertedEnd = invertedRangeEnd(draft.values, screen.search);
  const search = () => {
    // An end before the start finds nothing: the end field says so and nothing is asked.
    if (!invertedEnd) onSearch(cleanSearch(draft.values));
  };
  const reset = () => {
    setDraft({ of: appliedKey, values: {} });
    onReset();
  };

  return (
    <>
      {foldable && (
        <Button
          size="small"
          sx={{ mb: 1 }}
          data-testid="crud-search-toggle"
          aria-expanded={shown}
          aria-controls={`${screen.key}-search`}
          onClick={() => setShown((open) => !open)}
        >
          {t('crud:filter')}
        </Button>
      )}
      <Collapse in={!foldable || shown} id={`${screen.key}-search`}>
        <Box
          component="form"
          data-testid="crud-search"
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}
        >
          {screen.search.map((s) => (
            <SearchField
              key={s.name}
              screenKey={screen.key}
              field={s}
              value={draft.values[s.name] ?? ''}
              error={invertedEnd === s.name ? t('crud:rangeInverted') : undefined}
              onChange={(text) => setValue(s.name, text)}
            />
          ))}
          {screen.dateRange !== false &&
            (['createTimeFrom', 'createTimeTo'] as const).map((name) => (
              <DateInput
                key={name}
                kind="date"
                size="small"
                label={t(`crud:${name}`)}
                value={draft.values[name] ?? ''}
                error={invertedEnd === name}
                helperText={invertedEnd === name ? t('crud:rangeInverted') : undefined}
                sx={{ width: DATE_SEARCH_WIDTH }}
                onChange={(text) => setValue(name, text)}
              />
            ))}
          <Button type="submit" variant="contained">
            {t('crud:search')}
          </Button>
          <Button onClick={reset}>{t('crud:reset')}</Button>
        </Box>
      </Collapse>
    </>
  );
}
