// The page, page size and sort of a CRUD list: in the address for a screen's main list, in memory for a list inside
// a dialog or beside another one (screen.urlState false), where two lists would fight over the same parameters.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { listAddressAfter, readListState, type ListState } from './list-state.ts';

/** The list's state and its setter, which takes only what changes (the rest stays as it is now). */
export function useListState(
  inAddress: boolean,
  sortable: readonly string[],
  defaultSize: number,
): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [local, setLocal] = useState<ListState>(() => readListState(new URLSearchParams(), sortable, defaultSize));
  if (!inAddress) return [local, (change) => setLocal((current) => ({ ...current, ...change }))];
  const set = (change: Partial<ListState>) => {
    // Read against the address shown now, not the one of the list's last render (see listAddressAfter).
    const next = listAddressAfter(pathname, window.location, change, sortable, defaultSize);
    // Replacing the entry: paging through a list is not a trail of pages for the back button.
    if (next) setParams(next, { replace: true });
  };
  return [readListState(params, sortable, defaultSize), set];
}
