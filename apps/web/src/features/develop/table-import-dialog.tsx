// Import a table as a model: pick a datasource, then one of its tables (read from information_schema); the names
// are derived from the table (demo_book -> demoBook, DemoBook) and can be edited before saving.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { datasourceOptions, fetchTables, submitModel } from './develop-api.ts';

const camel = (table: string) => table.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (table: string) => {
  const c = camel(table);
  return c.charAt(0).toUpperCase() + c.slice(1);
};

export function TableImportDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['develop', 'common', 'crud']);
  const [form, setForm] = useState({ datasourceId: '', modelTable: '', modelName: '', modelCode: '', modelClass: '' });
  const sources = useQuery({ queryKey: ['develop', 'datasources'], queryFn: datasourceOptions });
  const tables = useQuery({
    queryKey: ['develop', 'tables', form.datasourceId],
    queryFn: () => fetchTables(form.datasourceId),
    enabled: !!form.datasourceId,
  });
  const pickTable = (name: string) => {
    const comment = tables.data?.find((x) => x.name === name)?.comment ?? name;
    setForm((f) => ({
      ...f,
      modelTable: name,
      modelName: comment.split(': ')[1] || name,
      modelCode: camel(name),
      modelClass: pascal(name),
    }));
  };
  const save = async () => {
    await submitModel(form);
    toast.success(t('develop:model.imported'));
    onDone();
  };
  const text = (name: 'modelName' | 'modelCode' | 'modelClass') => (
    <TextField
      size="small"
      label={t(`develop:model.${name}`)}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="model-import">
      <DialogTitle>{t('develop:model.importTable')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('develop:model.datasource')}
            value={form.datasourceId}
            onChange={(e) => setForm((f) => ({ ...f, datasourceId: e.target.value, modelTable: '' }))}
          >
            {(sources.data ?? []).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('develop:model.table')}
            value={form.modelTable}
            disabled={!tables.data}
            onChange={(e) => pickTable(e.target.value)}
          >
            {(tables.data ?? []).map((x) => (
              <MenuItem key={x.name} value={x.name}>
                {x.comment}
              </MenuItem>
            ))}
          </TextField>
          {text('modelName')}
          {text('modelCode')}
          {text('modelClass')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={!form.modelTable} onClick={() => void save().catch(() => {})}>
          {t('crud:save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
