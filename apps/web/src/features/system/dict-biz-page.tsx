// /system/dictbiz (business) and /system/dict (system) dictionaries, one factory over the same dictionary API.
// The list shows the parents (one per code); "字典配置" opens a parent's
// entries as a tree, where children are added, edited and removed with the same generic form.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { confirm } from '../../components/confirm.tsx';
import { crudKeys, removeRecords, submitRecord } from '../../components/crud/crud-api.ts';
import CrudFormDialog from '../../components/crud/crud-form-dialog.tsx';
import { defaultToForm } from '../../components/crud/form-values.ts';
import { SeedNameCell } from '../../components/seed-name-cell.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudCalls, CrudFormField, CrudScreen, FormMode, FormValues, Row, KeyedOption } from '../../components/crud/crud-types.ts';
import * as dictRoutes from '../../generated/routes/dict.ts';
import * as dictBizRoutes from '../../generated/routes/dict-biz.ts';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../store/session-store.ts';
import { textOf } from '@blade/contract/text';

/** `parents`: the calls of the parents' list; `entries`: of a parent's entries (listed by its child list). */
type DictKind = { key: string; parents: CrudCalls; entries: CrudCalls; permission: string; sealedColumn: boolean };
const SEALED: KeyedOption[] = [
  { value: '0', label: 'crud:no' },
  { value: '1', label: 'crud:yes' },
];
const sealedName = (row: Row) => (Number(row.isSealed) === 1 ? 'crud:yes' : 'crud:no');
function SealedCell({ row }: { row: Row }) {
  const { t } = useTranslation(['system', 'common', 'crud']);
  return <>{t(sealedName(row))}</>;
}

const commonFields: CrudFormField[] = [
  { name: 'dictValue', label: 'system:dict.dictValue', required: 'system:dict.valueRequired' },
  { name: 'sort', label: 'system:dict.sort', type: 'number', required: 'system:dict.sortRequired' },
  {
    name: 'isSealed',
    label: 'system:dict.isSealed',
    type: 'select',
    options: SEALED,
    required: 'system:dict.sealedRequired',
    defaultValue: '0',
  },
  { name: 'remark', label: 'system:remark', type: 'textarea' },
];
const toForm = (row: Row): FormValues => ({
  id: row.id,
  parentId: row.parentId,
  code: row.code ?? '',
  dictKey: row.dictKey ?? '',
  dictValue: row.dictValue ?? '',
  sort: row.sort ?? '',
  isSealed: textOf(row.isSealed ?? 0),
  remark: row.remark ?? '',
});
const toSubmit = (values: FormValues, mode: FormMode): FormValues => ({
  ...(mode === 'edit' ? { id: values.id } : {}),
  parentId: values.parentId ?? '',
  code: textOf(values.code).trim(),
  dictKey: textOf(values.dictKey).trim() || undefined,
  dictValue: textOf(values.dictValue).trim(),
  sort: values.sort === '' ? undefined : Number(values.sort),
  isSealed: Number(values.isSealed ?? 0),
  remark: values.remark ?? '',
});

const childScreenOf = (kind: DictKind): CrudScreen => ({
  key: `${kind.key}-child`,
  api: kind.entries,
  permission: kind.permission,
  columns: [],
  search: [],
  fields: [
    { name: 'code', label: 'system:dict.code', readOnlyOn: ['add', 'edit'] },
    { name: 'parentName', label: 'system:dict.parentId', readOnlyOn: ['add', 'edit'] },
    { name: 'dictKey', label: 'system:dict.dictKey', required: 'system:dict.keyRequired' },
    ...commonFields,
  ],
  toForm,
  toSubmit,
});

type Node = Row & { children?: Node[] };
const flatten = (nodes: Node[], depth = 0): (Node & { depth: number })[] =>
  nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children ?? [], depth + 1)]);

/** A parent's entries as a tree table, with add / add child / edit / delete (in the dialog or beside the parents). */
function ChildPanel({ kind, parent, testId }: { kind: DictKind; parent: Row; testId?: string }) {
  const p = kind.permission;
  const childScreen = useMemo(() => childScreenOf(kind), [kind]);
  const { t } = useTranslation(['system', 'common', 'crud']);
  const queryClient = useQueryClient();
  const permission = useSession((s) => s.permission);
  const [editing, setEditing] = useState<{ mode: FormMode; values: FormValues } | null>(null);
  const key = [...crudKeys.all(kind.entries), 'children', parent.id];
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: () => call(kind.entries.list, { query: { parentId: parent.id } }) as Promise<Node[]>,
  });
  const rows = flatten(data);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: crudKeys.all(kind.entries) });
  const addUnder = (under: Row) =>
    setEditing({
      mode: 'add',
      values: { ...defaultToForm(childScreen, null), code: parent.code, parentId: under.id, parentName: under.dictValue },
    });
  const remove = async (row: Row) => {
    if (!(await confirm(t('crud:confirmDelete')))) {
      toast.info(t('crud:deleteCancelled'));
      return;
    }
    await removeRecords(kind.entries, [row.id]);
    toast.success(t('crud:deleted'));
    refresh();
  };
  return (
    <Box data-testid={testId}>
      {permission[`${p}_add`] && (
        <Button variant="contained" onClick={() => addUnder(parent)} sx={{ mb: 1 }}>
          {t('crud:add')}
        </Button>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['system:dict.dictValue', 'system:dict.dictKey', 'system:dict.sort', 'system:dict.isSealed', 'crud:actions'] as const).map(
              (h) => (
                <TableCell key={h}>{t(h)}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Box sx={{ pl: row.depth * 3 }}>
                  <SeedNameCell seedKey={`dictValue.${String(parent.code)}.${String(row.dictKey)}`} name={row.dictValue} />
                </Box>
              </TableCell>
              <TableCell>{String(row.dictKey)}</TableCell>
              <TableCell>{String(row.sort)}</TableCell>
              <TableCell>{t(sealedName(row))}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  {permission[`${p}_add`] && (
                    <Button size="small" onClick={() => addUnder(row)}>
                      {t('system:dict.addChild')}
                    </Button>
                  )}
                  {permission[`${p}_edit`] && (
                    <Button
                      size="small"
                      onClick={() => setEditing({ mode: 'edit', values: { ...toForm(row), parentName: row.parentName } })}
                    >
                      {t('crud:edit')}
                    </Button>
                  )}
                  {permission[`${p}_delete`] && (
                    <Button size="small" onClick={() => void remove(row).catch(() => {})}>
                      {t('crud:delete')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={5} align="center">
                {t('common:noData')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {editing && (
        <CrudFormDialog
          screen={childScreen}
          mode={editing.mode}
          initial={editing.values}
          onClose={() => setEditing(null)}
          onSubmit={async (body) => {
            await submitRecord(kind.entries, body);
            toast.success(t(editing.mode === 'add' ? 'crud:added' : 'crud:updated'));
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Box>
  );
}

function ChildDialog({ kind, parent, onClose }: { kind: DictKind; parent: Row; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common', 'crud']);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid={`${kind.key}-children`}>
      <DialogTitle>{t('system:dict.childTitle', { name: String(parent.dictValue) })}</DialogTitle>
      <DialogContent>
        <ChildPanel kind={kind} parent={parent} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DictPageOf({ kind, layout = 'dialog' }: { kind: DictKind; layout?: 'dialog' | 'horizontal' | 'vertical' }) {
  const { t } = useTranslation(['system', 'common', 'crud']);
  const [parent, setParent] = useState<Row | null>(null);
  const split = layout !== 'dialog';
  const screen = useMemo(
    (): CrudScreen => ({
      key: kind.key,
      api: kind.parents,
      permission: kind.permission,
      dateRange: false,
      // Beside the entries (split layouts) the parents' list keeps to what identifies a parent, so it stays readable.
      columns: [
        { field: 'code', label: 'system:dict.code' },
        {
          field: 'dictValue',
          label: 'system:dict.dictValue',
          render: (row) => <SeedNameCell seedKey={`dictName.${String(row.code)}`} name={row.dictValue} />,
        },
        ...(split ? [] : [{ field: 'sort', label: 'system:dict.sort' as const, width: 100 }]),
        ...(kind.sealedColumn && !split
          ? [{ field: 'isSealed', label: 'system:dict.isSealed' as const, width: 100, render: (row: Row) => <SealedCell row={row} /> }]
          : []),
      ],
      search: [
        { name: 'code', label: 'system:dict.code' },
        { name: 'dictValue', label: 'system:dict.dictValue' },
      ],
      fields: [{ name: 'code', label: 'system:dict.code', required: 'system:dict.codeRequired' }, ...commonFields],
      toForm,
      toSubmit,
      rowActions: [{ key: 'config', label: 'system:dict.config', run: ([row]) => setParent(row!) }],
      // In the split layouts a click on a parent shows its entries.
      ...(split ? { onRowClick: setParent } : {}),
    }),
    [kind, split],
  );
  const picked = useMemo(() => (split && parent ? { ...screen, pickedRowId: String(parent.id) } : screen), [screen, split, parent]);
  if (layout === 'dialog') {
    return (
      <>
        <CrudPage screen={screen} />
        {parent && <ChildDialog kind={kind} parent={parent} onClose={() => setParent(null)} />}
      </>
    );
  }
  // The split layouts: the parents' list, and the chosen parent's entries beside it (horizontal) or below (vertical).
  return (
    <Stack direction={layout === 'horizontal' ? 'row' : 'column'} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ flex: layout === 'horizontal' ? '0 0 46%' : 1, minWidth: 0 }}>
        <CrudPage screen={picked} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper', borderRadius: 1, p: 2 }} data-testid="dict-split-children">
        <Box sx={{ fontWeight: 600, mb: 1 }}>
          {parent ? t('system:dict.childTitle', { name: String(parent.dictValue) }) : t('system:dict.config')}
        </Box>
        {parent ? <ChildPanel key={parent.id} kind={kind} parent={parent} testId={`${kind.key}-children`} /> : t('common:noData')}
      </Box>
    </Stack>
  );
}

const DICT_BIZ: DictKind = {
  key: 'dictbiz',
  entries: { ...dictBizRoutes.crud, list: dictBizRoutes.childList },
  parents: { ...dictBizRoutes.crud, list: dictBizRoutes.parentList },
  permission: 'dictbiz',
  sealedColumn: false,
};
const DICT: DictKind = {
  key: 'dict',
  entries: { ...dictRoutes.crud, list: dictRoutes.childList },
  parents: { ...dictRoutes.crud, list: dictRoutes.parentList },
  permission: 'dict',
  sealedColumn: true,
};

export function DictBizPage() {
  return <DictPageOf kind={DICT_BIZ} />;
}

/** /system/dict: the system dictionary (same screen, with the sealed column). */
export function DictPage() {
  return <DictPageOf kind={DICT} />;
}

/** /dict-horizontal/index: the system dictionary, parents on the left, the chosen parent's entries on the right. */
export function DictHorizontalPage() {
  return <DictPageOf kind={DICT} layout="horizontal" />;
}

/** /dict-vertical/index: the system dictionary, parents on top, the chosen parent's entries below. */
export function DictVerticalPage() {
  return <DictPageOf kind={DICT} layout="vertical" />;
}
