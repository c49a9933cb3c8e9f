// The page, page size and sort of a CRUD list: in the address for a screen's main list, in memory for a list inside
// a dialog or beside another one (screen.urlState false), where two lists would fight over the same parameters.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { applyListChange, listStillShown, readListState, type ListState } from './list-state.ts';

/** The list's state and its setter, which takes only what changes (the rest stays as it is now). */
export function useListState(inAddress: boolean, sortable: readonly string[], defaultSize: number): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [local, setLocal] = useState<ListState>(() => readListState(new URLSearchParams(), sortable, defaultSize));
  if (!inAddress) return [local, (change) => setLocal((current) => ({ ...current, ...change }))];
  const set = (change: Partial<ListState>) => {
    // A change can come after the user has left the list's page (the grid reacting to an answer that arrived while
    // the next page was opening): the address is then another page's, and writing would navigate back here.
    if (!listStillShown(pathname, window.location.pathname)) return;
    // Replacing the entry: paging through a list is not a trail of pages for the back button.
    setParams((current) => applyListChange(current, change, sortable, defaultSize), { replace: true });
  };
  return [readListState(params, sortable, defaultSize), set];
}
