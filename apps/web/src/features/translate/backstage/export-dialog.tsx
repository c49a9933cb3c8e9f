// The entry screen's one export: the grid's applied filters (中文, 英文, 标签) and picked class, in the format the
// user chooses (CSV for any tool, Excel for people). The 分类 column holds class paths, which the import reads back.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore } from '../../../lib/create-store.ts';
import { exportEntries } from '../api.ts';

const store = createStore<{ filters: Record<string, string> | null }>({ filters: null });
export const openEntryExport = (filters: Record<string, string>) => store.set({ filters });

export function EntryExportHost() {
  const { t } = useTranslation(['translate', 'common']);
  const filters = store.use((s) => s.filters);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [busy, setBusy] = useState(false);
  const close = () => store.set({ filters: null });
  const run = async () => {
    setBusy(true);
    try {
      await exportEntries(filters ?? {}, format);
      close();
    } catch {
      // The fetch wrapper has shown why; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={filters !== null} onClose={close} maxWidth="xs" fullWidth data-testid="entry-export">
      <DialogTitle>{t('translate:entry.export')}</DialogTitle>
      <DialogContent>
        <RadioGroup value={format} onChange={(e) => setFormat(e.target.value as 'csv' | 'xlsx')}>
          <FormControlLabel value="xlsx" control={<Radio />} label={t('translate:entry.formatXlsx')} />
          <FormControlLabel value="csv" control={<Radio />} label={t('translate:entry.formatCsv')} />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void run()} data-testid="entry-export-run">
          {t('translate:entry.export')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
