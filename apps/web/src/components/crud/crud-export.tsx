// The generic export button of every CRUD list whose entity the API can export (GET /api/blade-export/entities):
// the list's applied filters and the screen's columns go to /api/blade-export/xlsx, the answer downloads as .xlsx.
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translate.ts';
import { getData } from '../../api/http.ts';
import { download } from '../../lib/download.ts';
import type { CrudScreen } from './crud-types.ts';

type Exportable = { entity: string; base: string };

function useExportEntity(base: string): string | undefined {
  const { data } = useQuery({ queryKey: ['export-entities'], queryFn: () => getData<Exportable[]>('/api/blade-export/entities'), staleTime: Infinity });
  return data?.find((e) => `/api${e.base}` === base)?.entity;
}

export function CrudExportButton({ screen, filters }: { screen: CrudScreen; filters: Record<string, string> }) {
  const { t } = useTranslation();
  const entity = useExportEntity(screen.base);
  const [busy, setBusy] = useState(false);
  if (!entity) return null;
  const run = async () => {
    setBusy(true);
    try {
      const columns = screen.columns.map((c) => [c.field, t(c.label)]);
      const params = { ...screen.baseQuery, ...filters, entity, columns: JSON.stringify(columns) };
      await download('/api/blade-export/xlsx', params, `${entity}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      // The fetch wrapper has shown why.
    } finally {
      setBusy(false);
    }
  };
  return <Button variant="outlined" data-testid="crud-export" disabled={busy} onClick={() => void run()}>{t('export.button')}</Button>;
}
