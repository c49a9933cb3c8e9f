// The entry screen's import and export buttons, each shown to holders of its button code.
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../store/session-store.ts';
import { downloadTo, TR } from '../api.ts';
import { ImportDialog } from './import-dialog.tsx';

type Props = { classificationId: string; onImported: () => void };

export function EntryTools({ classificationId, onImported }: Props) {
  const { t } = useTranslation();
  const permission = useSession((s) => s.permission);
  const [importing, setImporting] = useState(false);
  const exportAs = (format: 'csv' | 'xlsx') => {
    const params: Record<string, string> = { format, ...(classificationId ? { classificationId } : {}) };
    void downloadTo(`${TR}/export`, params, `translate-entries.${format}`).catch(() => {});
  };
  if (!permission.translate_entry_import && !permission.translate_entry_export) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }} data-testid="entry-tools">
      {permission.translate_entry_import && <Button variant="outlined" onClick={() => setImporting(true)}>{t('tr.entry.import')}</Button>}
      {permission.translate_entry_export && <Button variant="outlined" onClick={() => exportAs('csv')} data-testid="export-csv">{t('tr.entry.export')}</Button>}
      {permission.translate_entry_export && <Button variant="outlined" onClick={() => exportAs('xlsx')} data-testid="export-xlsx">{t('tr.entry.exportXlsx')}</Button>}
      {importing && <ImportDialog onClose={() => setImporting(false)} onImported={onImported} />}
    </Stack>
  );
}
