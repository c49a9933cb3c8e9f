// What a screen gives the console's grid: its rows and columns, paging, sort, selection and row buttons. Types (and
// the list's height) only: a screen names them without loading the grid, which comes with the first list shown.
import type { ReactNode } from 'react';

/** A button of a row's actions (its test id: `row-<key>`). */
export type RowAction = { key: string; label: string; onClick: () => void };

/** The list's height; its rows scroll inside it. */
export const LIST_HEIGHT = 560;

export type ListSort = { field: string; direction: 'asc' | 'desc' } | null;

export type ListColumn<R> = {
  field: string;
  header: string;
  /** A width in pixels; without one, the column takes its `flex` share (1 unless given) of the room left. */
  width?: number;
  flex?: number;
  sortable?: boolean;
  /** The cell's content; without it, the field's value as text. `cell`: the grid's cell, for a button inside it. */
  render?: (row: R, cell: { tabIndex: -1 | 0 }) => ReactNode;
};

/** The rows' action buttons, in a last column of their own, as wide as the widest row's buttons need. */
export type ListActions<R> = { header: string; of: (row: R) => RowAction[] };

export type ListPaging = {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The server's count of rows; without it, `rows` are all of them and the grid pages through them itself. */
  total?: number;
  onChange: (next: { page: number; pageSize: number }) => void;
};

export type ConsoleGridProps<R> = {
  /** The screen's name: the key of what the user chose for its columns, and the CSV file's name. */
  stateKey: string;
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  rowId: (row: R) => string;
  paging: ListPaging;
  loading?: boolean;
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** Given: a selection box per row and one for the page, and the selection's count below. */
  selection?: ReadonlySet<string>;
  onSelectionChange?: (ids: ReadonlySet<string>) => void;
  onRowClick?: (row: R) => void;
  actions?: ListActions<R>;
  /** The row drawn as the one picked (a parent whose children another list shows). */
  pickedRowId?: string;
  /** What shows when there are no rows and none are on their way. */
  empty?: ReactNode;
  onRefresh?: () => void;
  /** The list's height; the rows scroll inside it. */
  height?: number;
};
