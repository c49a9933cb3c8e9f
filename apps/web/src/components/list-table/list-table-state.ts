// What the list's sort, selection and pages do on each click, apart from drawing them. Pure, so it is unit-tested.

export type ListSort = { field: string; direction: 'asc' | 'desc' } | null;

/** A header's click: an unsorted column sorts ascending, then descending, then not at all (as Blade's lists do). */
export function nextSort(sort: ListSort, field: string): ListSort {
  if (sort?.field !== field) return { field, direction: 'asc' };
  return sort.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/** How much of the page shown is selected: the page's box is ticked for all, partly ticked for some. */
export function selectionOn(pageIds: readonly string[], selection: ReadonlySet<string>): 'none' | 'some' | 'all' {
  const picked = pageIds.filter((id) => selection.has(id)).length;
  if (picked === 0) return 'none';
  return picked === pageIds.length ? 'all' : 'some';
}

/** The page's box: every row of the page selected (`select`), or none of them; rows of other pages stay as they are. */
export function toggleAll(selection: ReadonlySet<string>, pageIds: readonly string[], select: boolean): Set<string> {
  const next = new Set(selection);
  for (const id of pageIds) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function toggleOne(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Only the selected rows still listed: a selection does not outlive its rows (a page change, a search, a removal). */
export function keepListed(selection: ReadonlySet<string>, listedIds: readonly string[]): ReadonlySet<string> {
  const kept = listedIds.filter((id) => selection.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The rows of the page shown: the server's page as it came, or a page of all the rows when the list pages itself. */
export function pageRows<R>(rows: readonly R[], paging: { page: number; pageSize: number; total?: number }): readonly R[] {
  if (paging.total !== undefined) return rows;
  return rows.slice(paging.page * paging.pageSize, (paging.page + 1) * paging.pageSize);
}

/** The last page when `page` lies beyond the rows there are, else undefined (the page is fine as it is). */
export function lastPageIfBeyond(page: number, pageSize: number, total: number): number | undefined {
  if (page === 0 || page * pageSize < total) return undefined;
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
