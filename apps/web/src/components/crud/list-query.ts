// How a CRUD screen's search form becomes its list call, in Blade's protocol: the applied filters (trimmed, empty
// ones dropped; date fields as Blade date-times, the created-time range as `createTime_dategt/_datelt`, text fields
// as `<field>_like` on lists that would match them exactly) and the
// page (`current` counted from 1, `size`) on top of the screen's fixed query. Pure, so it is unit-tested.
import type { CrudScreen } from './crud-types.ts';
import { sortQuery, type SortState } from './list-state.ts';

type SearchFields = Pick<CrudScreen, 'search'>['search'];

/** The filters a search applies, from the form's draft values; `partial`: text fields as `<field>_like`. */
export function appliedFilters(draft: Record<string, string>, fields: SearchFields, partial = false): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft)) if (value?.trim()) next[key] = value.trim();
  for (const f of fields) {
    if (partial && (f.type ?? 'text') === 'text' && next[f.name]) {
      next[`${f.name}_like`] = next[f.name]!;
      delete next[f.name];
    }
  }
  // Date fields go out as Blade date-times: a "from" day at 00:00:00, a "to" day at 23:59:59.
  for (const f of fields) if (f.type === 'date' && next[f.name]) next[f.name] = `${next[f.name]} ${f.dateEnd ? '23:59:59' : '00:00:00'}`;
  if (next.createTimeFrom) next.createTime_dategt = `${next.createTimeFrom} 00:00:00`;
  if (next.createTimeTo) next.createTime_datelt = `${next.createTimeTo} 23:59:59`;
  delete next.createTimeFrom;
  delete next.createTimeTo;
  return next;
}

/**
 * The end field of a date range whose end comes before its start, if any: the created-time range, or a search form's
 * day pair (a date field and one marked `dateEnd`). Blade's `yyyy-MM-dd` texts compare as they read.
 */
export function invertedRangeEnd(draft: Record<string, string>, fields: SearchFields): string | undefined {
  const pairs: Array<[string, string]> = [['createTimeFrom', 'createTimeTo']];
  const start = fields.find((f) => f.type === 'date' && !f.dateEnd);
  const end = fields.find((f) => f.type === 'date' && f.dateEnd);
  if (start && end) pairs.push([start.name, end.name]);
  return pairs.find(([from, to]) => draft[from] && draft[to] && draft[from] > draft[to])?.[1];
}

/** The list call's query: the screen's fixed query, the page and sort (not for tree lists), then the applied filters. */
export function listQuery(
  screen: Pick<CrudScreen, 'baseQuery' | 'treeList'>,
  filters: Record<string, string>,
  paging: { page: number; pageSize: number },
  sort: SortState = null,
): Record<string, string | number> {
  const q: Record<string, string | number> = screen.treeList
    ? { ...screen.baseQuery }
    : { ...screen.baseQuery, current: paging.page + 1, size: paging.pageSize, ...sortQuery(sort) };
  for (const [key, value] of Object.entries(filters)) if (value) q[key] = value;
  return q;
}
