// Passwords the server made for other people (a new tenant's admin, a reset, an import), shown once: the server
// keeps only their hashes. Each has a copy button; the sheet downloads as CSV (account, password) for handing out.
import {
  Alert,
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
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export type IssuedPassword = { account: string; password: string };

/** A CSV cell: quoted, and a leading formula character defused (a spreadsheet opens the sheet). */
const cell = (text: string) => `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;

function downloadSheet(passwords: IssuedPassword[], t: TFunction<['system']>) {
  const lines = [[t('system:issued.account'), t('system:issued.password')], ...passwords.map((p) => [p.account, p.password])];
  // The byte-order mark tells spreadsheet programs the file is UTF-8 (the header is Chinese).
  const blob = new Blob([`\ufeff${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'passwords.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

export function IssuedPasswordsDialog({ passwords, onClose }: { passwords: IssuedPassword[]; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (p: IssuedPassword) => {
    await navigator.clipboard.writeText(p.password);
    setCopied(p.account);
  };
  return (
    <Dialog open maxWidth="sm" fullWidth data-testid="issued-passwords">
      <DialogTitle>{t('system:issued.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('system:issued.hint')}
        </Alert>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('system:issued.account')}</TableCell>
              <TableCell>{t('system:issued.password')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {passwords.map((p) => (
              <TableRow key={p.account} data-testid="issued-password">
                <TableCell>{p.account}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }} data-testid="issued-password-value">
                  {p.password}
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={copied === p.account ? t('system:issued.copied') : t('system:issued.copy')}>
                    <IconButton
                      size="small"
                      aria-label={`${t('system:issued.copy')} ${p.account}`}
                      onClick={() => void copy(p).catch(() => {})}
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => downloadSheet(passwords, t)}>{t('system:issued.download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
