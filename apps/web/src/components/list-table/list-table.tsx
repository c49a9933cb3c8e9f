// The console's list: a page of rows under sortable headers, with a selection box per row, a loading bar, what an
// empty list says, and the pagination below. Rows and cells are plain elements styled from the list's root (one
// style rule for the whole list), not a component each: a list page draws in about a third less time than with the
// data grid it replaces (docs/decisions.md). ARIA's grid roles name the parts, as a person's assistive technology
// and the tests read them.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, LinearProgress, TablePagination } from '@mui/material';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lastPageIfBeyond, nextSort, pageRows, selectionOn, toggleAll, toggleOne, type ListSort } from './list-table-state.ts';
import { listTableSx } from './list-table-style.ts';

export type { ListSort };

export type ListColumn<R> = {
  field: string;
  header: string;
  /** A width in pixels; without one, the column takes its `flex` share (1 unless given) of the room left. */
  width?: number;
  flex?: number;
  sortable?: boolean;
  /** The cell's content; without it, the field's value as text. */
  render?: (row: R) => ReactNode;
};

/** A button of a row's actions (its test id: `row-<key>`). */
export type ListAction = { key: string; label: string; onClick: () => void };

/** The rows' action buttons, in a last column of their own, as wide as the widest row's buttons need. */
export type ListActions<R> = { header: string; of: (row: R) => ListAction[] };

export type ListPaging = {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The server's count of rows; without it, `rows` are all of them and the list pages through them itself. */
  total?: number;
  onChange: (next: { page: number; pageSize: number }) => void;
};

export type ListTableProps<R> = {
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  rowId: (row: R) => string;
  paging: ListPaging;
  loading?: boolean;
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** Given: a selection box per row and one for the page. */
  selection?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  onRowClick?: (row: R) => void;
  actions?: ListActions<R>;
  /** The row drawn as the one picked (a parent whose children another list shows). */
  pickedRowId?: string;
  /** What shows when there are no rows and none are on their way. */
  empty?: ReactNode;
};

/** The selection box's width, and the smallest a flexible column gets before the list scrolls sideways. */
const BOX_WIDTH = 48;
const MIN_FLEX_WIDTH = 80;

/** The columns' tracks and the narrowest the rows get (below it, the list scrolls sideways). */
function layout(columns: readonly Pick<ListColumn<unknown>, 'width' | 'flex'>[], selectable: boolean): CSSProperties {
  const tracks = columns.map((c) => (c.width ? `${c.width}px` : `minmax(${MIN_FLEX_WIDTH}px, ${c.flex ?? 1}fr)`));
  const narrowest = columns.reduce((sum, c) => sum + (c.width ?? MIN_FLEX_WIDTH), selectable ? BOX_WIDTH : 0);
  return {
    '--list-columns': (selectable ? [`${BOX_WIDTH}px`, ...tracks] : tracks).join(' '),
    '--list-min-width': `${narrowest}px`,
  } as CSSProperties;
}

/**
 * The actions column's width: the widest row's buttons (or the header) with the cell's padding. Text is measured by
 * its characters at the buttons' 13 px (Chinese ones a full 13, others a little over half), a few pixels over rather
 * than under: a button cut off at the column's edge could not be clicked.
 */
function actionsWidth(header: string, rows: ListAction[][]): number {
  const textWidth = (text: string) => [...text].reduce((sum, c) => sum + (c.codePointAt(0)! > 0x2e80 ? 14 : 8), 0);
  const BUTTON_PADDING = 16;
  const GAP = 4;
  const CELL_PADDING = 24;
  const rowWidth = (buttons: ListAction[]) =>
    buttons.reduce((sum, b) => sum + textWidth(b.label) + BUTTON_PADDING, 0) + GAP * Math.max(0, buttons.length - 1);
  return CELL_PADDING + Math.max(textWidth(header), ...rows.map(rowWidth));
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A selection box; `mixed` shows the page's box as partly ticked. */
function SelectBox({ checked, mixed, label, onToggle }: { checked: boolean; mixed?: boolean; label: string; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="list-box"
      aria-label={label}
      checked={checked}
      onChange={onToggle}
      onClick={(e) => e.stopPropagation()}
    />
  );
}

export function ListTable<R>(props: ListTableProps<R>) {
  const {
    rows,
    columns,
    rowId,
    paging,
    loading,
    sort = null,
    onSortChange,
    selection,
    onSelectionChange,
    onRowClick,
    actions,
    pickedRowId,
    empty,
  } = props;
  const { t } = useTranslation(['crud']);
  const selectable = !!selection && !!onSelectionChange;
  const total = paging.total ?? rows.length;
  const shown = pageRows(rows, paging);
  const shownIds = shown.map(rowId);
  const pageSelection = selection ? selectionOn(shownIds, selection) : 'none';
  // Rows are counted over all pages, the header being the first: row 12 is the second of page 2.
  const firstRowIndex = 2 + paging.page * paging.pageSize;
  const rowActions = actions ? shown.map((row) => actions.of(row)) : [];
  const actionsColumn = actions && { width: actionsWidth(actions.header, rowActions) };

  // A page beyond the count (its last rows removed, or a link to a page that no longer exists) moves to the last one.
  const beyond = loading ? undefined : lastPageIfBeyond(paging.page, paging.pageSize, total);
  useEffect(() => {
    if (beyond !== undefined) paging.onChange({ page: beyond, pageSize: paging.pageSize });
  }, [beyond]); // eslint-disable-line react-hooks/exhaustive-deps

  const header = (column: ListColumn<R>) => {
    const direction = sort?.field === column.field ? sort.direction : undefined;
    if (!column.sortable || !onSortChange)
      return (
        <div key={column.field} role="columnheader" className="list-cell list-head">
          {column.header}
        </div>
      );
    const Arrow = direction === 'desc' ? ArrowDownwardIcon : ArrowUpwardIcon;
    return (
      <div
        key={column.field}
        role="columnheader"
        className="list-cell list-head"
        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      >
        <button type="button" className="list-sort" onClick={() => onSortChange(nextSort(sort, column.field))}>
          <span>{column.header}</span>
          <Arrow fontSize="inherit" className={direction ? 'list-arrow list-arrow-on' : 'list-arrow'} aria-hidden />
        </button>
      </div>
    );
  };

  return (
    <Box sx={listTableSx} style={layout(actionsColumn ? [...columns, actionsColumn] : columns, selectable)}>
      <div role="grid" className="list-grid" aria-rowcount={total + 1} aria-busy={!!loading}>
        <div role="row" className="list-row list-header" aria-rowindex={1}>
          {selectable && (
            <div role="columnheader" className="list-cell list-head list-box-cell" aria-label={t('crud:list.selection')}>
              <SelectBox
                checked={pageSelection === 'all'}
                mixed={pageSelection === 'some'}
                label={t('crud:list.selectAll')}
                onToggle={() => onSelectionChange(toggleAll(selection, shownIds, pageSelection !== 'all'))}
              />
            </div>
          )}
          {columns.map(header)}
          {actions && (
            <div role="columnheader" className="list-cell list-head">
              {actions.header}
            </div>
          )}
        </div>
        {loading && <LinearProgress className="list-loading" aria-label={t('crud:list.loading')} />}
        {shown.map((row, index) => {
          const id = rowId(row);
          const selected = !!selection?.has(id);
          const classes = [
            'list-row',
            selected && 'list-row-selected',
            id === pickedRowId && 'list-row-picked',
            onRowClick && 'list-row-link',
          ];
          return (
            <div
              key={id}
              role="row"
              data-id={id}
              aria-rowindex={firstRowIndex + index}
              aria-selected={selectable ? selected : undefined}
              aria-current={id === pickedRowId ? 'true' : undefined}
              className={classes.filter(Boolean).join(' ')}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              {selectable && (
                <div role="gridcell" className="list-cell list-box-cell">
                  <SelectBox
                    checked={selected}
                    label={t('crud:list.selectRow')}
                    onToggle={() => onSelectionChange(toggleOne(selection, id))}
                  />
                </div>
              )}
              {columns.map((column) => {
                if (column.render)
                  return (
                    <div key={column.field} role="gridcell" className="list-cell">
                      {column.render(row)}
                    </div>
                  );
                const text = cellText((row as Record<string, unknown>)[column.field]);
                return (
                  <div key={column.field} role="gridcell" className="list-cell" title={text}>
                    {text}
                  </div>
                );
              })}
              {actions && (
                <div role="gridcell" className="list-cell list-actions">
                  {rowActions[index]!.map((action) => (
                    // A button acts on its own: the click does not also pick the row (onRowClick).
                    <button
                      key={action.key}
                      type="button"
                      className="list-action"
                      data-testid={`row-${action.key}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        action.onClick();
                      }}
                    >
                      {action.label}
                    </button>
                  ))}
                </div>
              )}
            </div>
          );
        })}
        {!loading && shown.length === 0 && empty && (
          // A grid holds rows only: the empty state is one row of one plain cell (no data cell, so it counts as no row
          // of data).
          <div className="list-empty" role="row">
            <div role="cell">{empty}</div>
          </div>
        )}
      </div>
      <div className="list-footer">
        {selectable && selection.size > 0 && <span className="list-selected">{t('crud:list.selected', { count: selection.size })}</span>}
        <TablePagination
          component="div"
          count={total}
          page={Math.min(paging.page, Math.max(0, Math.ceil(total / paging.pageSize) - 1))}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[...paging.pageSizes]}
          onPageChange={(_, page) => paging.onChange({ page, pageSize: paging.pageSize })}
          onRowsPerPageChange={(e) => paging.onChange({ page: 0, pageSize: Number(e.target.value) })}
          labelRowsPerPage={t('crud:list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('crud:list.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`crud:list.${type}Page`)}
        />
      </div>
    </Box>
  );
}
