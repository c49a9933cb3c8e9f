// What the console's grid does with its selection and pages apart from drawing them. Pure, so it is unit-tested.
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** Only the selected rows still listed: a selection does not outlive its rows (a page change, a search, a removal). */
export function keepListed(selection: ReadonlySet<string>, listedIds: readonly string[]): ReadonlySet<string> {
  const kept = listedIds.filter((id) => selection.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/**
 * The selected ids the grid's model names. The grid's header box may answer "every row but these" (`exclude`):
 * with server paging, every row is every row of the page shown, as the console can only act on rows it has.
 */
export function selectedIds(model: GridRowSelectionModel, listedIds: readonly string[]): Set<string> {
  const ids = new Set([...model.ids].map(String));
  return model.type === 'include' ? ids : new Set(listedIds.filter((id) => !ids.has(id)));
}

/** The grid's model for a selection (the same object while the selection is). */
export function selectionModel(selection: ReadonlySet<string>): GridRowSelectionModel {
  return { type: 'include', ids: selection as ReadonlySet<GridRowId> as Set<GridRowId> };
}

/** The last page when `page` lies beyond the rows there are, else undefined (the page is fine as it is). */
export function lastPageIfBeyond(page: number, pageSize: number, total: number): number | undefined {
  if (page === 0 || page * pageSize < total) return undefined;
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
