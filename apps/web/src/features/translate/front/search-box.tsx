// The front page's term search: typing asks /translate/suggest (debounced; Han text searches `chinese`, anything
// else `english`), the suggestions show both languages and the match score; picking one hands it to the page.
// Enter searches the words in the box now, not the list still showing from the words before: it skips the debounce
// and hands the page the best match of this search, or nothing when there is none.
import { Box, FormControlLabel, List, ListItemButton, ListItemText, Paper, Switch, TextField, Typography } from '@mui/material';
import type { Suggestion } from '@blade/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSuggestions } from '../api.ts';

const DEBOUNCE_MS = 250;

export const percent = (score: number) => Math.round(score * 100);

type Answer = { query: string; exact: boolean; list: Suggestion[] };

export function SearchBox({ onPick }: { onPick: (s: Suggestion | null) => void }) {
  const { t } = useTranslation(['translate']);
  const [text, setText] = useState('');
  const [exact, setExact] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const results = answer?.list ?? null;
  const [open, setOpen] = useState(false);
  // Answers can arrive out of order: only the latest query's answer is shown.
  const latest = useRef(0);
  const pending = useRef<number | undefined>(undefined);

  // Asks for the suggestions of `query`; `then` runs with the list once it is the latest answer.
  const ask = useCallback(
    (query: string, then?: (list: Suggestion[]) => void) => {
      const ticket = ++latest.current;
      const settle = (list: Suggestion[]) => {
        if (ticket !== latest.current) return;
        setAnswer({ query, exact, list });
        then?.(list);
      };
      fetchSuggestions(query, exact).then(settle, () => settle([]));
    },
    [exact],
  );

  useEffect(() => {
    const query = text.trim();
    // An emptied box has no results (its change handler drops them); an answer still on its way is not shown.
    ++latest.current;
    if (!query) return;
    pending.current = window.setTimeout(() => ask(query), DEBOUNCE_MS);
    return () => window.clearTimeout(pending.current);
  }, [text, ask]);

  const searchNow = () => {
    const query = text.trim();
    if (!query) return;
    // The debounced search of the same words would answer after this one and drop its pick.
    window.clearTimeout(pending.current);
    if (answer && answer.query === query && answer.exact === exact) {
      pick(answer.list[0] ?? null);
      return;
    }
    ask(query, (list) => pick(list[0] ?? null));
  };

  function pick(s: Suggestion | null) {
    // With no match the list stays open to say so.
    setOpen(!s);
    onPick(s);
  }

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          fullWidth
          autoFocus
          value={text}
          placeholder={t('translate:front.search')}
          data-testid="front-search"
          slotProps={{ htmlInput: { 'aria-label': t('translate:front.search'), maxLength: 200 } }}
          onChange={(e) => {
            setText(e.target.value);
            if (!e.target.value.trim()) setAnswer(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            if (e.key === 'Enter') searchNow();
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
        <FormControlLabel
          control={<Switch checked={exact} onChange={(e) => setExact(e.target.checked)} data-testid="front-exact" />}
          label={t('translate:front.exact')}
          sx={{ whiteSpace: 'nowrap', color: 'common.white' }}
        />
      </Box>
      {open && results && text.trim() && (
        <Paper
          elevation={6}
          sx={{ position: 'absolute', zIndex: 10, left: 0, right: 0, mt: 0.5, maxHeight: 360, overflow: 'auto' }}
          data-testid="front-suggestions"
        >
          {results.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('translate:front.noMatch')}
            </Typography>
          ) : (
            <List component="div" dense disablePadding>
              {results.map((s) => (
                <ListItemButton key={s.id} onClick={() => pick(s)} data-testid="front-suggestion">
                  <ListItemText primary={s.chinese} secondary={s.english} />
                  <Typography variant="caption" color="primary" sx={{ ml: 2, whiteSpace: 'nowrap' }} data-testid="front-score">
                    {t('translate:front.score', { score: percent(s.score) })}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
}
