// The import preview's terms named on several rows of the file: which rows, and the one term they merge into (the
// last non-empty English, the labels joined), with every English the rows gave when they differ.
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportDuplicate } from '../api.ts';
import { TermCell } from './import-term-cell.tsx';

export function ImportDuplicates({ duplicates }: { duplicates: ImportDuplicate[] }) {
  const { t } = useTranslation(['translate']);
  if (!duplicates.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="import-duplicates">
      <Typography variant="subtitle2">{t('translate:import.duplicates')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('translate:import.rows')}</TableCell>
            <TableCell>{t('translate:entry.chinese')}</TableCell>
            <TableCell>{t('translate:import.merged')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {duplicates.map((d) => (
            <TableRow key={d.row} data-testid={`import-duplicate-${d.row}`}>
              <TableCell>
                {d.rows.join(', ')}
                {d.rowCount > d.rows.length && ` ${t('translate:import.moreRows', { count: d.rowCount })}`}
              </TableCell>
              <TableCell>{d.chinese}</TableCell>
              <TableCell>
                <TermCell english={d.english} labels={d.labels} />
                {d.englishes.length > 1 && (
                  <Alert severity="info" sx={{ mt: 0.5, py: 0 }}>
                    {t('translate:import.englishClash', { list: d.englishes.join(' / ') })}
                  </Alert>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
