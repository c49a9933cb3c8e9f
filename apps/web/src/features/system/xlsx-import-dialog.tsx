// The import dialog of the user and region screens (Saber's 用户数据导入): an .xlsx file, whether existing rows are
// overwritten, the template download, and the import's report (rows inserted, updated and refused with their reasons).
// The passwords of new accounts come once, in the dialog of issued passwords with its downloadable sheet.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import type { IssuedPassword } from '../../components/issued-passwords-dialog.tsx';
import { IssuedPasswordsDialog } from '../../components/issued-passwords-dialog.tsx';
import type { KeyIn } from '../../i18n/resources.ts';

/** A refused row names its record by its key: the account of a user, the code of a region. */
/** `passwords`: the first passwords of the accounts a user import created. */
type Report = {
  total: number;
  inserted: number;
  updated: number;
  failed: { row: number; account?: string; code?: string; reason: string }[];
  passwords?: IssuedPassword[];
};

type Props = {
  /** The dialog's title key; also names its test ids (`<testId>-file`, `<testId>-report`). */
  title: KeyIn<'admin'>;
  testId: string;
  upload: (file: File, covered: '0' | '1') => Promise<Report>;
  downloadTemplate: () => Promise<void>;
  onClose: () => void;
  onImported: () => void;
};

export function XlsxImportDialog({ title, testId, upload, downloadTemplate, onClose, onImported }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const [covered, setCovered] = useState<'0' | '1'>('0');
  const [error, setError] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<IssuedPassword[] | null>(null);

  const choose = (chosen: File | undefined) => {
    setReport(null);
    if (chosen && !chosen.name.toLowerCase().endsWith('.xlsx')) {
      setFile(null);
      setError(t('admin:user.xlsxOnly'));
      return;
    }
    setFile(chosen ?? null);
    setError('');
  };
  const submit = async () => {
    if (!file) {
      setError(t('admin:user.fileRequired'));
      return;
    }
    setBusy(true);
    try {
      const result = await upload(file, covered);
      setReport(result);
      if (result.passwords?.length) setIssued(result.passwords);
      toast.success(t('admin:user.imported', { msg: t('admin:user.importReport', { ...result, failed: result.failed.length }) }));
      onImported();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {issued && <IssuedPasswordsDialog passwords={issued} onClose={() => setIssued(null)} />}
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={testId}>
        <DialogTitle>{t(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <FormLabel sx={{ minWidth: 80 }}>{t('admin:user.file')}</FormLabel>
              <Button variant="outlined" component="label">
                {t('admin:user.chooseFile')}
                <input hidden type="file" accept=".xlsx" data-testid={`${testId}-file`} onChange={(e) => choose(e.target.files?.[0])} />
              </Button>
              <Typography variant="body2" color="text.secondary">
                {file?.name}
              </Typography>
            </Stack>
            {error && <Alert severity="error">{error}</Alert>}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <FormLabel sx={{ minWidth: 80 }}>{t('admin:user.isCovered')}</FormLabel>
              <RadioGroup row value={covered} onChange={(e) => setCovered(e.target.value as '0' | '1')}>
                <FormControlLabel value="1" control={<Radio size="small" />} label={t('admin:user.cover')} />
                <FormControlLabel value="0" control={<Radio size="small" />} label={t('admin:user.noCover')} />
              </RadioGroup>
            </Stack>
            <Box>
              <Button onClick={() => void downloadTemplate().catch(() => {})}>{t('admin:user.template')}</Button>
            </Box>
            {report && (
              <Alert severity={report.failed.length ? 'warning' : 'success'} data-testid={`${testId}-report`}>
                {t('admin:user.importReport', { ...report, failed: report.failed.length })}
                {report.failed.map((f) => (
                  <div key={f.row}>{t('admin:user.importFailure', { ...f, account: f.account ?? f.code ?? '' })}</div>
                ))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:close')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit().catch(() => {})}>
            {t('admin:user.importButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
