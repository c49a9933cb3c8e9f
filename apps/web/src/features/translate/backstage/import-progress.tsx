// The progress of a running import step (preview or commit), polled once a second by its importId while the
// request runs: a bar (indeterminate until the preview has counted the rows) and the rows done.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImportProgress, type ImportProgress as Progress } from '../api.ts';

const POLL_MS = 1000;

export function ImportProgress({ importId }: { importId: string }) {
  const { t } = useTranslation(['translate']);
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => {
    let live = true;
    // Before the upload has arrived the server knows no such import: that answer is simply not shown.
    const poll = () => {
      fetchImportProgress(importId).then(
        (p) => {
          if (live) setProgress(p);
        },
        () => undefined,
      );
    };
    const timer = window.setInterval(poll, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [importId]);
  const done = progress?.rowsDone ?? 0;
  const total = progress?.total;
  return (
    <Box sx={{ mt: 2 }} data-testid="import-progress">
      <LinearProgress variant={total ? 'determinate' : 'indeterminate'} value={total ? Math.min(100, (done / total) * 100) : undefined} />
      {progress && (
        <Typography variant="caption" color="text.secondary">
          {total ? t('translate:import.progressOf', { done, total }) : t('translate:import.progress', { done })}
        </Typography>
      )}
    </Box>
  );
}
