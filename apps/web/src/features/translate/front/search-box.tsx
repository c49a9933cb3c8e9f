// The front page's term search: typing asks /translate/suggest (debounced; Han text searches `chinese`, anything
// else `english`), the suggestions show both languages and the match score; picking one hands it to the page.
import { Box, FormControlLabel, List, ListItemButton, ListItemText, Paper, Switch, TextField, Typography } from '@mui/material';
import type { Suggestion } from '@blade/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSuggestions } from '../api.ts';

const DEBOUNCE_MS = 250;

export const percent = (score: number) => Math.round(score * 100);

export function SearchBox({ onPick }: { onPick: (s: Suggestion) => void }) {
  const { t } = useTranslation(['translate']);
  const [text, setText] = useState('');
  const [exact, setExact] = useState(false);
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const [open, setOpen] = useState(false);
  // Answers can arrive out of order: only the latest query's answer is shown.
  const latest = useRef(0);

  useEffect(() => {
    const query = text.trim();
    const ticket = ++latest.current;
    // An emptied box has no results (its change handler drops them); an answer still on its way is not shown.
    if (!query) return;
    const timer = window.setTimeout(() => {
      fetchSuggestions(query, exact)
        .then((list) => {
          if (ticket === latest.current) setResults(list);
        })
        .catch(() => {
          if (ticket === latest.current) setResults([]);
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, exact]);

  const pick = (s: Suggestion) => {
    setOpen(false);
    onPick(s);
  };

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
            if (!e.target.value.trim()) setResults(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            if (e.key === 'Enter' && results?.[0]) pick(results[0]);
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
