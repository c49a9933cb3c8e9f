// The page, page size, sort and search of a CRUD list: in the address for a screen's main list, in memory for a list
// inside a dialog or beside another one (screen.urlState false), where two lists would fight over the same parameters.
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { listAddressAfter, readListState, type ListShape, type ListState } from './list-state.ts';

/**
 * The list's state and its setter, which takes only what changes (the rest stays as it is now). Both keep their
 * identity until the address (or the list's own state) changes: the grid is drawn again only for a change of its own.
 */
export function useListState(inAddress: boolean, shape: ListShape): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [local, setLocal] = useState<ListState>(() => readListState(new URLSearchParams(), shape));
  const fromAddress = useMemo(() => readListState(params, shape), [params, shape]);
  const set = useCallback(
    (change: Partial<ListState>) => {
      if (!inAddress) return setLocal((current) => ({ ...current, ...change }));
      // Read against the address shown now, not the one of the list's last render (see listAddressAfter).
      const next = listAddressAfter(pathname, window.location, change, shape);
      // Replacing the entry: paging through a list is not a trail of pages for the back button.
      if (next) setParams(next, { replace: true });
    },
    [inAddress, pathname, shape, setParams],
  );
  return [inAddress ? fromAddress : local, set];
}
