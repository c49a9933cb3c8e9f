// /system/dictbiz: business dictionaries. The list shows the parents (one per code); "字典配置" opens a parent's
// entries as a tree, where children are added, edited and removed with the same generic form.
import { dictBizEntity } from '@blade/contract';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getData } from '../../api/http.ts';
import { confirm } from '../../components/confirm.tsx';
import { crudKeys, removeRecords, submitRecord } from '../../components/crud/crud-api.ts';
import { CrudFormDialog, defaultToForm } from '../../components/crud/crud-form-dialog.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudFormField, CrudScreen, FormMode, FormValues, Row } from '../../components/crud/crud-types.ts';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../store/session-store.ts';

const BASE = '/api/blade-system/dict-biz';
const SEALED = [{ value: '0', label: 'crud.no' }, { value: '1', label: 'crud.yes' }];
const sealedName = (row: Row) => (Number(row.isSealed) === 1 ? 'crud.yes' : 'crud.no');

const commonFields: CrudFormField[] = [
  { name: 'dictValue', label: 'sys.dict.dictValue', required: 'sys.dict.valueRequired' },
  { name: 'sort', label: 'sys.dict.sort', type: 'number', required: 'sys.dict.sortRequired' },
  { name: 'isSealed', label: 'sys.dict.isSealed', type: 'select', options: SEALED, required: 'sys.dict.sealedRequired', defaultValue: '0' },
  { name: 'remark', label: 'sys.remark', type: 'textarea' },
];
const toForm = (row: Row): FormValues => ({
  id: row.id, parentId: row.parentId, code: row.code ?? '', dictKey: row.dictKey ?? '', dictValue: row.dictValue ?? '',
  sort: row.sort ?? '', isSealed: String(row.isSealed ?? 0), remark: row.remark ?? '',
});
const toSubmit = (values: FormValues, mode: FormMode): FormValues => ({
  ...(mode === 'edit' ? { id: values.id } : {}),
  parentId: values.parentId ?? '', code: String(values.code ?? '').trim(), dictKey: String(values.dictKey ?? '').trim() || undefined,
  dictValue: String(values.dictValue ?? '').trim(), sort: values.sort === '' ? undefined : Number(values.sort),
  isSealed: Number(values.isSealed ?? 0), remark: values.remark ?? '',
});

const childScreen: CrudScreen = {
  key: 'dictbiz-child',
  base: BASE,
  permission: 'dictbiz',
  schema: dictBizEntity.submit,
  columns: [],
  search: [],
  fields: [
    { name: 'code', label: 'sys.dict.code', readOnlyOn: ['add', 'edit'] },
    { name: 'parentName', label: 'sys.dict.parentId', readOnlyOn: ['add', 'edit'] },
    { name: 'dictKey', label: 'sys.dict.dictKey', required: 'sys.dict.keyRequired' },
    ...commonFields,
  ],
  toForm,
  toSubmit,
};

type Node = Row & { children?: Node[] };
const flatten = (nodes: Node[], depth = 0): (Node & { depth: number })[] =>
  nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children ?? [], depth + 1)]);

function ChildDialog({ parent, onClose }: { parent: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permission = useSession((s) => s.permission);
  const [editing, setEditing] = useState<{ mode: FormMode; values: FormValues } | null>(null);
  const key = ['crud', BASE, 'children', parent.id];
  const { data = [] } = useQuery({ queryKey: key, queryFn: () => getData<Node[]>(`${BASE}/child-list`, { parentId: parent.id }) });
  const rows = flatten(data);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: crudKeys.all(BASE) });
  const addUnder = (under: Row) =>
    setEditing({ mode: 'add', values: { ...defaultToForm(childScreen, null), code: parent.code, parentId: under.id, parentName: under.dictValue } });
  const remove = async (row: Row) => {
    if (!(await confirm(t('crud.confirmDelete')))) {
      toast.info(t('crud.deleteCancelled'));
      return;
    }
    await removeRecords(BASE, [row.id]);
    toast.success(t('crud.deleted'));
    refresh();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="dictbiz-children">
      <DialogTitle>{t('sys.dict.childTitle', { name: String(parent.dictValue) })}</DialogTitle>
      <DialogContent>
        {permission.dictbiz_add && <Button variant="contained" onClick={() => addUnder(parent)} sx={{ mb: 1 }}>{t('crud.add')}</Button>}
        <Table size="small">
          <TableHead>
            <TableRow>
              {['sys.dict.dictValue', 'sys.dict.dictKey', 'sys.dict.sort', 'sys.dict.isSealed', 'crud.actions'].map((h) => <TableCell key={h}>{t(h)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell><Box sx={{ pl: row.depth * 3 }}>{String(row.dictValue)}</Box></TableCell>
                <TableCell>{String(row.dictKey)}</TableCell>
                <TableCell>{String(row.sort)}</TableCell>
                <TableCell>{t(sealedName(row))}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {permission.dictbiz_add && <Button size="small" onClick={() => addUnder(row)}>{t('sys.dict.addChild')}</Button>}
                    {permission.dictbiz_edit && <Button size="small" onClick={() => setEditing({ mode: 'edit', values: { ...toForm(row), parentName: row.parentName } })}>{t('crud.edit')}</Button>}
                    {permission.dictbiz_delete && <Button size="small" onClick={() => void remove(row).catch(() => {})}>{t('crud.delete')}</Button>}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {!rows.length && <TableRow><TableCell colSpan={5} align="center">{t('common.noData')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('common.close')}</Button></DialogActions>
      {editing && (
        <CrudFormDialog
          screen={childScreen} mode={editing.mode} initial={editing.values} onClose={() => setEditing(null)}
          onSubmit={async (body) => {
            await submitRecord(BASE, body);
            toast.success(t(editing.mode === 'add' ? 'crud.added' : 'crud.updated'));
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Dialog>
  );
}

export function DictBizPage() {
  const [parent, setParent] = useState<Row | null>(null);
  const screen = useMemo((): CrudScreen => ({
    key: 'dictbiz',
    base: BASE,
    listAction: 'parent-list',
    permission: 'dictbiz',
    schema: dictBizEntity.submit,
    dateRange: false,
    columns: [
      { field: 'code', label: 'sys.dict.code' },
      { field: 'dictValue', label: 'sys.dict.dictValue' },
      { field: 'sort', label: 'sys.dict.sort', width: 100 },
    ],
    search: [
      { name: 'code', label: 'sys.dict.code' },
      { name: 'dictValue', label: 'sys.dict.dictValue' },
    ],
    fields: [{ name: 'code', label: 'sys.dict.code', required: 'sys.dict.codeRequired' }, ...commonFields],
    toForm,
    toSubmit,
    rowActions: [{ key: 'config', label: 'sys.dict.config', run: ([row]) => setParent(row!) }],
  }), []);
  return (
    <>
      <CrudPage screen={screen} />
      {parent && <ChildDialog parent={parent} onClose={() => setParent(null)} />}
    </>
  );
}
