// A list's page, page size and sort kept in the address (`?page=2&size=30&sort=postCode,desc`), so a reload, a
// shared link or the back button shows the same rows. Reading accepts only what the list offers: an unknown page
// size or a column the server does not sort falls back to the default. Pure, so it is unit-tested.

/** The address parameters a list keeps its state in: not part of which page (tab) it is. */
export const LIST_STATE_KEYS = ['page', 'size', 'sort'];

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 20, 30, 50, 100];

export type SortState = { field: string; direction: 'asc' | 'desc' } | null;
export type ListState = { page: number; pageSize: number; sort: SortState };

export function readListState(params: URLSearchParams, sortable: readonly string[], defaultSize = PAGE_SIZES[0]!): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const [field, direction] = (params.get('sort') ?? '').split(',');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(size) ? size : defaultSize,
    sort: field && sortable.includes(field) && (direction === 'asc' || direction === 'desc') ? { field, direction } : null,
  };
}

/** The address's parameters with the list state written in (defaults left out); other parameters are kept. */
export function writeListState(params: URLSearchParams, state: ListState, defaultSize = PAGE_SIZES[0]!): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', state.page > 0 ? String(state.page + 1) : null);
  set('size', state.pageSize !== defaultSize ? String(state.pageSize) : null);
  set('sort', state.sort ? `${state.sort.field},${state.sort.direction}` : null);
  return next;
}

/**
 * The address after a list rendered at `listPath` changes part of its state (`change`: the page, the sort...), or
 * undefined when it must write nothing. A change can arrive late (the grid moving a page beyond the count back to the
 * first once its answer came): the rest of the state is what the address `shown` holds now, not what the list last
 * read, so a sort or page the address no longer holds does not come back; and once the user has opened another page
 * the list writes nothing (writing its parameters would navigate back to the list's page).
 */
export function listAddressAfter(
  listPath: string,
  shown: { pathname: string; search: string },
  change: Partial<ListState>,
  sortable: readonly string[],
  defaultSize = PAGE_SIZES[0]!,
): URLSearchParams | undefined {
  if (shown.pathname !== listPath) return undefined;
  const current = new URLSearchParams(shown.search);
  return writeListState(current, { ...readListState(current, sortable, defaultSize), ...change }, defaultSize);
}

/** Blade's sort parameters for the state: `ascs=postCode` or `descs=postCode`. */
export function sortQuery(sort: SortState): Record<string, string> {
  return sort ? { [sort.direction === 'asc' ? 'ascs' : 'descs']: sort.field } : {};
}
