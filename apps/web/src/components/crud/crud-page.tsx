// The generic list page of a CRUD screen: search form (with the created-time range), toolbar (add, batch delete,
// screen actions on the selection), a server-paged and server-sorted data grid (page, sort and search kept in the
// address) with row selection and per-row actions, or a tree table for tree lists (expand/collapse, expand all, add
// child), all shown by the session's button permissions; add / edit / view open the generic dialog.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { textOf } from '@blade/contract/text';
import { Box, Button, Card, CardContent, IconButton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../confirm.tsx';
import { toast } from '../toast.tsx';
import { useSession } from '../../store/session-store.ts';
import { crudKeys, fetchDetail, fetchList, fetchTreeList, removeRecords, submitRecord, type Page } from './crud-api.ts';
import { EmptyList } from './crud-empty.tsx';
import { CrudExportButton } from './crud-export.tsx';
import { CrudSearchForm, hasSearchForm } from './crud-search-form.tsx';
import { defaultToForm } from './form-values.ts';
import { appliedFilters, listQuery } from './list-query.ts';
import { PAGE_SIZES } from './list-state.ts';
import { firstLevelOpen, flattenTree, revealNode, toggleNode, visibleTreeRows, type Expansion, type TreeTableRow } from './tree-rows.ts';
import { useListState } from './use-list-state.ts';
import { entitySortable } from './entity-meta.ts';
import type { CrudContext, CrudScreen, FormMode, FormValues, Row } from './crud-types.ts';
import { screenNamespaces } from './screen-words.ts';
import { ConsoleGrid, type ListColumn, type ListSort, type RowAction } from '../data-grid/console-grid.tsx';
import { keepListed } from '../data-grid/grid-state.ts';

export { PAGE_SIZES };
const EMPTY_SELECTION: ReadonlySet<string> = new Set();
const NO_ROWS: Row[] = [];
/** A tree table shows a whole level of a large tree on one page. */
const TREE_PAGE_SIZE = 100;
/** The form dialog loads when a list first opens it. */
const CrudFormDialog = lazy(() => import('./crud-form-dialog.tsx'));

/** A list or page action (the list protocol's sort), not a tree, parent list or task list. */
const STANDARD_LIST = /\/(list|page)$/;

/** The columns the server sorts the screen's list by: the screen's own list, or its entity's standard list. */
function sortableFields(screen: CrudScreen): readonly string[] {
  if (screen.sortable) return screen.sortable;
  if (screen.treeList || !screen.api.entity || !STANDARD_LIST.test(screen.api.list)) return [];
  return entitySortable(screen.api.entity);
}

type Editing = { mode: FormMode; values: FormValues } | null;

/** What a delete confirmation calls the row: the screen's name field, else its first column. */
function recordName(screen: CrudScreen, row: Row): string | undefined {
  const value = row[screen.nameField ?? screen.columns[0]?.field ?? ''];
  return value == null || value === '' ? undefined : textOf(value);
}

/** Whether two applied filter sets ask for the same rows. */
function sameFilters(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function CrudPage({ screen }: { screen: CrudScreen }) {
  const { t } = useTranslation(screenNamespaces(screen));
  const queryClient = useQueryClient();
  const permission = useSession((s) => s.permission);
  const can = useCallback(
    (suffix: string) => (screen.allow ? screen.allow(suffix) : !!permission[`${screen.permission}_${suffix}`]),
    [screen, permission],
  );
  const allowed = useCallback((code?: string) => !code || !!permission[code], [permission]);
  const shape = useMemo(
    () => ({
      sortable: sortableFields(screen),
      searchable: [...screen.search.map((s) => s.name), ...(screen.dateRange !== false ? ['createTimeFrom', 'createTimeTo'] : [])],
      defaultSize: screen.treeList ? TREE_PAGE_SIZE : PAGE_SIZES[0]!,
    }),
    [screen],
  );
  const sortable = shape.sortable;
  const [listState, setListState] = useListState(screen.urlState !== false, shape);
  // The search applied is the list's state (in the address: a reload or a link keeps it).
  const searchKey = JSON.stringify(listState.search);
  const filters = useMemo(
    () => appliedFilters(JSON.parse(searchKey) as Record<string, string>, screen.search, screen.partialSearch),
    [searchKey, screen],
  );
  // null: as the tree opens (its first level), until the user opens or closes a node.
  const [expansion, setExpansion] = useState<Expansion | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(EMPTY_SELECTION);
  const [editing, setEditing] = useState<Editing>(null);

  const query = useMemo(
    () => listQuery(screen, filters, { page: listState.page, pageSize: listState.pageSize }, listState.sort),
    [filters, listState.page, listState.pageSize, listState.sort, screen],
  );
  const { data, isFetching } = useQuery({
    queryKey: [...crudKeys.all(screen.api), screen.api.list, query],
    queryFn: async (): Promise<Page<Row>> => {
      if (!screen.treeList) return fetchList(screen.api, query);
      const records = flattenTree(await fetchTreeList(screen.api, query));
      return { records, total: records.length, size: records.length, current: 1 };
    },
  });
  const searching = Object.keys(filters).length > 0;
  // A search opens the whole tree: its matches may sit at any depth.
  const allRows = data?.records ?? NO_ROWS;
  const treeExpansion: Expansion = useMemo(
    () => (searching ? 'all' : (expansion ?? firstLevelOpen(allRows as TreeTableRow[]))),
    [searching, expansion, allRows],
  );
  const rows = useMemo(
    () => (screen.treeList ? visibleTreeRows(allRows as TreeTableRow[], treeExpansion) : allRows),
    [screen.treeList, allRows, treeExpansion],
  );
  const treeHasBranches = screen.treeList && (allRows as TreeTableRow[]).some((r) => r.__hasChildren);
  const allExpanded = treeExpansion === 'all';
  const toggle = useCallback(
    (id: string) => setExpansion(toggleNode(allRows as TreeTableRow[], treeExpansion, id)),
    [allRows, treeExpansion],
  );
  // Until the first answer, a count that holds the page asked for: the list moves a page beyond the count to the
  // last one, which would lose the page a reload or a link asked for.
  const rowCount = data?.total ?? (listState.page + 1) * listState.pageSize;
  // A new sort starts at the first page.
  const onSortChange = useCallback((sort: ListSort) => setListState({ page: 0, sort }), [setListState]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: crudKeys.all(screen.api) }), [queryClient, screen]);
  const clearSelection = useCallback(() => setSelection(EMPTY_SELECTION), []);
  const ctx: CrudContext = useMemo(() => ({ refresh, clearSelection, filters }), [refresh, clearSelection, filters]);
  const rowKey = screen.rowKey ?? 'id';
  const rowId = useCallback((r: Row) => String(r[rowKey]), [rowKey]);
  // A selection does not outlive its rows: another page, a search or a removal leaves only the rows still listed.
  // Until the new rows have come, it stands: a row ticked while a search was on its way stays ticked if listed again.
  // Adjusted while rendering (React's way for state that follows props), not in an effect drawn once more after.
  const listed = data ? keepListed(selection, rows.map(rowId)) : selection;
  if (listed !== selection) setSelection(listed);
  const selectedRows = rows.filter((r) => listed.has(rowId(r)));

  const search = (next: Record<string, string>) => {
    // The same search again asks the server again, as Blade's 搜索 does: the rows may have changed since (a log row
    // written a moment later), and an unchanged query would otherwise be answered from the cache.
    if (listState.page === 0 && sameFilters(next, listState.search)) refresh();
    setListState({ page: 0, search: next });
  };
  const reset = useCallback(() => setListState({ page: 0, search: {} }), [setListState]);

  // One row's removal names it (确定删除「张三」吗?), so the question says what goes.
  const remove = useCallback(
    async (ids: string[], name?: string) => {
      if (!(await confirm(name ? t('crud:confirmDeleteNamed', { name }) : t('crud:confirmDelete')))) {
        toast.info(t('crud:deleteCancelled'));
        return;
      }
      await removeRecords(screen.api, ids);
      toast.success(t('crud:deleted'));
      clearSelection();
      refresh();
    },
    [t, screen, clearSelection, refresh],
  );
  const batchRemove = () => {
    if (!selectedRows.length) {
      toast.warning(t('crud:selectOne'));
      return;
    }
    void remove(selectedRows.map((r) => r.id)).catch(() => {});
  };
  const open = useCallback(
    async (mode: FormMode, row?: Row) => {
      const record = row ? await fetchDetail(screen.api, row.id) : null;
      setEditing({ mode, values: record && screen.toForm ? screen.toForm(record) : defaultToForm(screen, record) });
    },
    [screen],
  );
  const submit = async (body: FormValues) => {
    const answer = await submitRecord(screen.api, body);
    screen.onSubmitted?.(answer);
    // A record added below a closed node: open the way to it.
    if (screen.treeList && editing?.mode === 'add' && body.parentId)
      setExpansion(revealNode(allRows as TreeTableRow[], treeExpansion, textOf(body.parentId)));
    toast.success(t(editing?.mode === 'add' ? 'crud:added' : 'crud:updated'));
    setEditing(null);
    refresh();
  };
  const runToolbar = (run: (rows: Row[], c: CrudContext) => void | Promise<void>, noSelection?: boolean) => {
    if (noSelection) {
      void Promise.resolve(run([], ctx)).catch(() => {});
      return;
    }
    if (!selectedRows.length) {
      toast.warning(t('crud:selectOne'));
      return;
    }
    void Promise.resolve(run(selectedRows, ctx)).catch(() => {});
  };

  const startAdd = useCallback(
    (values: FormValues = {}) => setEditing({ mode: 'add', values: { ...defaultToForm(screen, null), ...values } }),
    [screen],
  );
  // The rows' buttons, as the session's permissions allow them: the same object while those stay (the grid's
  // columns are made from it).
  const actions = useMemo(() => {
    // 新增下级: a tree whose form picks the parent adds a child of the row.
    const canAddChild = !!screen.treeList && can('add') && screen.fields.some((f) => f.name === 'parentId');
    const kinds: Array<{ key: string; label: string; run: (row: Row) => void }> = [
      ...(!screen.noView && can('view')
        ? [{ key: 'view', label: t('crud:view'), run: (row: Row) => void open('view', row).catch(() => {}) }]
        : []),
      ...(can('edit') ? [{ key: 'edit', label: t('crud:edit'), run: (row: Row) => void open('edit', row).catch(() => {}) }] : []),
      ...(canAddChild ? [{ key: 'add-child', label: t('crud:addChild'), run: (row: Row) => startAdd({ parentId: row.id }) }] : []),
      ...(can('delete')
        ? [{ key: 'delete', label: t('crud:delete'), run: (row: Row) => void remove([row.id], recordName(screen, row)).catch(() => {}) }]
        : []),
      ...(screen.rowActions ?? [])
        .filter((action) => allowed(action.permission))
        .map((action) => ({
          key: action.key,
          label: t(action.label),
          run: (row: Row) => void Promise.resolve(action.run([row], ctx)).catch(() => {}),
        })),
    ];
    if (!kinds.length) return undefined;
    const of = (row: Row): RowAction[] =>
      kinds
        .filter(({ key }) => screen.rowAllows?.(key, row) ?? true)
        .map(({ key, label, run }) => ({ key, label, onClick: () => run(row) }));
    return { header: t('crud:actions'), of };
  }, [screen, can, allowed, t, open, startAdd, remove, ctx]);

  const treeCell = useCallback(
    (row: TreeTableRow, value: unknown, tabIndex: -1 | 0, shown?: ReactNode) => {
      const id = String(row.id);
      const open = treeExpansion === 'all' || treeExpansion.has(id);
      return (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', pl: row.__depth * 2.5, height: '100%' }}>
          {row.__hasChildren ? (
            <IconButton
              size="small"
              aria-label={t(open ? 'crud:collapse' : 'crud:expand')}
              aria-expanded={open}
              data-testid="tree-toggle"
              // The grid's cell focus: Tab from the cell the arrow keys reached goes to its button.
              tabIndex={tabIndex}
              onClick={(e) => {
                e.stopPropagation();
                toggle(id);
              }}
            >
              {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
          ) : (
            <Box component="span" sx={{ width: 34, flexShrink: 0 }} />
          )}
          <span>{shown ?? textOf(value)}</span>
        </Box>
      );
    },
    [treeExpansion, t, toggle],
  );

  // The same columns while the screen, the language and (for a tree) the open nodes stay.
  const columns = useMemo(
    () =>
      screen.columns.map((c, index): ListColumn<Row> => ({
        field: c.field,
        header: t(c.label),
        width: c.width,
        flex: c.flex,
        sortable: sortable.includes(c.field),
        render:
          screen.treeList && index === 0
            ? (row, cell) => treeCell(row as TreeTableRow, row[c.field], cell.tabIndex, c.render?.(row, cell))
            : c.render,
      })),
    [screen, t, sortable, treeCell],
  );
  const total = screen.treeList ? undefined : rowCount;
  const paging = useMemo(
    () => ({ page: listState.page, pageSize: listState.pageSize, pageSizes: PAGE_SIZES, total, onChange: setListState }),
    [listState.page, listState.pageSize, total, setListState],
  );
  const canAdd = can('add');
  const empty = useMemo(
    () => <EmptyList searching={searching} onReset={reset} onAdd={canAdd ? () => startAdd() : undefined} />,
    [searching, reset, canAdd, startAdd],
  );

  return (
    <Card data-testid={`${screen.key}-page`}>
      <CardContent>
        {hasSearchForm(screen) && <CrudSearchForm screen={screen} applied={listState.search} onSearch={search} onReset={reset} />}
        <Stack direction="row" spacing={1} sx={{ mb: 1 }} data-testid="crud-toolbar">
          {can('add') && (
            <Button variant="contained" onClick={() => startAdd()}>
              {t('crud:add')}
            </Button>
          )}
          {can('delete') && (
            <Button variant="outlined" color="error" onClick={batchRemove}>
              {t('crud:delete')}
            </Button>
          )}
          {(screen.toolbarActions ?? [])
            .filter((a) => allowed(a.permission))
            .map((a) => (
              <Button key={a.key} variant="outlined" onClick={() => runToolbar(a.run, a.noSelection)}>
                {t(a.label)}
              </Button>
            ))}
          {!screen.ownExport && <CrudExportButton screen={screen} filters={filters} />}
          {treeHasBranches && !searching && (
            <Button variant="outlined" data-testid="tree-expand-all" onClick={() => setExpansion(allExpanded ? new Set() : 'all')}>
              {t(allExpanded ? 'crud:collapseAll' : 'crud:expandAll')}
            </Button>
          )}
        </Stack>
        <ConsoleGrid
          stateKey={screen.key}
          rows={rows}
          columns={columns}
          rowId={rowId}
          loading={isFetching}
          paging={paging}
          sort={listState.sort}
          onSortChange={onSortChange}
          selection={listed}
          onSelectionChange={setSelection}
          onRowClick={screen.onRowClick}
          pickedRowId={screen.pickedRowId}
          actions={actions}
          empty={empty}
          onRefresh={refresh}
        />
      </CardContent>
      {editing && (
        <Suspense fallback={null}>
          <CrudFormDialog screen={screen} mode={editing.mode} initial={editing.values} onClose={() => setEditing(null)} onSubmit={submit} />
        </Suspense>
      )}
    </Card>
  );
}
