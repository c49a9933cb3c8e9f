// Term import (docs/translate-api.md): pick a .csv/.xlsx file, preview it (counts, per-row errors, conflicts with
// existing entries), choose skip or overwrite for the conflicts, then commit the file the server kept (uploaded
// once, named by the importId chosen here); progress shows while either step runs, then the result counts.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
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
import { commitImport, newImportId, previewImport, type ImportPreview, type ImportResult } from '../api.ts';
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
  const [conflict, setConflict] = useState<'skip' | 'overwrite'>('skip');
  const [busy, run] = useBusy();

  const pick = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setResult(null);
    if (!next) return;
    const id = newImportId();
    setImportId(id);
    void run(async () => setPreview(await previewImport(next, id)));
  };
  const commit = () =>
    preview &&
    void run(async () => {
      setResult(await commitImport(preview.importId, conflict));
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
            <Rows
              title={t('translate:import.conflicts')}
              testId="import-conflicts"
              head={[
                t('translate:import.row'),
                t('translate:entry.chinese'),
                t('translate:import.existing'),
                t('translate:import.incoming'),
              ]}
              rows={preview.conflicts.map((c) => [c.row, c.chinese, c.existingEnglish, c.english])}
            />
            {preview.conflictCount > 0 && (
              <RadioGroup row value={conflict} onChange={(e) => setConflict(e.target.value as 'skip' | 'overwrite')} sx={{ mt: 1 }}>
                <FormControlLabel value="skip" control={<Radio />} label={t('translate:import.skip')} />
                <FormControlLabel value="overwrite" control={<Radio />} label={t('translate:import.overwrite')} />
              </RadioGroup>
            )}
          </Box>
        )}
        {result && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="import-result">
            {t('translate:import.result', {
              inserted: result.inserted,
              overwritten: result.overwritten,
              skipped: result.skipped,
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
