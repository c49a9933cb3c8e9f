// A list's page, page size, sort and search kept in the address (`?page=2&size=30&sort=postCode,desc&q.postName=经理`),
// so a reload, a shared link or the back button shows the same rows. Reading accepts only what the list offers: an
// unknown page size, a column the server does not sort or a search field the screen does not have falls back to the
// default. Pure, so it is unit-tested.

/** The address parameters a list keeps its page and sort in. */
export const LIST_STATE_KEYS = ['page', 'size', 'sort'];
/** A search field's value is kept as `q.<field>`: the field names are the screen's, so they get a prefix of their own. */
const SEARCH_PREFIX = 'q.';

/** The page sizes every list offers: the spec's 200 is beyond what the community data grid allows (docs/decisions.md). */
export const PAGE_SIZES = [10, 20, 30, 50, 100];

export type SortState = { field: string; direction: 'asc' | 'desc' } | null;
/** `search`: the search form's values as applied (trimmed, none empty), by the form's field names. */
export type ListState = { page: number; pageSize: number; sort: SortState; search: Record<string, string> };
/** What a list offers: the columns it sorts by, the search fields it has, its first page size. */
export type ListShape = { sortable: readonly string[]; searchable?: readonly string[]; defaultSize?: number };

/** Whether an address parameter is part of a list's state (not of which page, or tab, is shown). */
export const isListStateKey = (key: string) => LIST_STATE_KEYS.includes(key) || key.startsWith(SEARCH_PREFIX);

/** The address's parameters without any list's state: what names the page itself. */
export function withoutListState(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) if (isListStateKey(key)) next.delete(key);
  return next;
}

/** The search values worth keeping: trimmed, the empty ones left out. */
export function cleanSearch(values: Record<string, string>): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value?.trim()) next[key] = value.trim();
  return next;
}

export function readListState(params: URLSearchParams, shape: ListShape): ListState {
  const { sortable, searchable = [], defaultSize = PAGE_SIZES[0]! } = shape;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const [field, direction] = (params.get('sort') ?? '').split(',');
  const search: Record<string, string> = {};
  for (const name of searchable) {
    const value = params.get(SEARCH_PREFIX + name)?.trim();
    if (value) search[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(size) ? size : defaultSize,
    sort: field && sortable.includes(field) && (direction === 'asc' || direction === 'desc') ? { field, direction } : null,
    search,
  };
}

/** The address's parameters with the list state written in (defaults left out); other parameters are kept. */
export function writeListState(params: URLSearchParams, state: ListState, defaultSize = PAGE_SIZES[0]!): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', state.page > 0 ? String(state.page + 1) : null);
  set('size', state.pageSize !== defaultSize ? String(state.pageSize) : null);
  set('sort', state.sort ? `${state.sort.field},${state.sort.direction}` : null);
  for (const key of [...next.keys()]) if (key.startsWith(SEARCH_PREFIX)) next.delete(key);
  for (const [name, value] of Object.entries(cleanSearch(state.search))) next.set(SEARCH_PREFIX + name, value);
  return next;
}

/**
 * The address after a list rendered at `listPath` changes part of its state (`change`: the page, the sort...), or
 * undefined when it must write nothing. A change can arrive late (the grid moving a page beyond the count back once
 * its answer came): the rest of the state is what the address `shown` holds now, not what the list last read, so a
 * sort or page the address no longer holds does not come back; and once the user has opened another page the list
 * writes nothing (writing its parameters would navigate back to the list's page).
 */
export function listAddressAfter(
  listPath: string,
  shown: { pathname: string; search: string },
  change: Partial<ListState>,
  shape: ListShape,
): URLSearchParams | undefined {
  if (shown.pathname !== listPath) return undefined;
  const current = new URLSearchParams(shown.search);
  return writeListState(current, { ...readListState(current, shape), ...change }, shape.defaultSize);
}

/** Blade's sort parameters for the state: `ascs=postCode` or `descs=postCode`. */
export function sortQuery(sort: SortState): Record<string, string> {
  return sort ? { [sort.direction === 'asc' ? 'ascs' : 'descs']: sort.field } : {};
}
