// Menu search (spec 2): prefix match on leaf menu names, case-insensitive (in either the server name or the
// shown label); Esc closes; choosing a result (click or Enter) opens it.
import SearchIcon from '@mui/icons-material/Search';
import { Dialog, IconButton, List, ListItemButton, ListItemText, TextField, Tooltip, Typography } from '@mui/material';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchLeaves } from '../../../menu/menu-utils.ts';
import { useSession } from '../../../store/session-store.ts';
import type { MenuItem } from '../../../store/types.ts';
import { openMenu } from '../open-menu.ts';
import { useMenuLabel } from '../use-menu-label.ts';

const MAX_RESULTS = 20;

export function MenuSearch({ color }: { color: string }) {
  const { t } = useTranslation(['layout']);
  const navigate = useNavigate();
  const label = useMenuLabel();
  const menuAll = useSession((s) => s.menuAll);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const results = useMemo(() => searchLeaves(menuAll, label, query, MAX_RESULTS), [menuAll, query, label]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setHighlight(0);
  };
  const pick = (item: MenuItem | undefined) => {
    if (!item) return;
    close();
    openMenu(item, (path) => void navigate(path));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setHighlight((h) => Math.min(h + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setHighlight((h) => Math.max(h - 1, 0));
    else if (event.key === 'Enter') pick(results[highlight]);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Tooltip title={t('layout:search')}>
        <IconButton onClick={() => setOpen(true)} aria-label={t('layout:search')} sx={{ color }}>
          <SearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* The dialog closes on Esc by itself. */}
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 10 } } }}>
        <TextField
          autoFocus
          fullWidth
          placeholder={t('layout:searchPlaceholder')}
          value={query}
          onKeyDown={onKey}
          onChange={(e) => {
            setQuery(e.target.value);
            setHighlight(0);
          }}
          slotProps={{ htmlInput: { 'aria-label': t('layout:search') } }}
          sx={{ '& fieldset': { border: 'none' } }}
        />
        {query.trim() && (
          <List component="div" dense data-testid="menu-search-results" sx={{ borderTop: 1, borderColor: 'divider' }}>
            {results.map((item, index) => (
              <ListItemButton key={item.id} selected={index === highlight} onClick={() => pick(item)}>
                <ListItemText primary={label(item)} secondary={item.path} />
              </ListItemButton>
            ))}
            {!results.length && (
              <Typography sx={{ px: 2, py: 1 }} color="text.secondary">
                {t('layout:searchEmpty')}
              </Typography>
            )}
          </List>
        )}
      </Dialog>
    </>
  );
}
