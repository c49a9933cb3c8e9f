// The generic list page of a CRUD screen: search form (with the created-time range), toolbar (add, batch delete,
// screen actions on the selection), a server-paged DataGrid with row selection and per-row actions, all shown by
// the session's button permissions; add / edit / view open the generic dialog.
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../confirm.tsx';
import { toast } from '../toast.tsx';
import { useSession } from '../../store/session-store.ts';
import { crudKeys, fetchDetail, fetchList, fetchTreeList, flattenRows, removeRecords, submitRecord, type Page } from './crud-api.ts';
import { CrudExportButton } from './crud-export.tsx';
import { CrudFormDialog, defaultToForm } from './crud-form-dialog.tsx';
import { appliedFilters, listQuery } from './list-query.ts';
import type { CrudContext, CrudScreen, FormMode, FormValues, Row } from './crud-types.ts';

export const PAGE_SIZES = [10, 30, 50, 100, 200];
const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

type Editing = { mode: FormMode; values: FormValues } | null;

export function CrudPage({ screen }: { screen: CrudScreen }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const permission = useSession((s) => s.permission);
  const can = (suffix: string) => (screen.allow ? screen.allow(suffix) : !!permission[`${screen.permission}_${suffix}`]);
  const allowed = (code?: string) => !code || !!permission[code];
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [editing, setEditing] = useState<Editing>(null);

  const query = useMemo(() => listQuery(screen, filters, paging), [filters, paging, screen]);
  const { data, isFetching } = useQuery({
    queryKey: [...crudKeys.all(screen.base), screen.listAction ?? 'list', query],
    queryFn: async (): Promise<Page<Row>> => {
      if (!screen.treeList) return fetchList(screen.base, screen.listAction ?? 'list', query);
      const records = flattenRows(await fetchTreeList(screen.base, screen.listAction ?? 'list', query));
      return { records, total: records.length, size: records.length, current: 1 };
    },
  });
  const rows = data?.records ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: crudKeys.all(screen.base) });
  const clearSelection = () => setSelection(EMPTY_SELECTION);
  const ctx: CrudContext = { refresh, clearSelection, filters };
  const rowId = (r: Row) => String(r[screen.rowKey ?? 'id']);
  const selectedRows = rows.filter((r) => selection.ids.has(rowId(r)));

  const search = () => {
    setFilters(appliedFilters(draft, screen.search, screen.partialSearch));
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const reset = () => {
    setDraft({});
    setFilters({});
    setPaging((p) => ({ ...p, page: 0 }));
  };

  const remove = async (ids: string[]) => {
    if (!(await confirm(t('crud.confirmDelete')))) {
      toast.info(t('crud.deleteCancelled'));
      return;
    }
    await removeRecords(screen.base, ids);
    toast.success(t('crud.deleted'));
    clearSelection();
    refresh();
  };
  const batchRemove = () => {
    if (!selectedRows.length) {
      toast.warning(t('crud.selectOne'));
      return;
    }
    void remove(selectedRows.map((r) => r.id)).catch(() => {});
  };
  const open = async (mode: FormMode, row?: Row) => {
    const record = row ? await fetchDetail(screen.base, row.id) : null;
    setEditing({ mode, values: record && screen.toForm ? screen.toForm(record) : defaultToForm(screen, record) });
  };
  const submit = async (body: FormValues) => {
    await submitRecord(screen.base, body);
    toast.success(t(editing?.mode === 'add' ? 'crud.added' : 'crud.updated'));
    setEditing(null);
    refresh();
  };
  const runToolbar = (run: (rows: Row[], c: CrudContext) => void | Promise<void>, noSelection?: boolean) => {
    if (noSelection) {
      void Promise.resolve(run([], ctx)).catch(() => {});
      return;
    }
    if (!selectedRows.length) {
      toast.warning(t('crud.selectOne'));
      return;
    }
    void Promise.resolve(run(selectedRows, ctx)).catch(() => {});
  };

  const rowButtons = (row: Row) => {
    const buttons: { key: string; label: string; onClick: () => void }[] = [];
    if (!screen.noView && can('view')) buttons.push({ key: 'view', label: t('crud.view'), onClick: () => void open('view', row).catch(() => {}) });
    if (can('edit')) buttons.push({ key: 'edit', label: t('crud.edit'), onClick: () => void open('edit', row).catch(() => {}) });
    if (can('delete')) buttons.push({ key: 'delete', label: t('crud.delete'), onClick: () => void remove([row.id]).catch(() => {}) });
    for (const action of screen.rowActions ?? []) {
      if (allowed(action.permission)) buttons.push({ key: action.key, label: t(action.label), onClick: () => void Promise.resolve(action.run([row], ctx)).catch(() => {}) });
    }
    return buttons;
  };
  const rowButtonCount = [!screen.noView && can('view'), can('edit'), can('delete'), ...(screen.rowActions ?? []).map((a) => allowed(a.permission))]
    .filter(Boolean).length;
  const hasRowButtons = (!screen.noView && can('view')) || can('edit') || can('delete') || (screen.rowActions ?? []).some((a) => allowed(a.permission));

  const columns: GridColDef<Row>[] = [
    ...screen.columns.map((c, index): GridColDef<Row> => ({
      field: c.field,
      headerName: t(c.label),
      width: c.width,
      flex: c.width ? undefined : (c.flex ?? 1),
      sortable: false,
      renderCell: c.render
        ? (p) => c.render!(p.row)
        : screen.treeList && index === 0
          ? (p) => <Box component="span" sx={{ pl: Number(p.row.__depth ?? 0) * 2.5 }}>{String(p.value ?? '')}</Box>
          : undefined,
    })),
    ...(hasRowButtons
      ? [{
          field: '__actions', headerName: t('crud.actions'), sortable: false, filterable: false, width: 24 + 80 * rowButtonCount,
          renderCell: (p) => (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              {rowButtons(p.row).map((b) => (
                // A button acts on its own: the click does not also pick the row (onRowClick).
                <Button key={b.key} size="small" onClick={(e) => { e.stopPropagation(); b.onClick(); }} data-testid={`row-${b.key}`}>{b.label}</Button>
              ))}
            </Stack>
          ),
        } satisfies GridColDef<Row>]
      : []),
  ];

  return (
    <Card data-testid={`${screen.key}-page`}>
      <CardContent>
        {(screen.search.length > 0 || screen.dateRange !== false) && <Box component="form" data-testid="crud-search" onSubmit={(e) => { e.preventDefault(); search(); }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
          {screen.search.map((s) => (
            <TextField
              key={s.name} label={t(s.label)} size="small" name={s.name} value={draft[s.name] ?? ''} select={s.type === 'select'}
              type={s.type === 'date' ? 'date' : undefined} slotProps={s.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, [s.name]: e.target.value }))} sx={{ width: 200 }}
            >
              {s.type === 'select' ? [<MenuItem key="" value="">{t('crud.all')}</MenuItem>, ...(s.options ?? []).map((o) => <MenuItem key={o.value} value={o.value}>{t(o.label)}</MenuItem>)] : undefined}
            </TextField>
          ))}
          {screen.dateRange !== false && (['createTimeFrom', 'createTimeTo'] as const).map((name) => (
            <TextField
              key={name} type="date" size="small" label={t(`crud.${name}`)} value={draft[name] ?? ''} sx={{ width: 170 }}
              slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
            />
          ))}
          <Button type="submit" variant="contained">{t('crud.search')}</Button>
          <Button onClick={reset}>{t('crud.reset')}</Button>
        </Box>}
        <Stack direction="row" spacing={1} sx={{ mb: 1 }} data-testid="crud-toolbar">
          {can('add') && <Button variant="contained" onClick={() => setEditing({ mode: 'add', values: defaultToForm(screen, null) })}>{t('crud.add')}</Button>}
          {can('delete') && <Button variant="outlined" color="error" onClick={batchRemove}>{t('crud.delete')}</Button>}
          {(screen.toolbarActions ?? []).filter((a) => allowed(a.permission)).map((a) => (
            <Button key={a.key} variant="outlined" onClick={() => runToolbar(a.run, a.noSelection)}>{t(a.label)}</Button>
          ))}
          {!screen.ownExport && <CrudExportButton screen={screen} filters={filters} />}
        </Stack>
        <Box sx={{ height: 560 }}>
          <DataGrid
            rows={rows} columns={columns} loading={isFetching} getRowId={rowId}
            paginationMode={screen.treeList ? 'client' : 'server'} rowCount={screen.treeList ? undefined : (data?.total ?? 0)} paginationModel={paging} onPaginationModelChange={setPaging}
            pageSizeOptions={PAGE_SIZES} checkboxSelection disableRowSelectionOnClick keepNonExistentRowsSelected={false}
            rowSelectionModel={selection} onRowSelectionModelChange={setSelection} disableColumnMenu density="compact"
            onRowClick={screen.onRowClick ? (params) => screen.onRowClick!(params.row as Row) : undefined}
            getRowClassName={(params) => (screen.pickedRowId !== undefined && String(params.id) === screen.pickedRowId ? 'crud-row-picked' : '')}
            sx={{ '& .crud-row-picked': { bgcolor: 'action.selected' }, ...(screen.onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}) }}
            localeText={(i18n.language === 'en' ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText}
          />
        </Box>
      </CardContent>
      {editing && (
        <CrudFormDialog screen={screen} mode={editing.mode} initial={editing.values} onClose={() => setEditing(null)} onSubmit={submit} />
      )}
    </Card>
  );
}
