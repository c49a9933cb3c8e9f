// The top bar's translation buttons (spec 2): image change (button 更换图片) and message board (回复 or 删除). The
// dialogs are lazy chunks, so the layout carries only the two icons.
import ForumIcon from '@mui/icons-material/Forum';
import ImageIcon from '@mui/icons-material/Image';
import { Dialog, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../store/session-store.ts';
import { BUTTONS } from '../api.ts';

const Images = lazy(() => import('./top-image-dialog.tsx').then((m) => ({ default: m.TopImageDialog })));
const Messages = lazy(() => import('./message-page.tsx').then((m) => ({ default: m.MessagePage })));

export function TranslateTopButtons({ color }: { color: string }) {
  const { t } = useTranslation(['translate']);
  const images = useSession((s) => !!s.permission[BUTTONS.siteImage]);
  const messages = useSession((s) => !!(s.permission[BUTTONS.reply] || s.permission[BUTTONS.removeMessage]));
  const [open, setOpen] = useState<'images' | 'messages' | null>(null);
  if (!images && !messages) return null;
  const close = () => setOpen(null);
  return (
    <>
      {images && (
        <Tooltip title={t('translate:image.title')}>
          <IconButton onClick={() => setOpen('images')} aria-label={t('translate:image.title')} data-testid="top-images" sx={{ color }}>
            <ImageIcon />
          </IconButton>
        </Tooltip>
      )}
      {messages && (
        <Tooltip title={t('translate:message.title')}>
          <IconButton
            onClick={() => setOpen('messages')}
            aria-label={t('translate:message.title')}
            data-testid="top-messages"
            sx={{ color }}
          >
            <ForumIcon />
          </IconButton>
        </Tooltip>
      )}
      <Suspense fallback={null}>
        {open === 'images' && <Images onClose={close} />}
        {open === 'messages' && (
          <Dialog open onClose={close} maxWidth="md" fullWidth data-testid="top-message-dialog">
            <DialogTitle>{t('translate:message.title')}</DialogTitle>
            <DialogContent>
              <Messages />
            </DialogContent>
          </Dialog>
        )}
      </Suspense>
    </>
  );
}
