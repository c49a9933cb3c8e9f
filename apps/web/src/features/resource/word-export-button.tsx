// 导出Word: the HTML of a notice as a .docx named after the notice (word-export.ts), or after the screen while the
// notice has no title yet.
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { exportDocx } from './word-export.ts';

export function WordExportButton({ html, fileName }: { html: () => string; fileName?: string }) {
  const { t } = useTranslation(['resource']);
  return (
    <Button
      size="small"
      variant="outlined"
      data-testid="word-export"
      onClick={() =>
        void exportDocx(html(), fileName?.trim() || t('resource:notice.fileName')).catch(() =>
          toast.error(t('resource:notice.exportFailed')),
        )
      }
    >
      {t('resource:notice.exportWord')}
    </Button>
  );
}
