// Term import (docs/translate-api.md): pick a .csv/.xlsx file, preview it (counts, per-row errors, terms repeated in
// the file and how they merge, conflicts with existing entries), choose per conflict what it becomes, then commit
// the file the server kept (uploaded once, named by the importId chosen here); progress shows while either step
// runs, then the result counts.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusy } from '../../flow/use-busy.ts';
import { commitImport, newImportId, previewImport, type ImportChoice, type ImportPreview, type ImportResult } from '../api.ts';
import { ImportConflicts } from './import-conflicts.tsx';
import { ImportDuplicates } from './import-duplicates.tsx';
import { ImportProgress } from './import-progress.tsx';

type Props = { onClose: () => void; onImported: () => void };

function Rows({ title, head, rows, testId }: { title: string; head: string[]; rows: ReactNode[][]; testId: string }) {
  if (!rows.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid={testId}>
      <Typography variant="subtitle2">{title}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((c, j) => (
                <TableCell key={j}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ImportDialog({ onClose, onImported }: Props) {
  const { t } = useTranslation(['translate', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  // The choice for every conflict (the unlisted ones too), and the listed rows' own choices.
  const [all, setAll] = useState<ImportChoice>('keep');
  const [choices, setChoices] = useState<Record<number, ImportChoice>>({});
  const [busy, run] = useBusy();

  const pick = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setResult(null);
    setAll('keep');
    setChoices({});
    if (!next) return;
    const id = newImportId();
    setImportId(id);
    void run(async () => setPreview(await previewImport(next, id)));
  };
  const commit = () =>
    preview &&
    void run(async () => {
      const perRow = preview.conflicts.map((c) => ({ row: c.row, choice: choices[c.row] ?? all }));
      setResult(await commitImport(preview.importId, all, perRow));
      onImported();
    });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="import-dialog">
      <DialogTitle>{t('translate:import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('translate:import.hint')}
        </Typography>
        <Button variant="outlined" component="label" disabled={busy}>
          {t('translate:import.choose')}
          <input
            hidden
            type="file"
            accept=".csv,.xlsx"
            data-testid="import-file"
            onChange={(e) => {
              pick(e.target.files?.[0] ?? null);
              e.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Typography component="span" sx={{ ml: 2 }}>
            {file.name}
          </Typography>
        )}
        {busy && importId && <ImportProgress importId={importId} />}
        {preview && (
          <Box data-testid="import-preview">
            <Alert severity={preview.errorCount || preview.conflictCount ? 'warning' : 'success'} sx={{ mt: 2 }}>
              <span data-testid="import-counts">
                {t('translate:import.total', {
                  total: preview.total,
                  insertable: preview.insertable,
                  conflicts: preview.conflictCount,
                  duplicates: preview.duplicateCount,
                  errors: preview.errorCount,
                })}
              </span>
              {preview.encoding && (
                <Box component="span" sx={{ ml: 1 }} data-testid="import-encoding">
                  {t('translate:import.encoding', { encoding: preview.encoding })}
                </Box>
              )}
            </Alert>
            <Rows
              title={t('translate:import.errors')}
              testId="import-errors"
              head={[t('translate:import.row'), t('translate:import.reason')]}
              rows={preview.errors.map((e) => [e.row, e.reason])}
            />
            <ImportDuplicates duplicates={preview.duplicates} />
            <ImportConflicts
              conflicts={preview.conflicts}
              conflictCount={preview.conflictCount}
              all={all}
              choices={choices}
              onChoose={(row, choice) => setChoices((now) => ({ ...now, [row]: choice }))}
              onAll={(choice) => {
                setAll(choice);
                setChoices({});
              }}
            />
          </Box>
        )}
        {result && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="import-result">
            {t('translate:import.result', {
              inserted: result.inserted,
              overwritten: result.overwritten,
              merged: result.merged,
              skipped: result.skipped,
              duplicates: result.duplicateCount,
              errors: result.errorCount,
            })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
        <Button
          variant="contained"
          onClick={commit}
          disabled={busy || !preview || !!result || preview.insertable + preview.conflictCount === 0}
          data-testid="import-commit"
        >
          {t('translate:import.commit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
