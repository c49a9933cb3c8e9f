// The question of confirm.tsx, open while it waits for an answer. The focus starts on 取消: Enter or Space pressed
// without reading never deletes or signs out.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = { message: string; title?: string; onAnswer: (ok: boolean) => void };

export default function ConfirmDialog({ message, title, onAnswer }: Props) {
  const { t } = useTranslation(['common']);
  return (
    <Dialog open onClose={() => onAnswer(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{title ?? t('common:hint')}</DialogTitle>
      <DialogContent>{message}</DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
