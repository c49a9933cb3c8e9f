// The question of confirm.tsx, open while it waits for an answer.
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
        <Button onClick={() => onAnswer(false)}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
