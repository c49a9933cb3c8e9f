// The entry screen's import button, shown to holders of its button code (the export is a toolbar action of the grid,
// which knows the applied filters: export-dialog.tsx).
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../store/session-store.ts';
import { ImportDialog } from './import-dialog.tsx';

type Props = { onImported: () => void };

export function EntryTools({ onImported }: Props) {
  const { t } = useTranslation(['translate']);
  const permission = useSession((s) => s.permission);
  const [importing, setImporting] = useState(false);
  if (!permission.translate_entry_import) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }} data-testid="entry-tools">
      <Button variant="outlined" onClick={() => setImporting(true)}>
        {t('translate:entry.import')}
      </Button>
      {importing && <ImportDialog onClose={() => setImporting(false)} onImported={onImported} />}
    </Stack>
  );
}
