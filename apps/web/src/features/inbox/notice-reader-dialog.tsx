// A notice opened for reading, from the bell or a home: a document (title, category, date, author, body) rather than
// the editor. The document (TipTap and its extensions) is a chunk of its own, loaded when a notice is first opened.
import type { InboxNoticeReadDto } from '@blade/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';

const NoticeDocument = lazy(() => import('../resource/notice-document.tsx'));

export function NoticeReaderDialog({ notice, onClose }: { notice: InboxNoticeReadDto | null; onClose: () => void }) {
  const { t } = useTranslation(['common']);
  return (
    <Dialog open={!!notice} onClose={onClose} maxWidth="md" fullWidth data-testid="notice-reader">
      <DialogTitle>{notice?.title}</DialogTitle>
      <DialogContent>
        {notice && (
          <Suspense fallback={<PageLoading />}>
            <NoticeDocument notice={notice} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
