// /translation/entry: the term entries (generic CRUD) with the classification tree beside the grid as a filter,
// labels and the classification picked in the form, and the import / export tools above.
import { Box, Paper, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { crudKeys } from '../../../components/crud/crud-api.ts';
import { ClassificationNameCell } from '../../../components/seed-name-cell.tsx';
import type { CrudScreen } from '../../../components/crud/crud-types.ts';
import * as translateEntryRoutes from '../../../generated/routes/translate-entry.ts';
import { fetchLabelOptions, pickClassificationTree } from '../api.ts';
import { ClassificationTree, useClassificationTree } from '../classification-tree.tsx';
import { EntryTools } from './entry-tools.tsx';
import { EntryExportHost, openEntryExport } from './export-dialog.tsx';

const screen: CrudScreen = {
  key: 'translate-entry',
  api: { ...translateEntryRoutes.crud, list: translateEntryRoutes.crud.page },
  permission: 'translate_entry',
  columns: [
    { field: 'chinese', label: 'translate:entry.chinese', flex: 2 },
    { field: 'english', label: 'translate:entry.english', flex: 2 },
    {
      field: 'classificationName',
      label: 'translate:entry.classification',
      render: (row) => <ClassificationNameCell name={row.classificationName} />,
    },
    { field: 'labels', label: 'translate:entry.labels' },
    { field: 'remark', label: 'translate:entry.remark' },
  ],
  search: [
    { name: 'chinese', label: 'translate:entry.chinese' },
    { name: 'english', label: 'translate:entry.english' },
    { name: 'labels', label: 'translate:entry.labels' },
  ],
  fields: [
    { name: 'chinese', label: 'translate:entry.chinese', required: true },
    { name: 'english', label: 'translate:entry.english', required: true },
    { name: 'classificationId', label: 'translate:entry.classification', type: 'select', loadTree: pickClassificationTree },
    // A term keeps every label it holds, those 标签管理 doesn't list too (an import may bring any).
    { name: 'labels', label: 'translate:entry.labels', type: 'multiselect', loadOptions: fetchLabelOptions, keepUnlisted: true },
    { name: 'remark', label: 'translate:entry.remark', type: 'textarea' },
  ],
  toForm: (row) => ({
    id: row.id,
    chinese: row.chinese,
    english: row.english,
    remark: row.remark ?? '',
    classificationId: row.classificationId === '0' ? '' : row.classificationId,
    labels: typeof row.labels === 'string' ? row.labels.split(',').filter(Boolean) : [],
  }),
};

export function EntryPage() {
  const queryClient = useQueryClient();
  const [classificationId, setClassificationId] = useState('');
  const { nodes } = useClassificationTree();
  const current = useMemo<CrudScreen>(() => {
    const baseQuery = classificationId ? { classificationId } : undefined;
    return {
      ...screen,
      baseQuery,
      ownExport: true,
      // One export, of what the grid shows: its applied filters and the picked class (with the classes below it).
      toolbarActions: [
        {
          key: 'export',
          label: 'translate:entry.export',
          permission: 'translate_entry_export',
          noSelection: true,
          run: (_rows, ctx) => openEntryExport({ ...ctx.filters, ...baseQuery }),
        },
      ],
    };
  }, [classificationId]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: crudKeys.all(screen.api) });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} data-testid="translate-entry-screen">
      <Paper sx={{ width: { md: 220 }, flexShrink: 0, alignSelf: 'flex-start' }}>
        {nodes && <ClassificationTree nodes={nodes} value={classificationId} onChange={setClassificationId} />}
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <EntryTools onImported={refresh} />
        <CrudPage screen={current} />
        <EntryExportHost />
      </Box>
    </Stack>
  );
}
