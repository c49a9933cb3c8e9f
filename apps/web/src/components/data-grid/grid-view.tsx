// The console's grid, loaded with the first list a screen shows (console-grid.tsx): MUI X's community DataGrid, paged, sorted and filtered by the server (the list protocol's
// current/size/ascs/descs and the screen's search form), with the grid's column menu, column choice, resizing,
// density, header tooltips, CSV export, selection count and keyboard navigation; a refresh in its toolbar. What a
// person sets for the columns and the density is kept per user and screen (grid-prefs.ts). A tree list passes all its
// visible rows and pages through them itself (no server paging: Blade's trees answer whole).
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  DataGrid,
  GridRow,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridDensity,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowProps,
  type GridSortModel,
} from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session-store.ts';
import { LIST_HEIGHT } from './grid-types.ts';
import { EMPTY_PREFS, hiddenColumns, prefsKey, readPrefs, visibilityModel, writePrefs, type GridPrefs } from './grid-prefs.ts';
import { keepListed, lastPageIfBeyond, selectedIds, selectionModel } from './grid-state.ts';
import { GridToolbar } from './grid-toolbar.tsx';
import { actionsWidth, MENU_COLUMN_WIDTH, RowActionsCell } from './row-actions.tsx';
import type { ConsoleGridProps, ListSort } from './grid-types.ts';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    empty?: ReactNode;
  }
  interface NoResultsOverlayPropsOverrides {
    empty?: ReactNode;
  }
  interface RowPropsOverrides {
    pickedRowId?: string;
  }
}

const ACTIONS_FIELD = '__actions';

function EmptyOverlay({ empty }: { empty?: ReactNode }) {
  // Inside the grid's role="grid" element only rows may stand: the message is one row of one cell.
  return (
    <div role="row" data-grid-empty="" style={{ height: '100%' }}>
      <div role="gridcell" style={{ height: '100%' }}>
        {empty}
      </div>
    </div>
  );
}

/** A row the screen marks as picked says so to assistive technology too. */
function PickableRow({ pickedRowId, ...props }: GridRowProps & { pickedRowId?: string }) {
  return <GridRow {...props} aria-current={pickedRowId !== undefined && String(props.rowId) === pickedRowId ? 'true' : undefined} />;
}

/** The signed-in user's choice for the screen, read once and written on each change. */
function usePrefs(stateKey: string): [GridPrefs, (change: Partial<GridPrefs>) => void] {
  const user = useSession((s) => s.userInfo);
  const key = user ? prefsKey(user, stateKey) : undefined;
  const read = (k: string | undefined) => ({ key: k, prefs: k ? readPrefs(localStorage, k) : EMPTY_PREFS });
  const [state, setState] = useState(() => read(key));
  // Another user (or screen) in the same component: their own choice.
  const current = state.key === key ? state : read(key);
  if (current !== state) setState(current);
  const update = (change: Partial<GridPrefs>) =>
    setState((s) => {
      const prefs = { ...s.prefs, ...change };
      if (s.key) writePrefs(localStorage, s.key, prefs);
      return { ...s, prefs };
    });
  return [current.prefs, update];
}

const SLOTS = {
  toolbar: GridToolbar,
  noRowsOverlay: EmptyOverlay,
  // A server page with no rows while the count says there are some (a page beyond them) is no result either.
  noResultsOverlay: EmptyOverlay,
  row: PickableRow,
};
const PICKED_ROW_STYLE = { '& .row-picked': { bgcolor: 'action.selected' } };
const CLICKABLE_ROWS_STYLE = { ...PICKED_ROW_STYLE, '& .MuiDataGrid-row': { cursor: 'pointer' } };

/**
 * Drawn again only when what it is given changes (memo), and it gives the DataGrid props that keep their identity
 * while their values stay: a new `columns`, `getRowId`, `localeText` or `slotProps` made the grid rebuild its columns
 * and draw every cell again, on each key typed in the screen's search form beside it.
 */
export const GridView = memo(function GridView<R extends object>(props: ConsoleGridProps<R>) {
  const { stateKey, rows, columns, rowId, paging, loading, sort = null, onSortChange, selection, onSelectionChange, onRowClick } = props;
  const { actions, pickedRowId, empty, onRefresh, height = LIST_HEIGHT } = props;
  const { t, i18n } = useTranslation(['crud']);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [prefs, setPrefs] = usePrefs(stateKey);
  const serverPaged = paging.total !== undefined;
  const total = paging.total ?? rows.length;
  const ids = useMemo(() => rows.map(rowId), [rows, rowId]);

  // A page beyond the count (its last rows removed, or a link to a page that no longer exists) moves to the last one.
  const beyond = loading || !serverPaged ? undefined : lastPageIfBeyond(paging.page, paging.pageSize, total);
  useEffect(() => {
    if (beyond !== undefined) paging.onChange({ page: beyond, pageSize: paging.pageSize });
  }, [beyond]); // eslint-disable-line react-hooks/exhaustive-deps

  // The grid's models keep their identity while their values stay: the grid takes a new model for a change.
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: paging.page, pageSize: paging.pageSize }),
    [paging.page, paging.pageSize],
  );
  const sortField = sort?.field;
  const sortDirection = sort?.direction;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField && sortDirection ? [{ field: sortField, sort: sortDirection }] : []),
    [sortField, sortDirection],
  );
  const rowSelection = useMemo(() => selectionModel(selection ?? new Set()), [selection]);
  const columnVisibility = useMemo(() => visibilityModel(prefs), [prefs]);

  // The actions column is as wide as the widest row's buttons: a figure, so new rows of the same buttons keep the columns.
  const actionsColumnWidth = useMemo(() => {
    if (!actions) return 0;
    return narrow ? MENU_COLUMN_WIDTH : actionsWidth(actions.header, rows.map(actions.of));
  }, [actions, rows, narrow]);
  const colDefs = useMemo((): GridColDef[] => {
    const data = columns.map((c): GridColDef => {
      const width = prefs.widths[c.field] ?? c.width;
      return {
        field: c.field,
        headerName: c.header,
        width,
        // A width the user dragged to is kept as it is; otherwise a column without a width shares the room left.
        flex: width ? undefined : (c.flex ?? 1),
        minWidth: 60,
        sortable: !!c.sortable && !!onSortChange,
        renderCell: c.render ? (p: GridRenderCellParams) => c.render!(p.row as R, { tabIndex: p.tabIndex }) : undefined,
      };
    });
    if (!actions) return data;
    const actionsColumn: GridColDef = {
      field: ACTIONS_FIELD,
      type: 'actions',
      headerName: actions.header,
      width: actionsColumnWidth,
      getActions: () => [],
      renderCell: (p: GridRenderCellParams) => <RowActionsCell params={p} actions={actions.of(p.row as R)} asMenu={narrow} />,
    };
    // On a phone the row's menu comes first: reachable without scrolling the columns sideways.
    return narrow ? [actionsColumn, ...data] : [...data, actionsColumn];
  }, [columns, actions, actionsColumnWidth, narrow, prefs.widths, onSortChange]);

  // MUI X's words, with the page's count in the console's own (共 N 条, numbers formatted as the language writes them).
  const language = i18n.resolvedLanguage;
  const localeText = useMemo(
    () => ({
      ...(language === 'en' ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText,
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        t('crud:list.displayedRows', { from, to, count }),
    }),
    [language, t],
  );
  const selectable = !!selection && !!onSelectionChange;
  const getRowId = useCallback((row: object) => rowId(row as R), [rowId]);
  const slotProps = useMemo(
    () => ({
      // The loading bar is hidden from assistive technology, which reads aria-busy above instead: MUI X draws it
      // as an unnamed progressbar inside role="grid", a child that role does not allow (axe: critical, serious).
      loadingOverlay: { 'aria-hidden': true },
      toolbar: { onRefresh, exportName: stateKey },
      noRowsOverlay: { empty },
      noResultsOverlay: { empty },
      row: { pickedRowId },
    }),
    [onRefresh, stateKey, empty, pickedRowId],
  );
  const rowClassName = useCallback(
    (p: { id: GridRowId }) => (pickedRowId !== undefined && String(p.id) === pickedRowId ? 'row-picked' : ''),
    [pickedRowId],
  );

  return (
    // aria-busy: assistive technology (and a test) can tell when the rows shown are those asked for.
    <Box sx={{ height, width: '100%' }} data-testid={`${stateKey}-grid`} aria-busy={!!loading}>
      <DataGrid
        rows={rows}
        columns={colDefs}
        getRowId={getRowId}
        loading={!!loading}
        localeText={localeText}
        paginationMode={serverPaged ? 'server' : 'client'}
        rowCount={serverPaged ? total : undefined}
        paginationModel={paginationModel}
        onPaginationModelChange={(m) => paging.onChange({ page: m.page, pageSize: m.pageSize })}
        pageSizeOptions={paging.pageSizes}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          const next: ListSort = first?.sort ? { field: first.field, direction: first.sort } : null;
          // The same sort told again keeps the page.
          if (next?.field !== sort?.field || next?.direction !== sort?.direction) onSortChange?.(next);
        }}
        // The screen's search form filters, on the server; the grid filters nothing itself.
        filterMode="server"
        disableColumnFilter
        checkboxSelection={selectable}
        disableRowSelectionOnClick
        rowSelectionModel={rowSelection}
        // The page's owner prunes the selection once new rows have come; the grid must not drop it while they load.
        keepNonExistentRowsSelected
        onRowSelectionModelChange={(model) => onSelectionChange?.(keepListed(selectedIds(model, ids), ids))}
        columnVisibilityModel={columnVisibility}
        onColumnVisibilityModelChange={(model: GridColumnVisibilityModel) => setPrefs({ hidden: hiddenColumns(model) })}
        onColumnWidthChange={(p) => setPrefs({ widths: { ...prefs.widths, [p.colDef.field]: Math.round(p.width) } })}
        density={prefs.density ?? 'compact'}
        onDensityChange={(density: GridDensity) => setPrefs({ density })}
        onRowClick={onRowClick ? (p) => onRowClick(p.row as R) : undefined}
        showToolbar
        slots={SLOTS}
        slotProps={slotProps}
        getRowClassName={rowClassName}
        sx={onRowClick ? CLICKABLE_ROWS_STYLE : PICKED_ROW_STYLE}
      />
    </Box>
  );
}) as <R extends object>(props: ConsoleGridProps<R>) => ReactNode;
