// The import preview's conflicts (terms the base already holds): the base's entry beside what the file says, and a
// choice per row (保留现有, 覆盖, 合并标签) with 全部保留 / 全部覆盖 to set them all. Conflicts the preview did not list
// (past the first 200) follow the last "all" choice.
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportChoice, ImportConflict } from '../api.ts';
import { TermCell } from './import-term-cell.tsx';

type Props = {
  conflicts: ImportConflict[];
  conflictCount: number;
  /** The choice for all: what a row shows until it is given its own. */
  all: ImportChoice;
  choices: Record<number, ImportChoice>;
  onChoose: (row: number, choice: ImportChoice) => void;
  onAll: (choice: ImportChoice) => void;
};

const CHOICES: Array<{ value: ImportChoice; label: 'keep' | 'overwriteRow' | 'merge' }> = [
  { value: 'keep', label: 'keep' },
  { value: 'overwrite', label: 'overwriteRow' },
  { value: 'merge', label: 'merge' },
];

export function ImportConflicts({ conflicts, conflictCount, all, choices, onChoose, onAll }: Props) {
  const { t } = useTranslation(['translate']);
  if (!conflicts.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="import-conflicts">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('translate:import.conflicts')}
        </Typography>
        <Button size="small" onClick={() => onAll('keep')}>
          {t('translate:import.keepAll')}
        </Button>
        <Button size="small" onClick={() => onAll('overwrite')}>
          {t('translate:import.overwriteAll')}
        </Button>
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('translate:import.row')}</TableCell>
            <TableCell>{t('translate:entry.chinese')}</TableCell>
            <TableCell>{t('translate:import.existing')}</TableCell>
            <TableCell>{t('translate:import.incoming')}</TableCell>
            <TableCell>{t('translate:import.choice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {conflicts.map((c) => (
            <TableRow key={c.row} data-testid={`import-conflict-${c.row}`}>
              <TableCell>{c.rows.join(', ')}</TableCell>
              <TableCell>{c.chinese}</TableCell>
              <TableCell>
                <TermCell english={c.existingEnglish} labels={c.existingLabels} />
              </TableCell>
              <TableCell>
                <TermCell english={c.english} labels={c.labels} />
              </TableCell>
              <TableCell>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={choices[c.row] ?? all}
                  onChange={(_, next: ImportChoice | null) => next && onChoose(c.row, next)}
                  aria-label={t('translate:import.choiceOf', { row: c.row })}
                >
                  {CHOICES.map(({ value, label }) => (
                    <ToggleButton key={value} value={value} sx={{ whiteSpace: 'nowrap' }}>
                      {t(`translate:import.${label}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {conflictCount > conflicts.length && (
        <Typography variant="caption" color="text.secondary">
          {t('translate:import.unlisted', { count: conflictCount - conflicts.length })}
        </Typography>
      )}
    </Box>
  );
}
