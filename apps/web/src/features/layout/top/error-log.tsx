// The error-log viewer (spec 2 and 8): a badge with the count (shown up to 99), a table of the local log, and
// upload / clear, each after its confirmation.
import BugReportIcon from '@mui/icons-material/BugReport';
import {
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { website } from '../../../config/website.ts';
import { clearLogs, logsStore, useLogs } from '../../../store/logs-store.ts';
import { uploadLogs } from '../api.ts';
import { asyncHandler } from '../../../app/error-capture.ts';

const COLUMNS = ['type', 'url', 'message', 'stack', 'time'] as const;

export function ErrorLogButton({ color }: { color: string }) {
  const { t } = useTranslation(['layout', 'common']);
  const logs = useLogs((s) => s.logsList);
  const [open, setOpen] = useState(false);

  const upload = async () => {
    if (!(await confirm(t('layout:errorLog.uploadConfirm')))) return;
    try {
      await uploadLogs(logsStore.get().logsList);
      clearLogs();
      toast.success(t('layout:errorLog.uploaded'));
    } catch {
      // The fetch wrapper has shown why.
    }
  };
  const clear = async () => {
    if (!(await confirm(t('layout:errorLog.clearConfirm')))) return;
    clearLogs();
    toast.success(t('layout:errorLog.cleared'));
  };

  return (
    <>
      <Tooltip title={t('layout:errorLog.title')}>
        <IconButton onClick={() => setOpen(true)} aria-label={t('layout:errorLog.title')} sx={{ color }}>
          <Badge badgeContent={logs.length} max={website.errorBadgeMax} color="error" data-testid="error-log-badge">
            <BugReportIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth>
        <DialogTitle>{t('layout:errorLog.title')}</DialogTitle>
        <DialogContent>
          {logs.length ? (
            <Table size="small" data-testid="error-log-table">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>{t(`layout:errorLog.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {logs.map((entry, index) => (
                  <TableRow key={`${entry.time}-${index}`}>
                    <TableCell>{entry.type}</TableCell>
                    <TableCell sx={{ maxWidth: 220, wordBreak: 'break-all' }}>{entry.url}</TableCell>
                    <TableCell sx={{ maxWidth: 260, wordBreak: 'break-all' }}>{entry.message}</TableCell>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <Box component="pre" sx={{ m: 0, fontSize: 11, whiteSpace: 'pre-wrap', maxHeight: 96, overflow: 'auto' }}>
                        {entry.stack || entry.info}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {t('layout:errorLog.at', { time: new Date(entry.time.replace(' ', 'T')) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">{t('common:noData')}</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={asyncHandler(upload)} disabled={!logs.length}>
            {t('layout:errorLog.upload')}
          </Button>
          <Button color="error" onClick={asyncHandler(clear)} disabled={!logs.length}>
            {t('layout:errorLog.clear')}
          </Button>
          <Button onClick={() => setOpen(false)}>{t('common:close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
