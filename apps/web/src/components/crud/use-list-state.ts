// The page, page size and sort of a CRUD list: in the address for a screen's main list, in memory for a list inside
// a dialog or beside another one (screen.urlState false), where two lists would fight over the same parameters.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type ListState } from './list-state.ts';

export function useListState(inAddress: boolean, sortable: readonly string[], defaultSize: number): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<ListState>(() => readListState(new URLSearchParams(), sortable, defaultSize));
  if (!inAddress) return [local, setLocal];
  // Replacing the entry: paging through a list is not a trail of pages for the back button.
  const set = (next: ListState) => setParams((current) => writeListState(current, next, defaultSize), { replace: true });
  return [readListState(params, sortable, defaultSize), set];
}
