// The generic export button of every CRUD list whose entity the API can export (blade-export/entities): the list's
// applied filters and the screen's columns go to blade-export/xlsx, the answer downloads as .xlsx.
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import * as exportRoutes from '../../generated/routes/export.ts';
import { saveBlob } from '../../lib/download.ts';
import type { CrudScreen } from './crud-types.ts';
import { screenNamespaces } from './screen-words.ts';

/** The screen's entity when the API exports it. */
function useExportEntity(entity: string | undefined): string | undefined {
  const { data } = useQuery({ queryKey: ['export-entities'], queryFn: () => call(exportRoutes.entities), staleTime: Infinity });
  return data?.find((e) => e.entity === entity)?.entity;
}

export function CrudExportButton({ screen, filters }: { screen: CrudScreen; filters: Record<string, string> }) {
  const { t } = useTranslation([...screenNamespaces(screen), 'log']);
  const entity = useExportEntity(screen.api.entity);
  const [busy, setBusy] = useState(false);
  if (!entity) return null;
  const run = async () => {
    setBusy(true);
    try {
      const columns = screen.columns.map((c) => [c.field, t(c.label)]);
      const params = { ...screen.baseQuery, ...filters, entity, columns: JSON.stringify(columns) };
      saveBlob(await call(exportRoutes.xlsx, { query: params }), `${entity}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      // The fetch wrapper has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" data-testid="crud-export" disabled={busy} onClick={() => void run()}>
      {t('log:export.button')}
    </Button>
  );
}
